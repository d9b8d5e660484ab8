// Loads what every page render needs besides its own document: kit, menus, areas, header/footer.
import type { Kysely } from 'kysely';
import type { SiteData } from '../elements/context.ts';
import type { Kit } from '../model/kit.ts';
import { getMenuTree, type Links } from '../db/repositories/menus.ts';
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
  const [kit, primary, footerMenu, areas, headers, footers] = await Promise.all([
    getKit(db),
    getMenuTree(db, 'primary', links),
    getMenuTree(db, 'footer', links),
    listTerms(db, 'area'),
    getPublishedTemplates(db, 'header'),
    getPublishedTemplates(db, 'footer'),
  ]);
  return {
    kit,
    site: {
      name: kit.site_name,
      description: kit.site_description,
      baseUrl,
      menus: { primary, footer: footerMenu },
      areas: areas.map((a) => ({ id: a.id, name: a.name, slug: a.slug, description: a.description, link: links.term('area', a.slug) })),
    },
    header: headers[0] && asRenderDocument(headers[0]),
    footer: footers[0] && asRenderDocument(footers[0]),
  };
}
