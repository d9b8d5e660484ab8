// The names of the things a rendered page is built from. A cached page carries the tags of
// everything it read; a write names the tags of what it changed (changes.ts). One vocabulary for both,
// so writers and readers cannot drift apart.

/** Matches every entry: only for when changes may have been missed (a lost database connection). */
export const ALL_CONTENT = '*';

export const contentTags = {
  /** A document's own content (page, post, template, popup). */
  post: (id: number) => `post:${id}`,
  /** A document's URL: menus that link to it. */
  link: (id: number) => `link:${id}`,
  /** Which document answers at /{slug}/. */
  slug: (slug: string) => `slug:${slug}`,
  /** The set of published templates of a kind (header, footer, popup, ...): the choice among them. */
  templates: (kind: string) => `templates:${kind}`,
  /** One term and the published posts in it (its archive). */
  term: (id: number) => `term:${id}`,
  /** Which posts of a type are published: listings (the posts widget) that may show any of them. */
  postList: (type: string) => `posts:${type}`,
  /** The list of terms of a taxonomy (menus and area lists). */
  taxonomy: (name: string) => `taxonomy:${name}`,
  /** The menu at a theme location. */
  menu: (location: string) => `menu:${location}`,
  /** A stored file's recorded size (images render with it). */
  media: (path: string) => `media:${path}`,
  /** The shop's products: any listing or add-to-cart button (prices, stock, sold out). */
  products: () => 'products',
  /** A site setting (the kit is `setting:kit`, the front page `setting:page_on_front`). */
  setting: (key: string) => `setting:${key}`,
} as const;
