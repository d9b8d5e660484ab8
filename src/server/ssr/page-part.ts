// The contract of a page part: something a page shows around or on top of its documents (the theme
// header, the footer, popups, the statistics tracker, mega panels, scroll-to-top, the account panel).
// The compositor (render-page.tsx) runs every part listed in page-parts.ts, in that order; a part a
// page does not use answers `undefined` and costs the page nothing more.
import type { ReactNode } from 'react';
import type { DataSources, RequestContext } from '../../contracts/data.ts';
import type { PageContent } from '../../contracts/page.ts';
import type { RenderContext, RenderLogger, SiteData } from '../../contracts/render-context.ts';
import type { Kit } from '../../model/kit.ts';
import type { RenderDocument } from '../../model/render-document.ts';
import type { PlanDocument, PagePlan } from '../../render/plan.ts';
import type { SitePopup } from '../../popups/documents.ts';
import type { PopupViewer } from '../../popups/page.ts';
import type { TrackerConfig } from '../../stats/tracker-config.ts';
import type { HeaderSlots } from '../../theme/header/theme-header.tsx';
import type { ThemeOptions } from '../../theme/options.ts';
import type { ClientAssets } from './client-manifest.ts';

export interface RenderPageInput {
  content: PageContent;
  header?: RenderDocument;
  footer?: RenderDocument;
  kit: Kit;
  site: SiteData;
  assets: ClientAssets;
  log: RenderLogger;
  isEditor?: boolean;
  /**
   * The editing user's `lightbox_in_editor` preference (Elementor's name): in the editor's preview,
   * links open the lightbox only when it is on (spec section 6). Ignored outside the editor.
   */
  lightboxInEditor?: boolean;
  /** What the request asks for, for loaders and dynamic tags (default: `/`, nothing else). */
  request?: RequestContext;
  /** The request's batched data sources (default: none, as for `foyer render` of a file). */
  sources?: DataSources;
  /**
   * The theme's options (the `theme` setting). With them, a page no header template was chosen for
   * gets the theme header, and the scroll-to-top button when it is on; without (a file rendered by
   * `foyer render`), neither.
   */
  theme?: ThemeOptions;
  /** Header slots given by the caller; they win over the parts' own. */
  headerSlots?: HeaderSlots;
  /** Popups whose display conditions match this request (src/popups/documents.ts): rendered hidden. */
  popups?: readonly SitePopup[];
  /** The site's IANA timezone, given to popups' schedule rule. */
  timezone?: string;
  /** The logged-in visitor's roles, for popups' `logged_in` rule; absent for anonymous visitors. */
  viewer?: PopupViewer;
  /** The statistics tracker's configuration (src/stats/tracker-config.ts); none: no tracker on the page. */
  tracker?: TrackerConfig;
  /** The page parts to compose with (default: every part, page-parts.ts); the editor's canvas may pick its own. */
  parts?: readonly PagePart[];
}

/** The page being composed, as every part sees it. */
export interface PageSetup {
  /** The input after the page template's choice (Canvas drops the header, footer and theme). */
  input: RenderPageInput;
  ctx: RenderContext;
  plan: PagePlan;
  data: { request: RequestContext; sources: DataSources };
}

/** Props that put a document's elements in its wrapper: rendered with the page, or pre-rendered (guarded). */
export type RegionProps = { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } };

/** What a part gets when the page's tree is built (twice when the first render fails: then guarded). */
export interface PageTree {
  isGuarded: boolean;
  region(doc: RenderDocument): RegionProps;
  /** A page document in Elementor's location wrapper (`<header class="site-header elementor-location-header …">`). */
  location(tag: 'header' | 'footer', doc: RenderDocument): ReactNode;
  /** What the parts (and the caller) put in the theme header. */
  headerSlots: HeaderSlots;
}

/** What a part adds to the page; every field is optional. */
export interface PartOutput {
  /** CSS printed before the layout base, so that documents' rules win over it (theme pieces). */
  themeCss?: string;
  /** CSS printed after the documents' (a part's own element rules). */
  css?: string;
  /** Staff custom CSS, printed last, as Elementor prints it. */
  customCss?: readonly string[];
  /** Element trees the part planned itself (their widgets' base CSS joins the page's). */
  plannedDocuments?: readonly PlanDocument[];
  /** Entries of the boot configuration (`#foyer-config`). */
  config?: Record<string, unknown>;
  /** A page-level behaviour run on `<body>` (the statistics tracker). */
  bodyBehaviour?: string;
  /** What the part puts in the theme header. */
  headerSlots?(tree: Omit<PageTree, 'headerSlots'>): HeaderSlots;
  /** Its markup in its region of the body (`region` below). */
  render?(tree: PageTree): ReactNode;
  /** Content tags of what the part was built from, for the page cache. */
  tags?: readonly string[];
}

export interface PagePart<Loaded = unknown> {
  name: string;
  /** Where its markup goes: before `<main>`, after it, or at the end of `<body>`. */
  region?: 'header' | 'footer' | 'end';
  /** Documents it shows, planned with the page's own (one data step, one batch of reads). */
  documents?(input: RenderPageInput): readonly RenderDocument[];
  /** Started beside the documents' data step, so its reads join the same batch. */
  load?(page: PageSetup): Promise<Loaded> | Loaded;
  /** Once the documents are planned: adds its modules to `page.plan` and says what it adds, or undefined. */
  prepare(page: PageSetup, loaded: Loaded): Promise<PartOutput | undefined> | PartOutput | undefined;
}

/** Keeps a part's own type for its `load` result while the list reads parts through the common shape. */
export function definePart<Loaded>(part: PagePart<Loaded>): PagePart {
  return part as PagePart;
}
