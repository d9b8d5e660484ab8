// `foyer import-template` keeps display conditions: from a site kit's manifest, from --conditions, or the kind's default.
// It imports real kit exports, so it runs over the corpus (FOYER_CORPUS_DIR), as CI does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { openDb } from '../../src/db/connect.ts';
import { getPostBySlug } from '../../src/db/repositories/posts.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { corpusDir, describeCorpus } from '../helpers/corpus.ts';

const dir = mkdtempSync(join(tmpdir(), 'foyer-import-conditions-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'foyer.db')}`, LOG_LEVEL: 'silent' };
delete env.BASE_URL; // Vitest sets Vite's BASE_URL; Foyer would read it as its public URL
const CORPUS = corpusDir() ?? '';
const KIT = join(CORPUS, 'wordpress/elementor-sites/sports-blog-kit');
const KIT_404 = join(KIT, 'templates/887.json');
const HEADER = join(CORPUS, 'elementor', '023-sports-blog-kit-header.json');
/** The header fixture is a bare export without a type. */
const AS_HEADER = ['--type', 'template', '--template-type', 'header'];
const LAW_HOME = join(CORPUS, 'elementor', '016-lawberg-law-firm-home.json');

let output = '';
beforeAll(() => {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((output += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((output += String(chunk)), true));
});
afterAll(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

async function stored(slug: string) {
  const db = openDb(env.DATABASE_URL);
  try {
    return await getPostBySlug(db.kysely, 'template', slug);
  } finally {
    await db.close();
  }
}

describeCorpus('foyer import-template display conditions', () => {
  it('takes a kit template’s type and conditions from the kit manifest, and the site shows it on the 404', async () => {
    output = '';
    expect(await main(['import-template', KIT_404, '--slug', 'kit-404', '--status', 'published'], env)).toBe(0);
    expect(output).toContain('Imported single template "kit-404"');
    expect(output).toContain('Display conditions: include/singular/not_found404.');
    expect(await stored('kit-404')).toMatchObject({
      templateType: 'single',
      title: '404 Page',
      conditions: ['include/singular/not_found404'],
    });

    const db = openDb(env.DATABASE_URL);
    const app = await buildApp({ db, config: loadConfig(env), logger: false });
    try {
      const missing = await app.inject({ method: 'GET', url: '/no-such-page/' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('This Is Awkward');
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('stores the conditions given with --conditions, and a header without any is shown everywhere', async () => {
    output = '';
    const flag = 'include/archive/area,exclude/archive/area/3';
    expect(await main(['import-template', HEADER, '--slug', 'area-header', ...AS_HEADER, '--conditions', flag], env)).toBe(0);
    expect((await stored('area-header'))?.conditions).toEqual(['include/archive/area', 'exclude/archive/area/3']);
    expect(await main(['import-template', HEADER, '--slug', 'plain-header', ...AS_HEADER], env)).toBe(0);
    expect(output).toContain('Display conditions (the default for its kind): include/general.');
    expect((await stored('plain-header'))?.conditions).toEqual(['include/general']);
  });

  it('refuses conditions it does not understand, and conditions on a page, with exit code 2', async () => {
    output = '';
    expect(
      await main(['import-template', HEADER, '--slug', 'bad-header', ...AS_HEADER, '--conditions', 'include/singular/room'], env),
    ).toBe(2);
    expect(output).toMatch(/Display conditions must look like .*"include\/singular\/room": .*unknown condition "room"/);
    expect(await stored('bad-header')).toBeUndefined();
    output = '';
    expect(await main(['import-template', LAW_HOME, '--slug', 'law', '--conditions', 'include/general'], env)).toBe(2);
    expect(output).toContain('--conditions applies only to templates and popups.');
  });
});
