// `foyer import-template` stores the thumbnails of the imported document's videos after saving it:
// the fetcher itself is replaced here (it is tested against a local server in src/media), so this
// holds the hook: what it is given, what the command says, and that the import stands either way.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, expect, it, vi } from 'vitest';
import { UPLOADS_DIR } from '../../src/content/uploads.ts';
import { openDb } from '../../src/db/connect.ts';
import { getPostBySlug } from '../../src/db/repositories/posts.ts';
import { runFoyer } from './fixtures.ts';

const store = vi.hoisted(() => vi.fn());
vi.mock('../../src/media/video-thumbnails.ts', () => ({ storeVideoThumbnails: store }));

const dir = mkdtempSync(join(tmpdir(), 'foyer-import-thumbs-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'foyer.db')}`, LOG_LEVEL: 'silent' };
delete env.BASE_URL;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = join(dir, 'film.json');
writeFileSync(
  file,
  JSON.stringify([
    {
      id: 'c1',
      elType: 'container',
      settings: {},
      elements: [
        { id: 'v1', elType: 'widget', widgetType: 'video', settings: { youtube_url: 'https://youtu.be/bayFilm0001' }, elements: [] },
      ],
    },
  ]),
);

beforeEach(() => store.mockReset());

it('hands the saved document’s elements and the uploads folder to the thumbnail fetcher', async () => {
  store.mockResolvedValue({ stored: ['/uploads/video-thumbnails/youtube-bayFilm0001.jpg'], known: [], failed: [] });
  const result = await runFoyer(['import-template', file, '--slug', 'bay-film', '--status', 'published'], env);
  expect(result.status).toBe(0);
  expect(result.out).toContain('Stored 1 video thumbnail(s) under /uploads/.');
  expect(store).toHaveBeenCalledTimes(1);
  const [, elements, options] = store.mock.calls[0]!;
  expect(elements[0].elements[0]).toMatchObject({ widgetType: 'video', settings: { youtube_url: 'https://youtu.be/bayFilm0001' } });
  expect(options).toMatchObject({ uploadsDir: UPLOADS_DIR });
});

it('keeps the import when no thumbnail could be stored, saying nothing of thumbnails', async () => {
  store.mockResolvedValue({ stored: [], known: [], failed: [{ link: 'https://youtu.be/bayFilm0001', reason: 'status 404' }] });
  const result = await runFoyer(['import-template', file, '--slug', 'bay-film-2', '--status', 'published'], env);
  expect(result.status).toBe(0);
  expect(result.out).not.toContain('thumbnail');
  const db = openDb(env.DATABASE_URL);
  try {
    expect((await getPostBySlug(db.kysely, 'page', 'bay-film-2'))?.status).toBe('published');
  } finally {
    await db.close();
  }
});
