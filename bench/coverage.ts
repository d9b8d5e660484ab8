// Widget coverage: of the widget instances in the real Elementor documents, how many reach the page.
// An instance counts as rendered only when its element is in the rendered HTML (its data-id is
// there), not when its type is registered: an element that fails, or renders nothing, is not covered.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EMPTY_SITE, type RenderLogger } from '../src/elements/context.ts';
import { parseDocument } from '../src/model/element.ts';
import { DEFAULT_KIT } from '../src/model/kit.ts';
import { loadClientAssets } from '../src/server/ssr/client-manifest.ts';
import { renderPageToString } from '../src/server/ssr/render-page.tsx';
import { CORE_WIDGETS } from './core-widgets.ts';

export interface CoverageResult {
  documents: number;
  /** Every widget instance, core or not. */
  allInstances: number;
  allRendered: number;
  coreInstances: number;
  coreRendered: number;
  /** Core types with instances Foyer does not render, most missing instances first. */
  unsupportedCore: [string, number][];
}

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

async function renderedHtml(json: unknown): Promise<string> {
  const quiet: RenderLogger = { warn: () => {} }; // what fails shows in the counts, not as log lines
  try {
    const doc = parseDocument(json);
    const { html } = await renderPageToString({
      content: { title: doc.title ?? 'Coverage', elements: doc.elements },
      kit: DEFAULT_KIT,
      site: EMPTY_SITE,
      assets: loadClientAssets(),
      log: quiet,
    });
    return html;
  } catch {
    return ''; // a document Foyer cannot render at all covers none of its widgets
  }
}

export async function measureCoverage(fixturesDir: string): Promise<CoverageResult> {
  const files = readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));
  const missing = new Map<string, number>();
  const result: CoverageResult = { documents: 0, allInstances: 0, allRendered: 0, coreInstances: 0, coreRendered: 0, unsupportedCore: [] };
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(fixturesDir, file), 'utf8'));
    } catch {
      continue; // not a document; the render tests report it
    }
    result.documents++;
    const html = await renderedHtml(json);
    for (const { id, type } of widgetInstances(json)) {
      const isRendered = isInHtml(html, id);
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
