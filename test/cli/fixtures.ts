// Where the real Elementor documents live (beside the project, as CI lays it out) and what they contain.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { layoutByElType } from '../../src/elements/layouts.ts';
import { widgetByType } from '../../src/widgets/index.ts';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const FIXTURES_DIR = resolve(PROJECT_ROOT, '../shared/fixtures/elementor');

export function fixtureFiles(): string[] {
  return readdirSync(FIXTURES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(FIXTURES_DIR, f));
}

interface RawElement {
  elType: string;
  widgetType?: unknown;
  elements?: unknown;
}

function isElement(value: unknown): value is RawElement {
  if (!value || typeof value !== 'object') return false;
  const el = value as Record<string, unknown>;
  return typeof el.elType === 'string' && (typeof el.id === 'string' || typeof el.id === 'number');
}

/**
 * Counts widgets straight from the file's JSON, independent of the document parser, so an element
 * the parser drops shows up as a difference: every widget, and those the page should show (a
 * supported type whose ancestors all render too).
 */
export function expectedWidgets(json: unknown): { total: number; visible: number } {
  const top = Array.isArray(json) ? json : ((json as { content?: unknown } | null)?.content ?? []);
  let total = 0;
  let visible = 0;
  const walk = (list: unknown, isShown: boolean) => {
    if (!Array.isArray(list)) return;
    for (const el of list) {
      if (!isElement(el)) continue;
      const isWidget = el.elType === 'widget';
      const isSupported = isWidget ? widgetByType.has(String(el.widgetType)) : layoutByElType.has(el.elType as never);
      if (isWidget) total++;
      if (isWidget && isShown && isSupported) visible++;
      walk(el.elements, isShown && isSupported);
    }
  };
  walk(top, true);
  return { total, visible };
}
