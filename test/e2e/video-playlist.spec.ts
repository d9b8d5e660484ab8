// A guest on "The house" watches "The house in four films" (Elementor Pro's video playlist): the list and
// the first film's poster are there before any script, nothing is asked of YouTube until the guest picks a
// YouTube film, the film picked is in the address (and a shared address opens on it), the list answers the
// keyboard as a tablist, a film that ends is marked watched (remembered, or quietly forgotten when the
// browser refuses storage) and the next one plays, and play, pause and ended reach site code on the hooks bus.
// The providers' hosts are intercepted: the YouTube player API is a stand-in, so its events can be driven.
// Pages of its own check the settings as set: no next-up, no watched indication, autoplay on load.
import { expect, type Page, test } from '@playwright/test';
import { savePost } from '../../src/content/save-post.ts';
import { startSite, type ThemeSite } from './support/theme-site.ts';

const WIDGET = '.elementor-widget-video-playlist';
const PROVIDERS = /^https?:\/\/([\w-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)\//;

/** A stand-in for YouTube's IFrame API: records each player so a test can send it state changes. */
const FAKE_YT_API = `window.__ytPlayers = [];
window.YT = { loaded: 1, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 },
  Player: function (el, options) { window.__ytPlayers.push(options); } };`;

declare global {
  interface Window {
    __ytPlayers?: Array<{ events: { onStateChange(event: { data: number }): void } }>;
    __playlistEvents?: string[];
  }
}

/** Intercepts every provider request; returns the list of those asked for. */
async function interceptProviders(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(PROVIDERS, (route) => {
    const url = route.request().url();
    asked.push(url);
    if (url.includes('/iframe_api')) return route.fulfill({ contentType: 'text/javascript', body: FAKE_YT_API });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  return asked;
}

async function openFilms(page: Page, search = ''): Promise<{ asked: string[]; id: string }> {
  const asked = await interceptProviders(page);
  await page.goto(`/the-house/${search}`);
  await page.locator(WIDGET).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => Boolean(window.foyer?.hooks));
  const id = (await page.locator(WIDGET).getAttribute('data-id'))!;
  return { asked, id };
}

const tab = (page: Page, name: string) => page.locator(WIDGET).getByRole('tab', { name: new RegExp(name) });
const panel = (page: Page) => page.locator(`${WIDGET} [role=tabpanel]:not([hidden])`);

/** Sends the hooks' playlist events to `window.__playlistEvents` as "type:video". */
async function recordEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__playlistEvents = [];
    for (const name of ['play', 'pause', 'ended'])
      window.foyer!.hooks.addAction(`foyer/video-playlist/${name}`, 'e2e/playlist', (d: { type: string; video: string }) =>
        window.__playlistEvents!.push(`${d.type}:${d.video}`),
      );
  });
}

/** Plays the shown hosted film from its last half second, so it ends for real. */
async function playToEnd(page: Page): Promise<void> {
  const film = panel(page).locator('video');
  await expect(film).toHaveCount(1);
  await film.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    if (Number.isNaN(v.duration)) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    v.currentTime = Math.max(0, v.duration - 0.5);
    await v.play();
  });
}

test('the list, durations, thumbnails and the first poster are in the server HTML, with no player and no provider address', async ({
  page,
}) => {
  const html = await (await page.request.get('/the-house/')).text();
  const start = html.indexOf('data-widget_type="video-playlist.default"');
  expect(start).toBeGreaterThan(0);
  // Up to the next element: the playlist's own markup.
  const widget = html.slice(start, html.indexOf('data-element_type', start + 50));
  expect(widget).toContain('<span class="e-tabs-videos-count">4 Videos</span>');
  for (const title of ['The harbour at dusk', 'The pool above the sea', 'Breakfast under the vine', 'A night in the tower suite'])
    expect(widget).toContain(title);
  expect(widget).toMatch(/class="e-section-title" role="presentation">The sea</);
  expect(widget).toContain('<span class="e-tab-duration">1:35</span>');
  expect(widget).toMatch(/<div class="e-tab-thumbnail"><img src="\/uploads\/demo\/pool-480\.jpg"/);
  expect(widget).toMatch(/<img src="\/uploads\/demo\/harbour-1280\.jpg"[^>]*>/);
  // The players' addresses are in data-settings for the browser; the markup names none.
  const markup = widget.slice(widget.indexOf('<div class="elementor-widget-container">'));
  expect(markup).not.toMatch(/<iframe|<video|youtube-nocookie|ytimg/);
});

