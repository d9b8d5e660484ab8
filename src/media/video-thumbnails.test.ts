// The thumbnail fetcher against a local server standing in for the providers (tests never reach the
// internet): what is stored, with which size, and every way a fetch is refused without failing a save.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { getMedia } from '../db/repositories/media.ts';
import type { ElementNode } from '../model/element.ts';
import { fetchVideoThumbnail, storeVideoThumbnails, type ThumbnailOptions } from './video-thumbnails.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let routes = new Map<string, Handler>();
const asked: string[] = [];
let server: Server;
let base = '';
let uploads = '';
let db: Db;

const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f8f' } })
    .toFormat(format)
    .toBuffer();
const send =
  (type: string, body: Buffer | string, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const handler = routes.get((req.url ?? '').split('?')[0]!);
    if (handler) handler(req, res);
    else send('image/jpeg', Buffer.from('grey'), 404)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(async () => {
  routes = new Map();
  asked.length = 0;
  uploads = mkdtempSync(join(tmpdir(), 'foyer-thumbs-'));
  db = openDb('sqlite::memory:');
  await migrate(db);
});
afterEach(async () => {
  await db.close();
  rmSync(uploads, { recursive: true, force: true });
});

const options = (extra: Partial<ThumbnailOptions> = {}): ThumbnailOptions => ({
  uploadsDir: uploads,
  bases: { youtube: `${base}/yt`, vimeo: `${base}/vimeo`, dailymotion: `${base}/dm` },
  timeoutMs: 2000,
  log: () => undefined,
  ...extra,
});
const YT = 'https://www.youtube.com/watch?v=XHOmBV4js_E';
const YT_PATH = '/uploads/video-thumbnails/youtube-XHOmBV4js_E.jpg';

describe('fetchVideoThumbnail', () => {
  it('stores YouTube’s largest thumbnail as JPEG with its size and narrower copies', async () => {
    routes.set('/yt/vi/XHOmBV4js_E/maxresdefault.jpg', send('image/jpeg', await picture(1280, 720, 'jpeg')));
    const result = await fetchVideoThumbnail(db.kysely, YT, options());
    expect(result).toMatchObject({ ok: true, record: { path: YT_PATH, width: 1280, height: 720, mimeType: 'image/jpeg' } });
    expect(existsSync(join(uploads, 'video-thumbnails/youtube-XHOmBV4js_E.jpg'))).toBe(true);
    expect(await getMedia(db.kysely, YT_PATH)).toMatchObject({ width: 1280, height: 720 });
    expect(await getMedia(db.kysely, '/uploads/video-thumbnails/youtube-XHOmBV4js_E-768.jpg')).toMatchObject({ width: 768, height: 432 });
    expect(await getMedia(db.kysely, '/uploads/video-thumbnails/youtube-XHOmBV4js_E-480.jpg')).toMatchObject({ width: 480, height: 270 });
  });

  it('falls back to hqdefault when maxresdefault answers 404 with a grey JPEG, as YouTube does', async () => {
    routes.set('/yt/vi/XHOmBV4js_E/maxresdefault.jpg', send('image/jpeg', await picture(120, 90, 'jpeg'), 404));
    routes.set('/yt/vi/XHOmBV4js_E/hqdefault.jpg', send('image/jpeg', await picture(480, 360, 'jpeg')));
    expect(await fetchVideoThumbnail(db.kysely, 'https://youtu.be/XHOmBV4js_E', options())).toMatchObject({
      ok: true,
      record: { width: 480, height: 360 },
    });
    expect(asked).toEqual(['/yt/vi/XHOmBV4js_E/maxresdefault.jpg', '/yt/vi/XHOmBV4js_E/hqdefault.jpg']);
  });

  it('follows Vimeo’s and Dailymotion’s oEmbed answers to their PNG and WebP thumbnails, stored as JPEG', async () => {
    routes.set('/vimeo/api/oembed.json', send('application/json', JSON.stringify({ thumbnail_url: `${base}/cdn/v.png` })));
    routes.set('/cdn/v.png', send('image/png', await picture(640, 360, 'png')));
    routes.set('/dm/services/oembed', send('application/json; charset=utf-8', JSON.stringify({ thumbnail_url: `${base}/cdn/d.webp` })));
    routes.set('/cdn/d.webp', send('image/webp', await picture(960, 540, 'webp')));
    expect(await fetchVideoThumbnail(db.kysely, 'https://vimeo.com/235215203', options())).toMatchObject({
      ok: true,
      record: { path: '/uploads/video-thumbnails/vimeo-235215203.jpg', width: 640, mimeType: 'image/jpeg' },
    });
    expect(await fetchVideoThumbnail(db.kysely, 'https://www.dailymotion.com/video/x6tqhqb', options())).toMatchObject({
      ok: true,
      record: { path: '/uploads/video-thumbnails/dailymotion-x6tqhqb.jpg', width: 960, height: 540 },
    });
    expect(asked[0]).toBe(`/vimeo/api/oembed.json?url=${encodeURIComponent('https://vimeo.com/235215203')}`);
  });

  it('stores nothing on a 404', async () => {
    expect(await fetchVideoThumbnail(db.kysely, YT, options())).toEqual({ ok: false, reason: 'status 404' });
    expect(await getMedia(db.kysely, YT_PATH)).toBeUndefined();
    expect(existsSync(join(uploads, 'video-thumbnails/youtube-XHOmBV4js_E.jpg'))).toBe(false);
  });

  it('gives up at the deadline on a server that never answers', async () => {
    routes.set('/yt/vi/XHOmBV4js_E/maxresdefault.jpg', () => undefined);
    const started = Date.now();
    expect(await fetchVideoThumbnail(db.kysely, YT, options({ timeoutMs: 300 }))).toEqual({ ok: false, reason: 'no answer within 300 ms' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await getMedia(db.kysely, YT_PATH)).toBeUndefined();
  });

  it('refuses a type that is not JPEG, PNG or WebP, and bytes that are not the picture they claim', async () => {
    routes.set('/yt/vi/XHOmBV4js_E/maxresdefault.jpg', send('text/html', '<script>alert(1)</script>'));
    routes.set('/yt/vi/XHOmBV4js_E/hqdefault.jpg', send('image/gif', await picture(480, 360, 'gif')));
    expect(await fetchVideoThumbnail(db.kysely, YT, options())).toEqual({ ok: false, reason: 'content type "image/gif"' });
    routes.set('/yt/vi/XHOmBV4js_E/hqdefault.jpg', send('image/jpeg', await picture(480, 360, 'gif')));
    expect(await fetchVideoThumbnail(db.kysely, YT, options())).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a JPEG, PNG or WebP/),
    });
    expect(await getMedia(db.kysely, YT_PATH)).toBeUndefined();
  });

  it('refuses an image over the size limit, declared or not', async () => {
    const big = await picture(1280, 720, 'png');
    routes.set('/yt/vi/XHOmBV4js_E/maxresdefault.jpg', send('image/png', big));
    // No content-length: the cap holds while reading.
    routes.set('/yt/vi/XHOmBV4js_E/hqdefault.jpg', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' });
      res.write(big.subarray(0, 600));
      res.end(big.subarray(600));
    });
    const result = await fetchVideoThumbnail(db.kysely, YT, options({ maxBytes: 1000 }));
    expect(result).toEqual({ ok: false, reason: 'more than 1000 bytes' });
    expect(await getMedia(db.kysely, YT_PATH)).toBeUndefined();
  });

  it('follows a redirect on the same server, and refuses one to a plain-http address elsewhere', async () => {
    const moved =
      (to: string): Handler =>
      (_req, res) => {
        res.writeHead(302, { location: to });
        res.end();
      };
    routes.set('/yt/vi/XHOmBV4js_E/maxresdefault.jpg', moved('/cdn/max.jpg'));
    routes.set('/cdn/max.jpg', send('image/jpeg', await picture(1280, 720, 'jpeg')));
    expect(await fetchVideoThumbnail(db.kysely, YT, options())).toMatchObject({ ok: true, record: { width: 1280 } });
    routes.set('/vimeo/api/oembed.json', send('application/json', JSON.stringify({ thumbnail_url: `${base}/cdn/v.png` })));
    routes.set('/cdn/v.png', moved('http://10.0.0.1/v.png'));
    expect(await fetchVideoThumbnail(db.kysely, 'https://vimeo.com/1', options())).toEqual({
      ok: false,
      reason: 'redirected to http://10.0.0.1',
    });
  });

  it('refuses an oEmbed thumbnail on another site over plain http', async () => {
    routes.set('/vimeo/api/oembed.json', send('application/json', JSON.stringify({ thumbnail_url: 'http://10.0.0.1/v.png' })));
    expect(await fetchVideoThumbnail(db.kysely, 'https://vimeo.com/1', options())).toEqual({
      ok: false,
      reason: 'thumbnail at http://10.0.0.1/v.png is not https',
    });
  });
});

