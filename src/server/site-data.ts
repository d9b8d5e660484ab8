// Loads what every page render needs besides its own document: kit, menus, areas, theme templates.
import type { Kysely } from 'kysely';
import type { TemplateCandidate } from '../conditions/index.ts';
import type { SiteData } from '../contracts/render-context.ts';
import type { Kit } from '../model/kit.ts';
import type { ElementNode } from '../model/element.ts';
import { makeLinks } from '../content/links.ts';
import { getMenuTree } from '../db/repositories/menus.ts';
import { listPosts } from '../db/repositories/posts.ts';
import { getKit } from '../db/repositories/settings.ts';
import { listTerms } from '../db/repositories/terms.ts';
import type { Database } from '../db/schema.ts';

/** A published theme template with its display conditions; which one a request gets is chosen per request. */
export interface SiteTemplate extends TemplateCandidate {
  elements: ElementNode[];
}

export interface SiteSnapshot {
  kit: Kit;
  site: SiteData;
  /** Published header, footer, single and archive templates, lowest menu_order first. */
  templates: SiteTemplate[];
}

const LOCATIONS = new Set(['header', 'footer', 'single', 'archive']);

export async function loadSite(db: Kysely<Database>, baseUrl: string, frontPageId: number | undefined): Promise<SiteSnapshot> {
  const links = makeLinks(baseUrl, frontPageId);
  const [kit, primary, footerMenu, areas, templates] = await Promise.all([
    getKit(db),
    getMenuTree(db, 'primary', links),
    getMenuTree(db, 'footer', links),
    listTerms(db, 'area'),
    listPosts(db, { type: 'template', status: 'published' }),
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
    templates: templates
      .filter((t) => t.templateType !== null && LOCATIONS.has(t.templateType))
      .map((t) => ({ id: t.id, location: t.templateType as string, conditions: t.conditions, elements: t.elements })),
  };
}
