// Loads what every page render needs besides its own document: kit, areas, theme templates, and the
// content tags of all of it, which every page rendered with it carries in the page cache. Menus are
// not here: nav menus load theirs in the data step (src/server/data-sources/), so a page depends only on its own.
import type { Kysely } from 'kysely';
import type { TemplateCandidate } from '../conditions/index.ts';
import type { SiteData } from '../contracts/render-context.ts';
import { makeLinks } from '../content/links.ts';
import { contentTags as t } from '../db/content-tags.ts';
import { listPosts, type Post } from '../db/repositories/posts.ts';
import { getKit, getSetting } from '../db/repositories/settings.ts';
import { listTerms } from '../db/repositories/terms.ts';
import type { Database } from '../db/schema.ts';
import type { Kit } from '../model/kit.ts';
import { parseThemeOptions, type ThemeOptions } from '../theme/options.ts';
import type { SitePopup } from '../popups/documents.ts';
import { readStatsSettings, STATS_SETTING_KEY, type StatsSettings } from '../stats/settings.ts';
import type { RenderDocument } from '../model/render-document.ts';

/** A published theme template with its display conditions; which one a request gets is chosen per request. */
export interface SiteTemplate extends TemplateCandidate {
  document: RenderDocument;
}

export interface SiteSnapshot {
  kit: Kit;
  /** The theme's options (header, mobile menu, scroll-to-top), defaults filled in. */
  theme: ThemeOptions;
  /** The statistics settings: every public page embeds the tracker's flags (src/stats/tracker-config.ts). */
  statistics: StatsSettings;
  site: SiteData;
  /** Published header, footer, single and archive templates, lowest menu_order first. */
  templates: SiteTemplate[];
  /** Published popups with their display conditions; a request carries those that match it. */
  popupTemplates: SitePopup[];
  /** The site's IANA timezone (WordPress `timezone_string`), for popups' schedules. */
  timezone: string;
  /** Content tags of everything above (src/db/content-tags.ts); the templates a request uses add their own. */
  tags: string[];
}

const LOCATIONS = ['header', 'footer', 'single', 'archive'];

/** A stored post or template as a document to render in its own scope. */
export function asRenderDocument(post: Post): RenderDocument {
  const type = post.type === 'template' ? (post.templateType ?? 'section') : `wp-${post.type}`;
  return { id: post.id, type, elements: post.elements, settings: post.pageSettings };
}

export async function loadSite(db: Kysely<Database>, baseUrl: string, frontPageId: number | undefined): Promise<SiteSnapshot> {
  const links = makeLinks(baseUrl, frontPageId);
  const [kit, theme, areas, templates, popups, timezone, statistics] = await Promise.all([
    getKit(db),
    getSetting<unknown>(db, 'theme'),
    listTerms(db, 'area'),
    listPosts(db, { type: 'template', status: 'published' }),
    listPosts(db, { type: 'popup', status: 'published' }),
    getSetting<unknown>(db, 'timezone_string'),
    readStatsSettings(db),
  ]);
  const tags = [
    t.setting('kit'),
    t.setting('theme'),
    // The tracker's configuration in every page comes from the statistics settings.
    t.setting(STATS_SETTING_KEY),
    // The front page's link is "/" in menus.
    t.setting('page_on_front'),
    t.taxonomy('area'),
    // Publishing another template, or changing one's conditions, may change which one is chosen.
    ...LOCATIONS.map(t.templates),
    // Publishing, editing or unpublishing a popup may change which pages carry it.
    t.templates('popup'),
    t.setting('timezone_string'),
  ];
  return {
    kit,
    theme: parseThemeOptions(theme),
    statistics,
    site: {
      name: kit.site_name,
      description: kit.site_description,
      baseUrl,
      areas: areas.map((a) => ({ id: a.id, name: a.name, slug: a.slug, description: a.description, link: links.term('area', a.slug) })),
    },
    templates: templates
      .filter((p) => p.templateType !== null && LOCATIONS.includes(p.templateType))
      .map((p) => ({ id: p.id, location: p.templateType as string, conditions: p.conditions, document: asRenderDocument(p) })),
    popupTemplates: popups.map((p) => ({
      id: p.id,
      location: 'popup' as const,
      conditions: p.conditions,
      title: p.title,
      document: { id: p.id, type: 'popup' as const, elements: p.elements, settings: p.pageSettings },
    })),
    timezone: typeof timezone === 'string' && isTimeZone(timezone) ? timezone : 'UTC',
    tags: [...new Set(tags)],
  };
}

/** A timezone name the browser's Intl knows (WordPress may also store offsets such as "UTC+2"). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
