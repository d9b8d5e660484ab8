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
