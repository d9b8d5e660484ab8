// The media table through the real server: stored files are measured with sharp and recorded, the
// demo's seeded artwork is recorded, and pages give images the recorded width and height.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getMedia, getMediaSizes, recordMedia } from '../../src/db/repositories/media.ts';
import { savePost } from '../../src/content/save-post.ts';
import { ensureDemoUploads } from '../../src/demo/seed.ts';
import { recordStoredFile } from '../../src/media/record-stored-file.ts';
import { describeDatabases } from '../helpers/app.ts';

// One folder of files for both databases: the demo artwork is rasterised once.
const uploads = mkdtempSync(join(tmpdir(), 'foyer-media-'));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describeDatabases('media table', (suite) => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    await sharp({ create: { width: 640, height: 427, channels: 3, background: '#336699' } })
      .jpeg()
      .toFile(join(uploads, 'terrace.jpg'));
    // A phone photo stored sideways with EXIF orientation 6: shown 300 wide, 500 high.
    await sharp({ create: { width: 500, height: 300, channels: 3, background: '#996633' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(join(uploads, 'portrait.jpg'));
  });

  it('records the size sharp reads from a stored file', async () => {
    const db = suite.db.kysely;
    await recordStoredFile(db, { file: join(uploads, 'terrace.jpg'), path: '/uploads/terrace.jpg' });
    const row = await getMedia(db, '/uploads/terrace.jpg');
    expect(row).toMatchObject({ path: '/uploads/terrace.jpg', width: 640, height: 427, mime_type: 'image/jpeg' });
    expect(Number(row?.bytes)).toBeGreaterThan(100);
  });

  it('records a rotated photo with its displayed width and height', async () => {
    await recordStoredFile(suite.db.kysely, { file: join(uploads, 'portrait.jpg'), path: '/uploads/portrait.jpg' });
    expect(await getMedia(suite.db.kysely, '/uploads/portrait.jpg')).toMatchObject({ width: 300, height: 500 });
  });

  it('updates a re-stored file and looks sizes up in bulk, skipping unknown and foreign paths', async () => {
    const db = suite.db.kysely;
    await recordMedia(db, { path: '/uploads/terrace.jpg', width: 1280, height: 854, mimeType: 'image/jpeg', bytes: 1000 });
    const many = Array.from({ length: 1200 }, (_, i) => `/uploads/none-${i}.jpg`);
    const sizes = await getMediaSizes(db, ['/uploads/terrace.jpg', 'https://elsewhere.example/a.jpg', ...many]);
    expect([...sizes]).toEqual([['/uploads/terrace.jpg', { width: 1280, height: 854 }]]);
    await recordMedia(db, { path: '/uploads/terrace.jpg', width: 640, height: 427, mimeType: 'image/jpeg', bytes: 1000 });
  });

  it('refuses paths outside /uploads/ and sizes that are not positive', async () => {
    const db = suite.db.kysely;
    await expect(recordMedia(db, { path: '/etc/passwd', width: 1, height: 1, mimeType: 'x', bytes: 1 })).rejects.toThrow(/uploads/);
    await expect(recordMedia(db, { path: '/uploads/a.jpg', width: 0, height: 1, mimeType: 'x', bytes: 1 })).rejects.toThrow(/positive/);
  });

  it('records every file of the seeded demo artwork', async () => {
    await ensureDemoUploads(suite.db.kysely, uploads);
    const rows = await suite.db.kysely
      .selectFrom('media')
      .select(['path', 'width', 'height'])
      .where('path', 'like', '/uploads/demo/%')
      .execute();
    expect(rows).toHaveLength(44);
    expect(rows.find((r) => r.path === '/uploads/demo/pool.jpg')).toMatchObject({ width: 1920, height: 1080 });
    expect(rows.find((r) => r.path === '/uploads/demo/pool-768.jpg')).toMatchObject({ width: 768, height: 432 });
  }, 60_000);

  it('renders an image without dimensions in its document at the recorded size', async () => {
    await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'media-sized',
      title: 'Media sized',
      status: 'published',
      elements: [
        {
          id: 'c1',
          elType: 'container',
          settings: {},
          elements: [
            {
              id: 'w1',
              elType: 'widget',
              widgetType: 'image',
              settings: { image: { url: '/uploads/terrace.jpg', id: 9, size: '', alt: 'The terrace', source: 'library' } },
              elements: [],
            },
            {
              id: 'w2',
              elType: 'widget',
              widgetType: 'image-box',
              settings: { image: { url: '/uploads/portrait.jpg', id: 10 }, title_text: 'Portrait' },
              elements: [],
            },
          ],
        },
      ],
    });
    const res = await get('/media-sized/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<img src="\/uploads\/terrace.jpg" width="640" height="427" alt="The terrace"/);
    expect(res.body).toMatch(/<img src="\/uploads\/portrait.jpg" width="300" height="500"/);
    // terrace.jpg has no recorded width variants, so no srcset may point at missing files.
    expect(res.body).not.toContain('/uploads/terrace-480.jpg');
  });
});
