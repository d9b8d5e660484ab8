// Widget coverage: of the core Elementor widget instances in the real documents, how many Foyer renders.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetByType } from '../src/widgets/index.ts';
import { CORE_WIDGETS } from './core-widgets.ts';

export interface CoverageResult {
  documents: number;
  /** Every widget instance, core or not. */
  allInstances: number;
  allRendered: number;
  coreInstances: number;
  coreRendered: number;
  /** Core types Foyer does not render, most instances first. */
  unsupportedCore: [string, number][];
}

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

export function measureCoverage(fixturesDir: string): CoverageResult {
  const files = readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));
  const missing = new Map<string, number>();
  const result: CoverageResult = {
    documents: files.length,
    allInstances: 0,
    allRendered: 0,
    coreInstances: 0,
    coreRendered: 0,
    unsupportedCore: [],
  };
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
  }
  result.unsupportedCore = [...missing].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return result;
}
