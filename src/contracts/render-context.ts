// What every element and widget may read while rendering: the kit, site data resolved before render, helpers.
import type { Kit } from '../model/kit.ts';
import type { MegaSettings } from '../model/menu-item-meta.ts';

export interface MenuItem {
  id: number;
  title: string;
  url: string;
  children: MenuItem[];
  /** Set on a taxonomy item (its children are that taxonomy's terms, e.g. `area`): the browser may refresh them. */
  taxonomy?: string;
  /** A mega-menu panel, tabs or carousel shown under this item (src/theme/mega-menu/). */
  mega?: MegaSettings;
}

export interface AreaSummary {
  id: number;
  name: string;
  slug: string;
  link: string;
  description: string;
}

/** Site data resolved on the server before rendering (React renders synchronously from it). */
export interface SiteData {
  name: string;
  description: string;
  /** Absolute base URL without trailing slash, e.g. http://localhost:3000 */
  baseUrl: string;
  areas: AreaSummary[];
  /** Recorded sizes of the stored files this page shows, by /uploads/ path (src/media/page-media.ts). */
  media?: ReadonlyMap<string, { width: number; height: number }>;
}

export interface RenderLogger {
  warn(obj: object, msg: string): void;
}

export interface RenderContext {
  kit: Kit;
  site: SiteData;
  /** True inside the visual editor (placeholders for unknown widgets, popups shown directly). */
  isEditor: boolean;
  /** Public URL of a built client asset or an uploaded file path. */
  assetUrl(path: string): string;
  /** True for elements in the first screenful: their images load eagerly with high priority. */
  isAboveFold(elementId: string): boolean;
  log: RenderLogger;
  /** The stored document being rendered (header, content or footer), named when an element fails. */
  documentId?: number;
}

export const EMPTY_SITE: SiteData = { name: 'Foyer', description: '', baseUrl: '', areas: [] };
