// A visitor sees background videos: a hosted file plays muted in the house's evening band and
// loops its segment; YouTube and Vimeo links get their provider's player (the providers' API
// scripts are replaced by local stand-ins exposing the same API surface); phones get the still
// picture unless the section asks for video on mobile.
import { expect, test, type Page } from '@playwright/test';
import { scrollIntoViewSeen } from './support/in-view.ts';

const HOUSE = '/the-house/';
const VIDEO_LINK = '&quot;background_video_link&quot;:&quot;/uploads/demo/harbour-dusk.webm&quot;';
const BAND = '[data-behaviours~="background-video"]';

/** Serves the house page with the video band's settings changed, as if the editor had stored them. */
async function houseWithVideo(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.route(`**${HOUSE}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain(VIDEO_LINK);
    const { link, ...rest } = settings;
    const extra = Object.entries(rest)
      .map(([k, v]) => `,&quot;${k}&quot;:${JSON.stringify(v).replaceAll('"', '&quot;')}`)
      .join('');
    const own = link ? `&quot;background_video_link&quot;:&quot;${String(link).replaceAll('&', '&amp;')}&quot;` : VIDEO_LINK;
    await route.fulfill({ response, body: html.replace(VIDEO_LINK, own + extra) });
  });
}

/**
 * A stand-in for YouTube's iframe_api: records players, and when the page reads `YT.loaded`
 * (the poll); `YT.loaded` turns 1 only when the test sets `__yt.ready`.
 */
const YOUTUBE_STUB = `
window.__yt = { players: [], seeks: [], reads: [], ready: false, playingAt: 0 };
window.YT = { get loaded() { window.__yt.reads.push(Date.now()); return window.__yt.ready ? 1 : 0; },
  PlayerState: { ENDED: 0, PLAYING: 1 }, Player: function (el, options) {
  var self = this;
  var frame = document.createElement('div');
  frame.className = 'yt-stub';
  el.replaceWith(frame);
  window.__yt.players.push({ host: options.host, videoId: options.videoId, playerVars: options.playerVars });
  this.mute = function () {};
  this.destroy = function () { frame.remove(); };
  this.seekTo = function (s) { window.__yt.seeks.push(s); };
  this.playVideo = function () { window.__yt.playingAt = Date.now(); options.events.onStateChange({ data: 1 }); };
  setTimeout(function () { options.events.onReady({ target: self }); }, 0);
} };`;

interface YouTubeStub {
  players: unknown[];
  seeks: number[];
  reads: number[];
  ready: boolean;
  playingAt: number;
}
const yt = (page: Page) => page.evaluate(() => (window as unknown as { __yt: YouTubeStub }).__yt);

/** A stand-in for Vimeo's player.js. */
const VIMEO_STUB = `
window.__vimeo = { players: [] };
window.Vimeo = { Player: function (iframe) {
  var handlers = {};
  window.__vimeo.players.push({ src: iframe.src });
  this.on = function (name, cb) { handlers[name] = cb; if (name === 'play') setTimeout(function () { cb({}); }, 0); };
  this.play = function () { return Promise.resolve(); };
  this.pause = function () { return Promise.resolve(); };
  this.setCurrentTime = function (s) { return Promise.resolve(s); };
  this.destroy = function () { return Promise.resolve(); };
} };`;

test('a hosted video plays muted and inline, covering the band, and loops between its start and end', async ({ page }) => {
  await houseWithVideo(page, { background_video_start: 1, background_video_end: 3 });
  await page.goto(HOUSE);
  const band = page.locator(BAND);
  const video = band.locator('video.elementor-background-video-hosted');
  await scrollIntoViewSeen(band);
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveAttribute('src', '/uploads/demo/harbour-dusk.webm#t=1,3');
  await expect(band.locator('.elementor-background-video-container')).not.toHaveClass(/\belementor-loading\b/);
  // The video covers the band exactly, so nothing around it moves.
  const [box, cover] = await Promise.all([band.boundingBox(), video.boundingBox()]);
  expect(cover).toEqual(box);
  await expect(video).toHaveCSS('object-fit', 'cover');
  // Record the playback times: it must come back to 1 s before it ever reaches 3 s.
  await video.evaluate((v: HTMLVideoElement) => {
    const seen = ((window as unknown as { __times: number[] }).__times = [] as number[]);
    v.addEventListener('timeupdate', () => seen.push(v.currentTime));
  });
  const times = () => page.evaluate(() => (window as unknown as { __times: number[] }).__times);
  await expect
    .poll(
      async () => {
        const t = await times();
        return t.some((x, i) => i > 0 && x < t[i - 1] - 0.5);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const t = await times();
  expect(Math.max(...t)).toBeLessThan(3);
  expect(Math.max(...t)).toBeGreaterThanOrEqual(2.5 - 0.3);
  expect(Math.min(...t)).toBeGreaterThanOrEqual(0.9);
});

test('a YouTube link gets the YouTube player, on the privacy domain, its API inserted once and polled every 350 ms', async ({ page }) => {
  await page.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ contentType: 'text/javascript', body: YOUTUBE_STUB }));
  await houseWithVideo(page, {
    link: 'https://www.youtube.com/watch?v=3y7UiiRplXw&ab_channel=PexBell',
    background_video_start: 5,
    background_video_end: 12,
    background_privacy_mode: 'yes',
  });
  await page.clock.install();
  await page.goto(HOUSE);
  const band = page.locator(BAND);
  await expect(page.locator('script[src="https://www.youtube.com/iframe_api"]')).toHaveCount(1);
  await page.waitForFunction(() => 'YT' in window);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // Not ready yet: the page asks again every 350 ms, and makes no player.
  const before = (await yt(page)).reads.length;
  await page.clock.runFor(350 * 4);
  const reads = (await yt(page)).reads.slice(before);
  expect(reads.length).toBeGreaterThanOrEqual(4);
  expect(new Set(reads.slice(1).map((t, i) => t - reads[i]))).toEqual(new Set([350]));
  expect((await yt(page)).players).toEqual([]);

  await page.evaluate(() => ((window as unknown as { __yt: YouTubeStub }).__yt.ready = true));
  await page.clock.runFor(350);
  await expect.poll(async () => (await yt(page)).players.length).toBe(1);
  expect((await yt(page)).players[0]).toMatchObject({
    host: 'https://www.youtube-nocookie.com',
    videoId: '3y7UiiRplXw',
    playerVars: { start: 5, end: 12, mute: 1, controls: 0, playsinline: 1 },
  });
  await page.clock.runFor(1);
  await expect(band.locator('.elementor-background-video-container')).not.toHaveClass(/\belementor-loading\b/);
  await expect(band.locator('video')).not.toHaveAttribute('src');
  // The looped segment restarts (end − start + 1) = 8 s after it started playing.
  const { playingAt } = await yt(page);
  expect(playingAt).toBeGreaterThan(0);
  const now = await page.evaluate(() => Date.now());
  await page.clock.runFor(playingAt + 8_000 - now - 1);
  expect((await yt(page)).seeks).toEqual([]);
  await page.clock.runFor(1);
  expect((await yt(page)).seeks).toEqual([5]);
  await expect(page.locator('script[src="https://www.youtube.com/iframe_api"]')).toHaveCount(1);
});

test('a Vimeo link gets the Vimeo player, muted, without tracking in privacy mode', async ({ page }) => {
  await page.route('https://player.vimeo.com/api/player.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: VIMEO_STUB }),
  );
  await page.route('https://player.vimeo.com/video/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>v</title>' }),
  );
  await houseWithVideo(page, { link: 'https://vimeo.com/76979871', background_privacy_mode: 'yes' });
  await page.goto(HOUSE);
  const band = page.locator(BAND);
  const iframe = band.locator('.elementor-background-video-embed iframe');
  await expect(iframe).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/76979871\?/);
  const src = new URL((await iframe.getAttribute('src'))!);
  expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: '1', muted: '1', controls: '0', loop: '1', dnt: '1' });
  await expect(band.locator('.elementor-background-video-container')).not.toHaveClass(/\belementor-loading\b/);
  expect(await page.evaluate(() => (window as unknown as { __vimeo: { players: unknown[] } }).__vimeo.players.length)).toBe(1);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no video loads and the still picture shows, unless the section plays on mobile', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (r) => r.url().endsWith('.webm') && videoRequests.push(r.url()));
    await page.goto(HOUSE);
    const band = page.locator(BAND);
    await scrollIntoViewSeen(band);
    await expect(band).toHaveCSS('background-image', /harbour-1280\.jpg/);
    await page.waitForLoadState('networkidle');
    await expect(band.locator('video')).not.toHaveAttribute('src');
    await expect(band.locator('.elementor-background-video-container')).toHaveClass(/\belementor-loading\b/);
    expect(videoRequests).toEqual([]);

    await houseWithVideo(page, { background_play_on_mobile: 'yes' });
    await page.goto(HOUSE);
    await scrollIntoViewSeen(page.locator(BAND));
    await expect(page.locator(`${BAND} video`)).toHaveAttribute('src', '/uploads/demo/harbour-dusk.webm');
    await expect(page.locator(`${BAND} .elementor-background-video-container`)).not.toHaveClass(/\belementor-loading\b/);
  });
});
