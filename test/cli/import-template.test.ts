// `foyer import-template`: a real document goes into a fresh SQLite database, sanitised, and is served as a page.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importTemplate } from '../../src/cli/commands/import-template.ts';
import { openDb } from '../../src/db/connect.ts';
import { getPostBySlug } from '../../src/db/repositories/posts.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { FIXTURES_DIR, PROJECT_ROOT } from './fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'foyer-import-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'foyer.db')}`, LOG_LEVEL: 'silent' };
// Vitest sets BASE_URL=/ (Vite's base) in the environment; Foyer reads BASE_URL as its public URL.
delete env.BASE_URL;
const LAW_HOME = join(FIXTURES_DIR, '016-lawberg-law-firm-home.json');
const POPUP = join(FIXTURES_DIR, '022-sports-blog-kit-subscription-popup.json');

let output = '';
beforeAll(() => {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((output += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((output += String(chunk)), true));
});
afterAll(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

async function storedPost(type: 'page' | 'popup', slug: string) {
  const db = openDb(env.DATABASE_URL);
  try {
    return await getPostBySlug(db.kysely, type, slug);
  } finally {
    await db.close();
  }
}

describe('foyer import-template', () => {
  it('stores a published page that the site then serves', async () => {
    output = '';
    expect(await importTemplate([LAW_HOME, '--slug', 'law-home', '--status', 'published', '--title', 'Law firm'], env)).toBe(0);
    expect(output).toMatch(/as post \d+ \(published\) at http:\/\/localhost:\d+\/law-home\//);

    const db = openDb(env.DATABASE_URL);
    const app = await buildApp({ db, config: loadConfig(env), logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/law-home/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Law firm');
      expect(response.body).toContain('data-element_type="widget"');
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('stores a draft by default, which is not public', async () => {
    expect(await importTemplate([LAW_HOME, '--slug', 'law-draft'], env)).toBe(0);
    expect((await storedPost('page', 'law-draft'))?.status).toBe('draft');
  });

  it('keeps a popup export’s display settings under page_settings.display', async () => {
    expect(await importTemplate([POPUP, '--slug', 'subscribe'], env)).toBe(0);
    const popup = await storedPost('popup', 'subscribe');
    expect(popup?.type).toBe('popup');
    expect(popup?.pageSettings.display).toMatchObject({ triggers: expect.anything(), timing: expect.anything() });
  });

  it('sanitises text-editor HTML and heading titles on save', async () => {
    const file = join(dir, 'unsafe.json');
    const widget = (id: string, widgetType: string, settings: object) => ({ id, elType: 'widget', widgetType, settings, elements: [] });
    writeFileSync(
      file,
      JSON.stringify([
        {
          id: 'c1',
          elType: 'container',
          settings: {},
          elements: [
            widget('t1', 'text-editor', {
              editor: '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:x()">link</a></p>',
            }),
            widget('h1', 'heading', { title: 'Our <b>rooms</b><img src=x onerror=alert(1)>' }),
          ],
        },
      ]),
    );
    expect(await importTemplate([file, '--slug', 'unsafe'], env)).toBe(0);
    const [editor, title] = (await storedPost('page', 'unsafe'))!.elements[0].elements.map((w) => Object.values(w.settings)[0] as string);
    expect(editor).toContain('Hello');
    expect(editor).not.toMatch(/script|onclick|javascript:/);
    expect(title).toBe('Our <b>rooms</b>');
  });

  it('exits 2 without touching the database for a bad slug, status or file', async () => {
    expect(await importTemplate([LAW_HOME, '--slug', 'Bad Slug'], env)).toBe(2);
    expect(await importTemplate([LAW_HOME, '--slug', 'ok', '--status', 'live'], env)).toBe(2);
    expect(await importTemplate([LAW_HOME, '--slug', 'ok', '--type', 'template'], env)).toBe(2);
    expect(await importTemplate(['/no/such.json', '--slug', 'ok'], env)).toBe(2);
    expect(await storedPost('page', 'ok')).toBeUndefined();
  });

  it('exits 2 from the real command line for a bad slug', () => {
    const result = spawnSync(process.execPath, ['bin/foyer.js', 'import-template', LAW_HOME, '--slug', '-nope'], {
      cwd: PROJECT_ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--slug must be');
  }, 60_000);
});
