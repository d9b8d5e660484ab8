// Loads what every page render needs besides its own document: kit, menus, areas, header/footer.
import type { Kysely } from 'kysely';
import type { SiteData } from '../elements/context.ts';
import type { Kit } from '../model/kit.ts';
import type { ElementNode } from '../model/element.ts';
import { getMenuTree, type Links } from '../db/repositories/menus.ts';
import { getPublishedTemplates } from '../db/repositories/posts.ts';
import { getKit } from '../db/repositories/settings.ts';
import { listTerms } from '../db/repositories/terms.ts';
import type { Database } from '../db/schema.ts';

export interface SiteSnapshot {
  kit: Kit;
  site: SiteData;
  header?: ElementNode[];
  footer?: ElementNode[];
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
    header: headers[0]?.elements,
    footer: footers[0]?.elements,
  };
}