describe('storeVideoThumbnails', () => {
  const widget = (id: string, settings: Record<string, unknown>): ElementNode => ({
    id,
    elType: 'widget',
    widgetType: 'video',
    settings,
    elements: [],
  });
  const page: ElementNode[] = [
    {
      id: 'c',
      elType: 'container',
      settings: {},
      elements: [
        widget('a', { youtube_url: YT }),
        widget('b', { youtube_url: 'https://youtu.be/XHOmBV4js_E' }),
        widget('c', {
          video_type: 'vimeo',
          vimeo_url: 'https://vimeo.com/1',
          show_image_overlay: 'yes',
          image_overlay: { url: '/uploads/p.jpg' },
        }),
        widget('d', { video_type: 'hosted', hosted_url: { url: '/uploads/film.mp4' } }),
        widget('e', { video_type: 'dailymotion', dailymotion_url: 'https://www.dailymotion.com/video/xmissing' }),
      ],
    },
  ];

  it('fetches each video without an image of its own once, logs what failed, and skips what is stored', async () => {
    routes.set('/yt/vi/XHOmBV4js_E/maxresdefault.jpg', send('image/jpeg', await picture(1280, 720, 'jpeg')));
    const lines: string[] = [];
    const first = await storeVideoThumbnails(db.kysely, page, options({ log: (line) => lines.push(line) }));
    expect(first.stored).toEqual([YT_PATH]);
    expect(first.failed).toEqual([{ link: 'https://www.dailymotion.com/video/xmissing', reason: 'status 404' }]);
    expect(lines).toEqual([
      'Video thumbnail for https://www.dailymotion.com/video/xmissing not stored (status 404): the video shows without a poster.',
    ]);
    // The overlay's video, the hosted file and the second link to the same video asked nothing.
    expect(asked.filter((url) => url.startsWith('/yt/'))).toEqual(['/yt/vi/XHOmBV4js_E/maxresdefault.jpg']);
    expect(asked.some((url) => url.startsWith('/vimeo/'))).toBe(false);

    asked.length = 0;
    const again = await storeVideoThumbnails(db.kysely, page, options());
    expect(again.known).toEqual([YT, 'https://youtu.be/XHOmBV4js_E']);
    expect(asked).toEqual(['/dm/services/oembed?url=https%3A%2F%2Fwww.dailymotion.com%2Fvideo%2Fxmissing']);
  });

  it('never throws, even when nothing answers at all', async () => {
    const lines: string[] = [];
    // A port nothing listens on.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const summary = await storeVideoThumbnails(db.kysely, page, {
      uploadsDir: uploads,
      bases: { youtube: nowhere, dailymotion: nowhere },
      log: (line) => lines.push(line),
    });
    expect(summary.stored).toEqual([]);
    expect(summary.failed.map((f) => f.reason)).toEqual(['ECONNREFUSED', 'ECONNREFUSED']);
    expect(lines).toHaveLength(2);
  });
});