test('nothing is asked of a video provider until the guest picks a YouTube film', async ({ page }) => {
  const { asked } = await openFilms(page);
  // Moving through the list and playing the site's own film asks nothing of YouTube.
  await tab(page, 'The harbour at dusk').focus();
  for (const key of ['ArrowDown', 'ArrowDown', 'End', 'Home']) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect(panel(page).locator('video')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await tab(page, 'The pool above the sea').click();
  const player = panel(page).locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/XHOmBV4js_E\?autoplay=1.*enablejsapi=1/);
  await expect.poll(() => asked.some((url) => url.includes('youtube-nocookie.com/embed/'))).toBe(true);
});

test('a shared address opens on its film; picking a film writes it', async ({ page }) => {
  const { id } = await openFilms(page);
  await tab(page, 'A night in the tower suite').click();
  await expect(page).toHaveURL(new RegExp(`/the-house/\\?playlist=${id}&video=tower$`));
  await expect(tab(page, 'A night in the tower suite')).toHaveAttribute('aria-selected', 'true');

  await page.goto(`/the-house/?playlist=${id}&video=breakfast`);
  await expect(tab(page, 'Breakfast under the vine')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'The harbour at dusk')).toHaveAttribute('aria-selected', 'false');
  await expect(panel(page)).toHaveCount(1);
  await expect(panel(page)).toHaveAttribute('aria-labelledby', (await tab(page, 'Breakfast under the vine').getAttribute('id'))!);
  await expect(page.locator(WIDGET)).toBeInViewport();
  // Scrolled to below the sticky header, not under it.
  const headerBottom = () =>
    page
      .locator('.main-header-bar')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
  const widgetTop = () => page.locator(WIDGET).evaluate((el) => el.getBoundingClientRect().top);
  await expect.poll(async () => (await widgetTop()) >= (await headerBottom()) - 1).toBe(true);
  await expect(tab(page, 'Breakfast under the vine')).toBeInViewport();
  // Selected, not played: the guest has not asked yet.
  await expect(panel(page).getByRole('button', { name: 'Play video: Breakfast under the vine' })).toBeVisible();

  // Another playlist's address, or a film it does not hold, leaves the first film selected.
  for (const search of [`?playlist=other&video=breakfast`, `?playlist=${id}&video=nope`]) {
    await page.goto(`/the-house/${search}`);
    await expect(tab(page, 'The harbour at dusk')).toHaveAttribute('aria-selected', 'true');
  }
});

