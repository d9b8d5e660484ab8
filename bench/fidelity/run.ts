// `npm run fidelity`: every reference document imported into a fresh Foyer site with Elementor's
// default kit and the Canvas template, measured in Chromium at 1280 and 375 px by the reference's
// procedure, scored element by element against Elementor's layout, and written up as text and HTML.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildClient, clientBuildIsStale } from '../../src/cli/client-build.ts';
import { type ReportDocument, type ReportShot, writeHtmlReport } from './html-report.ts';
import { launchBrowser, measurePage, VIEWPORTS } from './measure.ts';
import { readReference, referenceDocuments, referenceFolders } from './reference.ts';
import { type RankedElement, overall, scoreViewport, type ViewportScore, worstElements } from './score.ts';
import { importReferencePage, seedSamplePosts, startFidelitySite } from './site.ts';

export interface FidelityOptions {
  root: string;
  env: NodeJS.ProcessEnv;
  /** The reference folder, when not beside the corpus. */
  reference?: string;
  /** Only documents whose basename starts with one of these (e.g. `006`, `058-pastilaris`). */
  only?: string[];
  /** Where the HTML report goes. */
  outDir: string;
  log(message: string): void;
}

export interface DocumentResult {
  doc: string;
  viewports: Array<{ key: string; score: ViewportScore; foyerHeight: number; referenceHeight: number }>;
  /** Why the document could not be measured (it then counts as nothing matched). */
  error?: string;
}

export interface FidelityResult {
  documents: DocumentResult[];
  overall: Record<string, { matched: number; total: number; percent: number }>;
  worst: RankedElement[];
  report: string;
}

export const WORST_SHOWN = 20;

/** The documents to measure: all of the reference's, or those `only` names; an unknown name is an error. */
export function selectDocuments(all: string[], only: string[] | undefined): string[] {
  if (!only?.length) return all;
  const chosen = all.filter((doc) => only.some((prefix) => doc.startsWith(prefix)));
  const unknown = only.filter((prefix) => !all.some((doc) => doc.startsWith(prefix)));
  if (unknown.length) throw new Error(`no reference document starts with ${unknown.join(', ')}; there are ${all.join(', ')}`);
  return chosen;
}

async function shotSize(file: string): Promise<ReportShot | undefined> {
  if (!existsSync(file)) return undefined;
  const meta = await sharp(file).metadata();
  return { file: file.split('/').pop()!, width: meta.width ?? 1, height: meta.height ?? 1 };
}

/** A document that could not be measured scores as if Foyer showed none of its elements. */
function unmeasured(folder: string, doc: string): DocumentResult['viewports'] {
  try {
    const reference = readReference(folder, doc);
    return VIEWPORTS.map((v) => ({
      key: v.key,
      score: scoreViewport(reference.viewport[v.key].elements, []),
      foyerHeight: 0,
      referenceHeight: reference.viewport[v.key].height,
    }));
  } catch {
    return [];
  }
}

export async function runFidelity(options: FidelityOptions): Promise<FidelityResult> {
  const folders = referenceFolders(options.root, options.env, options.reference);
  const docs = selectDocuments(referenceDocuments(folders.reference), options.only);
  if (clientBuildIsStale(options.root)) {
    options.log('building the browser bundle…');
    await buildClient();
  }
  const shots = join(options.outDir, 'shots');
  rmSync(options.outDir, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  const cacheDir = join(options.outDir, '..', '.fidelity-images');
  const site = await startFidelitySite();
  await seedSamplePosts(site, cacheDir);
  const browser = await launchBrowser();
  const documents: DocumentResult[] = [];
  const pages: ReportDocument[] = [];
  try {
    for (const doc of docs) {
      const started = Date.now();
      try {
        const reference = readReference(folders.reference, doc);
        const json: unknown = JSON.parse(readFileSync(join(folders.documents, reference.source ?? `${doc}.json`), 'utf8'));
        await importReferencePage(site, { slug: doc, json, images: reference.images, cacheDir });
        const result: DocumentResult = { doc, viewports: [] };
        const page: ReportDocument = { doc, viewports: [], unregistered: reference.unregistered_widgets };
        for (const viewport of VIEWPORTS) {
          const ref = reference.viewport[viewport.key];
          const measured = await measurePage({ browser, url: `${site.url}/${doc}/`, viewport, placeholders: site.placeholders });
          const score = scoreViewport(ref.elements, measured.elements);
          const foyerFile = join(shots, `${doc}-${viewport.key}-foyer.jpg`);
          writeFileSync(foyerFile, measured.screenshot);
          const refFile = join(shots, `${doc}-${viewport.key}-elementor.jpg`);
          if (ref.screenshot && existsSync(join(folders.reference, ref.screenshot)))
            copyFileSync(join(folders.reference, ref.screenshot), refFile);
          result.viewports.push({ key: viewport.key, score, foyerHeight: measured.height, referenceHeight: ref.height });
          page.viewports.push({
            key: viewport.key,
            score,
            reference: { elements: ref.elements, height: ref.height, shot: await shotSize(refFile) },
            foyer: {
              elements: measured.elements,
              height: measured.height,
              shot: (await shotSize(foyerFile))!,
              pageErrors: measured.pageErrors,
            },
          });
        }
        documents.push(result);
        pages.push(page);
        const line = result.viewports
          .map((v) => `${v.key}: ${((v.score.matched / Math.max(1, v.score.total)) * 100).toFixed(1)} %`)
          .join(', ');
        options.log(`${doc}: ${line} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        options.log(`${doc}: not measured: ${message}`);
        documents.push({ doc, viewports: unmeasured(folders.reference, doc), error: message });
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const byViewport = (key: string) =>
    documents.flatMap((d) => d.viewports.filter((v) => v.key === key).map((v) => ({ doc: d.doc, viewport: key, score: v.score })));
  const result: FidelityResult = {
    documents,
    overall: Object.fromEntries(VIEWPORTS.map((v) => [v.key, overall(byViewport(v.key).map((s) => s.score))])),
    worst: worstElements([...byViewport('1280'), ...byViewport('375')], WORST_SHOWN),
    report: '',
  };
  const heading = VIEWPORTS.map((v) => `${v.key} px: ${result.overall[v.key].percent.toFixed(1)} %`).join(' · ');
  result.report = writeHtmlReport(options.outDir, pages, `Overall ${heading} over ${documents.length} documents.`);
  // Every box of both sides, for scripts that look for shared causes across documents.
  writeFileSync(
    join(options.outDir, 'results.json'),
    JSON.stringify(
      pages.map((p) => ({ doc: p.doc, viewports: p.viewports.map((v) => ({ key: v.key, score: v.score, foyer: v.foyer.elements })) })),
    ),
  );
  return result;
}
