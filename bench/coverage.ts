// Widget coverage: of the core Elementor widget instances in the real documents, how many Foyer
// renders; and of what those documents set, how much reaches the page (image URLs, widget settings).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDocument } from '../src/cli/commands/render.ts';
import { parseDocument } from '../src/model/element.ts';
import { widgetByType } from '../src/widgets/index.ts';
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
  /** Core types Foyer does not render, most instances first. */
  unsupportedCore: [string, number][];
  /** Image URLs set on layout elements and supported widgets, and how many the rendered HTML uses. */
  images: { references: number; rendered: number; missing: [string, number][] };
  /** Declared settings set on supported widgets, by what removing each does to the output. */
  settings: { checked: number; changesOutput: number; noVisualEffect: number; ignored: number; topIgnored: [string, number][] };
}

const sortByCount = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** widgetType of every widget in a document's JSON, read directly so no parser leniency hides any. */
function widgetTypes(json: unknown): string[] {
  const out: string[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const el of list as Array<Record<string, unknown> | null>) {
      if (!el || typeof el !== 'object') continue;
      if (el.elType === 'widget' && typeof el.widgetType === 'string') out.push(el.widgetType);
      walk(el.elements);
    }
  };
  walk(Array.isArray(json) ? json : (json as { content?: unknown } | null)?.content);
  return out;
}

export async function measureCoverage(fixturesDir: string): Promise<CoverageResult> {
  const files = readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));
  const missing = new Map<string, number>();
  const result: CoverageResult = {
    documents: files.length,
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
    for (const type of widgetTypes(json)) {
      const isRendered = widgetByType.has(type);
      result.allInstances++;
      if (isRendered) result.allRendered++;
      if (!CORE_WIDGETS.has(type)) continue;
      result.coreInstances++;
      if (isRendered) result.coreRendered++;
      else missing.set(type, (missing.get(type) ?? 0) + 1);
    }
    const doc = parseDocument(json);
    const images = imageCoverage(doc.elements, (await renderDocument(doc)).html);
    result.images.references += images.references;
    result.images.rendered += images.rendered;
    for (const m of images.missing) bump(missingImages, `${m.type}.${m.setting.replace(/\[\d+\]/g, '[]')}`);
    for (const check of settingChecks(doc.elements)) {
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
