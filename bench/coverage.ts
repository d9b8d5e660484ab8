// Widget coverage: of the widget instances in the real Elementor documents, how many reach the page;
// and of what those documents set, how much reaches the page (image URLs, widget settings).
// An instance counts as rendered only when its element is in the rendered HTML (its data-id is
// there), not when its type is registered: an element that fails, or renders nothing, is not covered.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderDocument } from '../src/cli/commands/render.ts';
import { type ParsedDocument, parseDocument } from '../src/model/element.ts';
import { CORE_WIDGETS } from './core-widgets.ts';
import { imageCoverage } from './image-coverage.ts';
import { settingChecks } from './setting-coverage.ts';

export interface CoverageResult {
  documents: number;
  /** Every widget instance, core or not. */
  allInstances: number;
  allRendered: number;
  coreInstances: number;
  coreRendered: number;
  /** Core types with instances Foyer does not render, most missing instances first. */
  unsupportedCore: [string, number][];
  /** Image URLs set on layout elements and supported widgets, and how many the rendered HTML uses. */
  images: { references: number; rendered: number; missing: [string, number][] };
  /** Declared settings set on supported widgets, by what removing each does to the output. */
  settings: { checked: number; changesOutput: number; noVisualEffect: number; ignored: number; topIgnored: [string, number][] };
}

const sortByCount = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** The folder of real Elementor documents: FOYER_CORPUS_DIR (or its elementor/ folder), else ../shared/fixtures/elementor. */
export function corpusDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = env.FOYER_CORPUS_DIR ? resolve(env.FOYER_CORPUS_DIR) : resolve(root, '../shared/fixtures');
  return existsSync(join(base, 'elementor')) ? join(base, 'elementor') : base;
}

interface WidgetInstance {
  id: string;
  type: string;
}

/** Every widget of a document's JSON, read directly so no parser leniency hides any. */
export function widgetInstances(json: unknown): WidgetInstance[] {
  const out: WidgetInstance[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const el of list as Array<Record<string, unknown> | null>) {
      if (!el || typeof el !== 'object') continue;
      if (el.elType === 'widget' && typeof el.widgetType === 'string')
        out.push({ id: typeof el.id === 'string' ? el.id : '', type: el.widgetType });
      walk(el.elements);
    }
  };
  walk(Array.isArray(json) ? json : (json as { content?: unknown } | null)?.content);
  return out;
}

/** Whether the element with this id is in the HTML: every rendered element carries `data-id`. */
export function isInHtml(html: string, id: string): boolean {
  return id !== '' && html.includes(`data-id="${id.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
}

/** The document and its HTML; a document Foyer cannot render at all covers none of its widgets. */
async function rendered(json: unknown): Promise<{ doc?: ParsedDocument; html: string }> {
  try {
    const doc = parseDocument(json);
    return { doc, html: (await renderDocument(doc)).html };
  } catch {
    return { html: '' };
  }
}

export async function measureCoverage(fixturesDir: string): Promise<CoverageResult> {
  const files = readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));
  const missing = new Map<string, number>();
  const result: CoverageResult = {
    documents: 0,
    allInstances: 0,
    allRendered: 0,
    coreInstances: 0,
    coreRendered: 0,
    unsupportedCore: [],
    images: { references: 0, rendered: 0, missing: [] },
    settings: { checked: 0, changesOutput: 0, noVisualEffect: 0, ignored: 0, topIgnored: [] },
  };
  const missingImages = new Map<string, number>();
  const ignoredSettings = new Map<string, number>();
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(fixturesDir, file), 'utf8'));
    } catch {
      continue; // not a document; the render tests report it
    }
    result.documents++;
    const { doc, html } = await rendered(json);
    for (const { id, type } of widgetInstances(json)) {
      const isRendered = isInHtml(html, id);
      result.allInstances++;
      if (isRendered) result.allRendered++;
      if (!CORE_WIDGETS.has(type)) continue;
      result.coreInstances++;
      if (isRendered) result.coreRendered++;
      else bump(missing, type);
    }
    if (!doc) continue;
    const images = imageCoverage(doc.elements, html);
    result.images.references += images.references;
    result.images.rendered += images.rendered;
    for (const m of images.missing) bump(missingImages, `${m.type}.${m.setting.replace(/\[\d+\]/g, '[]')}`);
    for (const check of await settingChecks(doc.elements)) {
      result.settings.checked++;
      if (check.verdict === 'changes-output') result.settings.changesOutput++;
      else if (check.verdict === 'no-visual-effect') result.settings.noVisualEffect++;
      else {
        result.settings.ignored++;
        bump(ignoredSettings, `${check.type}.${check.key}`);
      }
    }
  }
  result.unsupportedCore = sortByCount(missing);
  result.images.missing = sortByCount(missingImages);
  result.settings.topIgnored = sortByCount(ignoredSettings);
  return result;
}
