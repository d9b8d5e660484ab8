// `foyer import-template`: the repository's own exports go into a fresh SQLite database, sanitised,
// as a page, a header template and a popup, and the page is served.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/connect.ts';
import { getPostBySlug } from '../../src/db/repositories/posts.ts';
import type { PostType } from '../../src/db/schema.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { ownDocument, PROJECT_ROOT, runFoyer } from './fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'foyer-import-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'foyer.db')}`, LOG_LEVEL: 'silent' };
// Vitest sets BASE_URL=/ (Vite's base) in the environment; Foyer reads BASE_URL as its public URL.
delete env.BASE_URL;
const HOME = ownDocument('template-export-home.json');
const HEADER = ownDocument('template-export-header.json');
const POPUP = ownDocument('site-kit-popup-newsletter.json');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const importTemplate = (args: string[]) => runFoyer(['import-template', ...args], env);

async function storedPost(type: PostType, slug: string) {
  const db = openDb(env.DATABASE_URL);
  try {
    return await getPostBySlug(db.kysely, type, slug);
  } finally {
    await db.close();
  }
}

describe('foyer import-template', () => {
  it('stores a published page that the site then serves', async () => {
    const result = await importTemplate([HOME, '--slug', 'harbour-home', '--status', 'published', '--title', 'Harbour']);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/as post \d+ \(published\) at http:\/\/localhost:\d+\/harbour-home\//);

    const db = openDb(env.DATABASE_URL);
    const app = await buildApp({ db, config: loadConfig(env), logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/harbour-home/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Harbour');
      expect(response.body).toContain('Breakfast on the terrace');
      expect(response.body).toContain('data-element_type="widget"');
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('stores a draft by default, which is not public', async () => {
    expect((await importTemplate([HOME, '--slug', 'harbour-draft'])).status).toBe(0);
    expect((await storedPost('page', 'harbour-draft'))?.status).toBe('draft');
  });

  it('stores a header export as a header template, from the export’s own type', async () => {
    const result = await importTemplate([HEADER, '--slug', 'site-header']);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/Imported header template "site-header"/);
    const header = await storedPost('template', 'site-header');
    expect(header?.templateType).toBe('header');
    expect(header?.title).toBe('Harbour Hotel Header');
  });

  it('keeps a popup export’s display settings under page_settings.display', async () => {
    expect((await importTemplate([POPUP, '--slug', 'newsletter'])).status).toBe(0);
    const popup = await storedPost('popup', 'newsletter');
    expect(popup?.type).toBe('popup');
    expect(popup?.pageSettings.display).toEqual({
      triggers: { page_load: 'yes', page_load_delay: 4, exit_intent: 'yes' },
      timing: {
        page_views: 'yes',
        page_views_views: 2,
        devices: 'yes',
        devices_devices: ['desktop', 'tablet'],
        times: 'yes',
        times_times: 1,
      },
    });
    expect(popup?.pageSettings.width).toEqual({ unit: 'px', size: '560', sizes: [] });
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
    expect((await importTemplate([file, '--slug', 'unsafe'])).status).toBe(0);
    const [editor, title] = (await storedPost('page', 'unsafe'))!.elements[0].elements.map((w) => Object.values(w.settings)[0] as string);
    expect(editor).toContain('Hello');
    expect(editor).not.toMatch(/script|onclick|javascript:/);
    expect(title).toBe('Our <b>rooms</b>');
  });

  it('exits 2 with the reason and the usage, without touching the database, for a bad command line', async () => {
    const cases: [string[], string][] = [
      [[HOME, '--slug', 'Bad Slug'], '--slug must be lowercase letters'],
      [[HOME], '--slug is required'],
      [[HOME, '--slug', 'ok', '--status', 'live'], '--status must be one of draft, published; got "live"'],
      [[HOME, '--slug', 'ok', '--type', 'template'], 'A template needs --template-type'],
      [[HOME, '--slug', 'ok', '--template-type', 'header'], '--template-type applies only with --type template'],
      [['/no/such.json', '--slug', 'ok'], 'No such file: /no/such.json'],
      [[HOME, '--slug', 'ok', '--colour', 'red'], 'Unknown option --colour'],
    ];
    for (const [args, message] of cases) {
      const result = await importTemplate(args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.err).toContain(message);
      expect(result.err).toContain('Usage: foyer import-template FILE.json --slug SLUG [options]');
    }
    expect(await storedPost('page', 'ok')).toBeUndefined();
  });

  it('exits 2 from the real command line for a bad slug', () => {
    const result = spawnSync(process.execPath, ['bin/foyer.js', 'import-template', HOME, '--slug=-nope'], {
      cwd: PROJECT_ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--slug must be');
  }, 60_000);
});
