// The data step's contract (Puck's resolveData): what an element's async loader receives before
// React renders, and the batched sources it reads the database through. The server implements the
// sources (src/server/data-sources/); elements and widgets only see this interface, never a database.
import type { ReactNode } from 'react';
import type { Kit } from '../model/kit.ts';
import type { ElementNode } from '../model/element.ts';
import type { MenuItem, SiteData } from './render-context.ts';
import type { ProductQuery, ShopProduct } from './shop.ts';

/** An image as Elementor's media control stores it. */
export interface MediaValue {
  url: string;
  id?: number;
  alt?: string;
}

/** A post as loaders and dynamic tags see it. */
export interface PostSummary {
  id: number;
  type: string;
  title: string;
  slug: string;
  /** Relative, like every link in Foyer's HTML (cached pages do not depend on the host). */
  url: string;
  excerpt: string;
  /** ISO 8601. */
  date: string;
  modified: string;
  featuredImage?: MediaValue;
}

/** What a posts widget asks for (Elementor Pro's query controls, checked). */
export interface PostListQuery {
  postType: 'post' | 'page';
  orderBy: 'date' | 'modified' | 'title' | 'menu_order' | 'id' | 'rand';
  order: 'asc' | 'desc';
  perPage: number;
  offset: number;
  includeIds?: number[];
  excludeIds?: number[];
  /**
   * Only posts in any of these terms. Ids of terms that do not exist are dropped, and when none is
   * left (or none was chosen) there is no term filter: what Elementor Pro shows for a document whose
   * categories were not imported with it.
   */
  termIds?: number[];
  /** Leave out posts that posts widgets earlier in the page already listed (Elementor Pro's avoid duplicates). */
  avoidDuplicates?: boolean;
}

/** A listed post with its author's display name ('' when it has none). */
export interface ListedPost extends PostSummary {
  author: string;
}

/** The term an archive page lists. */
export interface ArchiveSummary {
  taxonomy: string;
  id: number;
  name: string;
  slug: string;
  description: string;
  url: string;
  meta: Record<string, unknown>;
}

/**
 * What the request asks for. A cached page is keyed by its path alone, so what it renders must not
 * depend on `query` (search results and other query-driven pages are not cached).
 */
export interface RequestContext {
  /** The canonical path of the page, without query: `/`, `/about/`, `/area/old-town/`. */
  path: string;
  query: Record<string, string>;
  /** The post being rendered (pages, posts; templates around them see it too). */
  post?: PostSummary;
  /** The term of an archive page. */
  archive?: ArchiveSummary;
  /** The search term of a search results page. */
  search?: string;
  /**
   * The logged-in visitor. Set only on requests with a live session, which never read or fill the
   * shared page cache (src/server/send-page.ts), so a cached page never shows account data.
   */
  account?: AccountSummary;
}

/** What pages may show of the logged-in visitor. */
export interface AccountSummary {
  login: string;
  displayName: string;
  /** The back office's address, for staff accounts (the account panel links to it). */
  backOffice?: string;
}

/** A piece of plain text; `isMatch` pieces are what a search matched (rendered in <mark>). */
export interface TextSegment {
  text: string;
  isMatch: boolean;
}

/** One search result: what it is, where it links, its highlighted title and excerpt. */
export interface SearchHit {
  kind: 'page' | 'post' | 'area';
  id: number;
  url: string;
  title: TextSegment[];
  excerpt: TextSegment[];
}

/** One page of search results (WordPress's 10 per page). */
export interface SearchResults {
  /** The search as shown back to the visitor (trimmed, cut to its maximum length). */
  query: string;
  total: number;
  page: number;
  perPage: number;
  hits: SearchHit[];
}

/**
 * Batched reads: every call made while a page's loaders start is gathered into one query per
 * source (all menus the page uses, all terms' posts), and repeated keys are fetched once.
 */
/**
 * The location that names no menu in particular: the site's first menu, by name, that has items.
 * WordPress shows it when a widget names a menu the site does not have (wp_nav_menu's fallback).
 */
export const ANY_MENU = '*';

export interface DataSources {
  /** The menu at a theme location (or ANY_MENU); undefined when no menu is assigned there. */
  menu(location: string): Promise<MenuItem[] | undefined>;
  /** Published posts in a term, in menu order. */
  postsInTerm(termId: number): Promise<PostSummary[]>;
  /** Published posts for a listing widget, and how many match in all. */
  posts(query: PostListQuery): Promise<{ posts: ListedPost[]; total: number }>;
  /** Full-text search over published pages, posts and areas; `page` counts from 1. */
  search(query: { text: string; page: number }): Promise<SearchResults>;
  /** The shop's published products for a listing or an add-to-cart button (prices, stock). */
  products(query: ProductQuery): Promise<ShopProduct[]>;
}

export interface DataContext {
  request: RequestContext;
  sources: DataSources;
}

/** What an element's loader receives: its parsed settings and everything the request knows. */
export interface DataArgs<S> extends DataContext {
  settings: S;
  element: ElementNode;
  site: SiteData;
  kit: Kit;
}

/** An element's data step: its result is passed to Render as `data`. A throw leaves the element out. */
export type DataLoader<S, D> = (args: DataArgs<S>) => Promise<D>;

/**
 * Theme markup that is not a stored document (archives, search results) but loads its data the same
 * way, in the same step as the page's elements.
 */
export interface PageView<D = unknown> {
  /** For logs. */
  name: string;
  /** Browser modules its markup names in `data-behaviours` (preloaded with the page's own). */
  modules?: readonly string[];
  // Method syntax on purpose: a view with its own data type must fit where any view is expected.
  data(args: DataContext & { site: SiteData; kit: Kit }): Promise<D>;
  Render(props: { data: D; request: RequestContext; site: SiteData }): ReactNode;
}

/** Sources with nothing behind them: `foyer render` of a file, unit tests. */
export const EMPTY_SOURCES: DataSources = {
  menu: async () => undefined,
  postsInTerm: async () => [],
  posts: async () => ({ posts: [], total: 0 }),
  search: async ({ text, page }) => ({ query: text, total: 0, page, perPage: 10, hits: [] }),
  products: async () => [],
};

export const EMPTY_REQUEST: RequestContext = { path: '/', query: {} };