test('the list is a tablist: arrows, Home and End move focus past the section headers; Enter and Space pick and play', async ({ page }) => {
  await openFilms(page);
  const list = page.locator(WIDGET).getByRole('tablist');
  await expect(list).toHaveAttribute('aria-orientation', 'vertical');
  await page.locator(WIDGET).getByRole('heading', { name: 'The house in four films' }).click();
  await page.keyboard.press('Tab');
  await expect(tab(page, 'The harbour at dusk')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(tab(page, 'The pool above the sea')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(tab(page, 'Breakfast under the vine')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab(page, 'A night in the tower suite')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(tab(page, 'The harbour at dusk')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(tab(page, 'A night in the tower suite')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(page, 'The harbour at dusk')).toBeFocused();
  // Moving focus picks nothing.
  await expect(tab(page, 'The harbour at dusk')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(tab(page, 'The pool above the sea')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).locator('iframe')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(tab(page, 'Breakfast under the vine')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Breakfast under the vine')).toHaveAttribute('tabindex', '0');
  await expect(tab(page, 'The pool above the sea')).toHaveAttribute('tabindex', '-1');
  // Only the current film's player exists: the one left is gone.
  await expect(page.locator(`${WIDGET} iframe`)).toHaveCount(1);
  // Tab leaves the list for the film's panel content.
  await page.keyboard.press('Tab');
  await expect(tab(page, 'Breakfast under the vine')).not.toBeFocused();
});

test('a film that ends is marked watched and remembered, and the next one plays (next-up)', async ({ page }) => {
  const { id } = await openFilms(page);
  await recordEvents(page);
  await page.clock.install();
  await panel(page).getByRole('button', { name: 'Play video: The harbour at dusk' }).click();
  await playToEnd(page);
  // Next up: the pool film is picked, written to the address and started (the guest started the first).
  await expect(tab(page, 'The pool above the sea')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`\\?playlist=${id}&video=pool$`));
  await expect(panel(page).locator('iframe')).toHaveAttribute('src', /autoplay=1/);
  await expect(tab(page, 'The harbour at dusk')).toHaveClass(/watched-video/);
  await expect(tab(page, 'The harbour at dusk')).toHaveAccessibleName(/\(watched\)/);
  const stored = await page.evaluate((key) => localStorage.getItem(key), `foyer:video-playlist-${id}-watched`);
  expect(JSON.parse(stored!).value).toEqual(['harbour']);
  expect(await page.evaluate(() => window.__playlistEvents)).toEqual(['videoStart:harbour', 'videoEnded:harbour']);

  // The YouTube API is inserted once and polled every 350 ms; its events reach the hooks too.
  await page.clock.runFor(350);
  await expect.poll(() => page.evaluate(() => window.__ytPlayers?.length)).toBe(1);
  await page.evaluate(() => {
    const yt = window.__ytPlayers![0].events;
    for (const data of [1, 2, 1, 0]) yt.onStateChange({ data });
  });
  expect(await page.evaluate(() => window.__playlistEvents!.slice(2))).toEqual([
    'videoStart:pool',
    'videoPaused:pool',
    'videoResume:pool',
    'videoEnded:pool',
  ]);
  await expect(tab(page, 'Breakfast under the vine')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('script[src="https://www.youtube.com/iframe_api"]')).toHaveCount(1);

  await page.reload();
  await expect(tab(page, 'The harbour at dusk')).toHaveClass(/watched-video/);
  await expect(tab(page, 'The pool above the sea')).toHaveClass(/watched-video/);
  await expect(tab(page, 'Breakfast under the vine')).not.toHaveClass(/watched-video/);
});

test('pausing the site’s own film reports a pause, and resuming reports a resume', async ({ page }) => {
  await openFilms(page);
  await recordEvents(page);
  // The play button answers Space, and focus moves on to the player that takes its place.
  await panel(page).getByRole('button', { name: 'Play video: The harbour at dusk' }).focus();
  await page.keyboard.press(' ');
  const film = panel(page).locator('video');
  await expect(film).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.__playlistEvents)).toEqual(['videoStart:harbour']);
  await film.evaluate((v: HTMLVideoElement) => v.pause());
  await film.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => page.evaluate(() => window.__playlistEvents))
    .toEqual(['videoStart:harbour', 'videoPaused:harbour', 'videoResume:harbour']);
});

test('with storage refused the playlist still plays on and raises no error; nothing is remembered', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: refuse });
    Object.defineProperty(window, 'sessionStorage', { get: refuse });
  });
  await openFilms(page);
  await panel(page).getByRole('button', { name: 'Play video: The harbour at dusk' }).click();
  await playToEnd(page);
  await expect(tab(page, 'The pool above the sea')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'The harbour at dusk')).toHaveClass(/watched-video/);
  await page.reload();
  await expect(tab(page, 'The harbour at dusk')).not.toHaveClass(/watched-video/);
  expect(errors).toEqual([]);
});

test.describe('as the playlist is set', () => {
  let site: ThemeSite;
  const film = (id: string, title: string) => ({ _id: id, type: 'hosted', title, hosted_url: { url: '/uploads/demo/harbour-dusk.webm' } });
  test.beforeAll(async () => {
    site = await startSite('video-playlist', async (db) => {
      const playlist = (id: string, settings: Record<string, unknown>) => [
        {
          id,
          elType: 'widget',
          widgetType: 'video-playlist',
          settings: { tabs: [film('one', 'First'), film('two', 'Second')], ...settings },
          elements: [],
        },
      ];
      await savePost(db.kysely, { type: 'page', slug: 'vp-plain', title: 'Plain', status: 'published', elements: playlist('c0ffee1', {}) });
      await savePost(db.kysely, {
        type: 'page',
        slug: 'vp-onload',
        title: 'On load',
        status: 'published',
        elements: playlist('c0ffee2', { autoplay_on_load: 'yes' }),
      });
    });
  });
  test.afterAll(async () => site?.close());

  test('without next-up a film that ends stays picked; without the watched indication nothing is stored', async ({ page }) => {
    await interceptProviders(page);
    await page.goto(`${site.url}/vp-plain/`);
    await panel(page).getByRole('button', { name: 'Play video: First' }).click();
    await playToEnd(page);
    await expect
      .poll(() =>
        panel(page)
          .locator('video')
          .evaluate((v: HTMLVideoElement) => v.ended),
      )
      .toBe(true);
    await expect(tab(page, 'First')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Second')).toHaveAttribute('aria-selected', 'false');
    await expect(tab(page, 'First')).not.toHaveClass(/watched-video/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('video-playlist')))).toEqual([]);
  });

  test('autoplay on load starts the site’s own first film, muted, with nothing pressed', async ({ page }) => {
    const asked = await interceptProviders(page);
    await page.goto(`${site.url}/vp-onload/`);
    const playing = panel(page).locator('video');
    await expect(playing).toHaveCount(1);
    await expect.poll(() => playing.evaluate((v: HTMLVideoElement) => v.muted && (v.currentTime > 0 || !v.paused))).toBe(true);
    expect(asked).toEqual([]);
  });
});
