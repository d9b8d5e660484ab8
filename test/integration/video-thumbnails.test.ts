// Video posters through the real server: saving a page with a YouTube video that has no image overlay
// stores the video's thumbnail (fetched from a local server standing in for YouTube), and the page then
// shows it from the site's own /uploads/ with its size; a provider that fails leaves the save and the
// page as they were, with the plain facade. The browser never asks a provider (test/e2e/video.spec.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { getPostBySlug } from '../../src/db/repositories/posts.ts';
import { storeVideoThumbnails, type ThumbnailOptions } from '../../src/media/video-thumbnails.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { describeDatabases } from '../helpers/app.ts';

const uploads = mkdtempSync(join(tmpdir(), 'foyer-video-thumbs-'));
const asked: string[] = [];
let provider: Server;
let base = '';

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#1f5a73' } })
    .jpeg()
    .toBuffer();
  provider = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/vi/bayFilm0001/maxresdefault.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  provider.closeAllConnections();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
  rmSync(uploads, { recursive: true, force: true });
});

const page = (link: string): ElementNode[] => [
  {
    id: 'c1',
    elType: 'container',
    settings: {},
    elements: [{ id: 'v1', elType: 'widget', widgetType: 'video', settings: { youtube_url: link, yt_privacy: 'yes' }, elements: [] }],
  },
];
const thumbnails = (): ThumbnailOptions => ({ uploadsDir: uploads, bases: { youtube: base }, timeoutMs: 2000, log: () => undefined });

describeDatabases('video thumbnails', (suite) => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });
  /** Saving as the importer does: the document, then its videos' thumbnails. */
  const save = async (slug: string, elements: ElementNode[]) => {
    await savePost(suite.db.kysely, { type: 'page', slug, title: slug, status: 'published', elements });
    return storeVideoThumbnails(suite.db.kysely, elements, thumbnails());
  };

  it('stores the thumbnail on save, and the page shows it from /uploads/ with its size', async () => {
    const elements = page('https://www.youtube.com/watch?v=bayFilm0001');
    // Published and served before any thumbnail exists: the plain facade, cached.
    await savePost(suite.db.kysely, { type: 'page', slug: 'bay-film', title: 'Bay film', status: 'published', elements });
    await get('/bay-film/');
    const before = await get('/bay-film/');
    expect(before.statusCode).toBe(200);
    expect(before.headers.etag).toBeDefined(); // from Foyer's page cache
    expect(before.body).toContain('class="elementor-custom-embed-image-overlay"><a class="elementor-custom-embed-play"');

    const summary = await save('bay-film', elements);
    expect(summary.stored).toEqual(['/uploads/video-thumbnails/youtube-bayFilm0001.jpg']);
    expect(asked).toContain('/vi/bayFilm0001/maxresdefault.jpg');

    // Storing the file cleared the cached page that looked for it.
    const after = await get('/bay-film/');
    const img = /<div class="elementor-custom-embed-image-overlay">(<img [^>]*>)/.exec(after.body)?.[1];
    expect(img).toMatch(/src="\/uploads\/video-thumbnails\/youtube-bayFilm0001\.jpg"/);
    expect(img).toMatch(
      /srcSet="\/uploads\/video-thumbnails\/youtube-bayFilm0001-480\.jpg 480w, \/uploads\/video-thumbnails\/youtube-bayFilm0001-768\.jpg 768w/,
    );
    expect(img).toContain('width="1280" height="720"');
    expect(img).toContain('alt=""');
    // The player stays the visitor's to ask for; no provider image address reaches the page.
    expect(after.body).toContain('href="https://www.youtube.com/watch?v=bayFilm0001" role="button"');
    expect(after.body).not.toMatch(/ytimg|vimeocdn|dmcdn|\/oembed/);
    expect(after.body).not.toContain(base);
  });

  it('saves and renders the plain facade when the provider has no thumbnail', async () => {
    const summary = await save('lost-film', page('https://youtu.be/lostFilm001'));
    expect(summary).toMatchObject({ stored: [], failed: [{ link: 'https://youtu.be/lostFilm001', reason: 'status 404' }] });
    expect((await getPostBySlug(suite.db.kysely, 'page', 'lost-film'))?.status).toBe('published');
    const response = await get('/lost-film/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('class="elementor-custom-embed-image-overlay"><a class="elementor-custom-embed-play"');
    expect(response.body).not.toContain('video-thumbnails');
  });
});
