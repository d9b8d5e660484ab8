// Elementor's own layout of the fixture documents (the shared reference folder): where it is, which
// documents it holds, and the shape of each file (its README's "JSON format").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ImageSize } from './placeholders.ts';
import type { MeasuredElement } from './score.ts';

export interface ReferenceViewport {
  width: number;
  viewport_height: number;
  height: number;
  body_scroll_height: number;
  scroll_width: number;
  elements: MeasuredElement[];
  screenshot?: string;
}

export interface ReferenceLayout {
  doc: string;
  source: string;
  document: string;
  unregistered_widgets: Record<string, number>;
  viewport: Record<string, ReferenceViewport>;
  images: Record<string, ImageSize>;
}

export interface ReferenceFolders {
  /** The folder of Elementor's layouts (reference/elementor-layout). */
  reference: string;
  /** The folder of the documents they were made from (fixtures/elementor). */
  documents: string;
}

/**
 * The reference folder: `--reference`, else beside the corpus (`$FOYER_CORPUS_DIR/../reference/
 * elementor-layout`, as CI lays them out), else `../shared/…` beside the project. The documents are
 * the corpus's `elementor/` folder. Throws with what to set when either is missing.
 */
export function referenceFolders(root: string, env: NodeJS.ProcessEnv, explicit?: string): ReferenceFolders {
  const corpus = env.FOYER_CORPUS_DIR ? resolve(root, env.FOYER_CORPUS_DIR) : resolve(root, '../shared/fixtures');
  const reference = explicit ? resolve(explicit) : resolve(corpus, '../reference/elementor-layout');
  const documents = existsSync(join(corpus, 'elementor')) ? join(corpus, 'elementor') : corpus;
  if (!existsSync(reference)) {
    throw new Error(
      `no Elementor reference layouts at ${reference}: set FOYER_CORPUS_DIR to the corpus folder (its ../reference/elementor-layout is used) or pass --reference DIR`,
    );
  }
  if (!existsSync(documents)) throw new Error(`no Elementor documents at ${documents}: set FOYER_CORPUS_DIR to the corpus folder`);
  return { reference, documents };
}

/** The reference documents' basenames, sorted (every `<basename>.json` beside the README). */
export function referenceDocuments(folder: string): string[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

export function readReference(folder: string, doc: string): ReferenceLayout {
  const layout = JSON.parse(readFileSync(join(folder, `${doc}.json`), 'utf8')) as ReferenceLayout;
  if (!layout.viewport || !layout.viewport['1280'] || !layout.viewport['375']) {
    throw new Error(`${doc}.json is not a reference layout: it has no viewport.1280 and viewport.375`);
  }
  return { ...layout, images: layout.images ?? {}, unregistered_widgets: layout.unregistered_widgets ?? {} };
}
