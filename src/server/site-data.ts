// Loads what every page render needs besides its own document: kit, areas, header/footer, and the
// content tags of all of it, which every page rendered with it carries in the page cache. Menus are
// not here: nav menus load theirs in the data step (src/server/data-sources/), so a page depends only on its own.
import type { Kysely } from 'kysely';
import type { SiteData } from '../elements/context.ts';
import type { Kit } from '../model/kit.ts';
import { contentTags as t } from '../db/content-tags.ts';
import type { Links } from '../db/repositories/menus.ts';
import { getPublishedTemplates, type Post } from '../db/repositories/posts.ts';
import { getKit } from '../db/repositories/settings.ts';
import { listTerms } from '../db/repositories/terms.ts';
import type { Database } from '../db/schema.ts';
import type { RenderDocument } from './ssr/render-page.tsx';

export interface SiteSnapshot {
  kit: Kit;
  site: SiteData;
  header?: RenderDocument;
  footer?: RenderDocument;
  /** Content tags of everything above (src/db/content-tags.ts). */
  tags: string[];
}

/** A stored post or template as a document to render in its own scope. */
export function asRenderDocument(post: Post): RenderDocument {
  const type = post.type === 'template' ? (post.templateType ?? 'section') : `wp-${post.type}`;
  return { id: post.id, type, elements: post.elements, settings: post.pageSettings };
}

export function makeLinks(baseUrl: string, frontPageId: number | undefined): Links {
  return {
    post: (slug, id) => (id === frontPageId ? `${baseUrl}/` : `${baseUrl}/${encodeURIComponent(slug)}/`),
    term: (taxonomy, slug) => `${baseUrl}/${encodeURIComponent(taxonomy)}/${encodeURIComponent(slug)}/`,
  };
}

export async function loadSite(db: Kysely<Database>, baseUrl: string, frontPageId: number | undefined): Promise<SiteSnapshot> {
  const links = makeLinks(baseUrl, frontPageId);
  const [kit, areas, headers, footers] = await Promise.all([
    getKit(db),
    listTerms(db, 'area'),
    getPublishedTemplates(db, 'header'),
    getPublishedTemplates(db, 'footer'),
  ]);
  const header = headers.at(0);
  const footer = footers.at(0);
  const tags = [
    t.setting('kit'),
    // The front page's link is "/" in menus.
    t.setting('page_on_front'),
    t.taxonomy('area'),
    // Publishing another header or footer may change which one is chosen, so pages depend on the set.
    t.templates('header'),
    t.templates('footer'),
    ...(header ? [t.post(header.id)] : []),
    ...(footer ? [t.post(footer.id)] : []),
  ];
  return {
    kit,
    site: {
      name: kit.site_name,
      description: kit.site_description,
      baseUrl,
      areas: areas.map((a) => ({ id: a.id, name: a.name, slug: a.slug, description: a.description, link: links.term('area', a.slug) })),
    },
    header: header && asRenderDocument(header),
    footer: footer && asRenderDocument(footer),
    tags: [...new Set(tags)],
  };
}
