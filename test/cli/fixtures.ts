// The documents the CLI tests render and import (the repository's own, and the real corpus when
// FOYER_CORPUS_DIR names it), and what each should show, counted independently of the parser.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { layoutByElType } from '../../src/elements/layouts.ts';
import { parseSettings } from '../../src/contracts/settings.ts';
import { widgetByType } from '../../src/widgets/index.ts';
import { OWN_FIXTURES_DIR } from '../helpers/corpus.ts';

export { PROJECT_ROOT } from '../helpers/corpus.ts';

/** The repository's own Elementor documents: one per shape, a popup and a header (test/fixtures/README.md). */
export const OWN_DOCUMENTS_DIR = join(OWN_FIXTURES_DIR, 'elementor');

export function ownDocuments(): string[] {
  return readdirSync(OWN_DOCUMENTS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(OWN_DOCUMENTS_DIR, f));
}

export const ownDocument = (name: string): string => join(OWN_DOCUMENTS_DIR, name);

/** Runs `foyer ARGS` in this process (as bin/foyer.js does), capturing what it prints. */
export async function runFoyer(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  try {
    const status = await main(args, env);
    return { status, out, err };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

interface RawElement {
  elType: string;
  widgetType?: unknown;
  settings?: Record<string, unknown>;
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
      // A widget that prints nothing without data (a posts list: the render has no posts to list) has no wrapper.
      const definition = isWidget ? widgetByType.get(String(el.widgetType)) : undefined;
      const isEmpty = definition?.isEmpty?.(parseSettings(definition.schema, el.settings ?? {}).settings, undefined) ?? false;
      if (isWidget && isShown && isSupported && !isEmpty) visible++;
      walk(el.elements, isShown && isSupported);
    }
  };
  walk(top, true);
  return { total, visible };
}
