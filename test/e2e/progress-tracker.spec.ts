// A visitor reads a guide: the reading progress bar, fixed at the top of the window, follows the
// page from 0 at the top to 100 at the end, with aria-valuenow and the bar matching the share
// scrolled at each position.
import { expect, test } from '@playwright/test';

const GUIDE = '/walking-the-harbour-at-dusk/';

test('the tracker shows how much of the article has been read at each scroll position', async ({ page }) => {
  await page.goto(GUIDE);
  await page.waitForLoadState('networkidle');
  const tracker = page.getByRole('progressbar', { name: 'Reading progress of the page' });
  await expect(tracker).toHaveAttribute('aria-valuenow', '0');
  const expected = () =>
    page.evaluate(() => {
      const scrollable = document.documentElement.scrollHeight - innerHeight;
      return Math.round(Math.min(1, Math.max(0, scrollY / scrollable)) * 100);
    });
  for (const at of [0.25, 0.5, 1]) {
    await page.evaluate((share) => {
      window.scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) * share, behavior: 'instant' });
    }, at);
    const want = await expected();
    await expect(tracker).toHaveAttribute('aria-valuenow', String(want));
    const scale = await tracker.evaluate((el) => Number(getComputedStyle(el).getPropertyValue('--e-progress')));
    expect(Math.round(scale * 100)).toBe(want);
  }
  await expect(tracker).toHaveAttribute('aria-valuenow', '100');
  // It stays on screen, fixed at the top, while reading.
  const box = await tracker.boundingBox();
  expect(box?.y).toBeLessThan(10);
});
