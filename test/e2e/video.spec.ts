// The film on "The house" waits behind its poster: the film is not fetched until the visitor presses play
// (a click, Enter or Space), then it plays in the box, which kept its 16:9 place all along; no video
// provider is asked for anything.
import { expect, type Page, test } from '@playwright/test';

const WIDGET = '.elementor-widget-video';

async function openFilm(page: Page): Promise<{ fetched: string[] }> {
  const fetched: string[] = [];
  page.on('request', (r) => {
    // By host: the site's own chunks may be named after a provider (the player API loaders' chunks).
    if (/(^|\.)(youtube|youtube-nocookie|ytimg|vimeo|vimeocdn|dailymotion|dmcdn|videopress)\.(com|net)$/.test(new URL(r.url()).hostname))
      fetched.push(r.url());
  });
  await page.goto('/the-house/');
  await page.locator(WIDGET).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  return { fetched };
}

test('the poster holds the 16:9 box and no provider is asked before play; a click plays the film inline', async ({ page }) => {
  const { fetched } = await openFilm(page);
  const box = await page.locator(`${WIDGET} .elementor-wrapper`).boundingBox();
  expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
  expect(fetched).toEqual([]);
  await page
    .locator(WIDGET)
    .getByRole('button', { name: /Play video/ })
    .click();
  const film = page.locator(`${WIDGET} video.elementor-video`);
  await expect(film).toHaveCount(1);
  await expect(film).toBeFocused();
  await expect.poll(() => film.evaluate((v: HTMLVideoElement) => v.currentTime > 0 || !v.paused)).toBe(true);
  await expect(film).toHaveAttribute('src', /\/uploads\/demo\/harbour-dusk\.webm$/);
  const after = await page.locator(`${WIDGET} .elementor-wrapper`).boundingBox();
  expect(after).toEqual(box);
  expect(fetched).toEqual([]);
});

for (const key of ['Enter', ' ']) {
  test(`the play button answers ${key === ' ' ? 'Space' : 'Enter'}`, async ({ page }) => {
    await openFilm(page);
    await page
      .locator(WIDGET)
      .getByRole('button', { name: /Play video/ })
      .focus();
    await page.keyboard.press(key);
    await expect(page.locator(`${WIDGET} video.elementor-video`)).toHaveCount(1);
    await expect(page).toHaveURL(/\/the-house\/$/);
  });
}

// Addresses a browser would use to fetch a video thumbnail itself: YouTube's image hosts, Vimeo's and
// Dailymotion's image CDNs and their oEmbed or API answers (the old stack's JSONP, spec section 7 call 9).
const THUMBNAIL_HOSTS =
  /ytimg\.com|img\.youtube\.com|vimeocdn\.com|vimeo\.com\/api|dmcdn\.net|dailymotion\.com\/(services|thumbnail)|api\.dailymotion\.com/;
const PROVIDERS = /youtube|ytimg|googlevideo|vimeo|dailymotion|dmcdn|dai\.ly/;

test('the bay film on the home page: its poster is the site’s own, no provider is asked before play, and no thumbnail ever', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (PROVIDERS.test(r.url())) asked.push(r.url());
  });
  // No internet in tests: the player's page is a stand-in, so only what the page itself asks for is seen.
  await page.route(/youtube-nocookie\.com\/embed\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
  );
  await page.goto('/');
  const poster = page.locator(WIDGET).filter({ has: page.getByRole('button', { name: /Play video: A film of the bay/ }) });
  // By its id: pressing play replaces the button the filter finds it by.
  const film = page.locator(`${WIDGET}[data-id="${await poster.getAttribute('data-id')}"]`);
  await film.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(film.locator('.elementor-custom-embed-image-overlay img')).toHaveAttribute('src', /^\/uploads\//);
  expect(asked).toEqual([]);

  await film.getByRole('button', { name: /Play video/ }).click();
  const player = film.locator('iframe.elementor-video');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/XHOmBV4js_E\?autoplay=1&/);
  await expect(player).toBeFocused();
  // The stand-in player has loaded in its frame.
  await expect(film.frameLocator('iframe.elementor-video').locator('p')).toHaveText('Player');
  // The player's own page is the one thing asked of the provider, and only after the press.
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/XHOmBV4js_E'))).toBe(true);
  expect(asked.filter((url) => THUMBNAIL_HOSTS.test(url))).toEqual([]);
});
