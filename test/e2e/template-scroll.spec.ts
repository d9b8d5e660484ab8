// `?theme_template_id=ID` scrolls the page so the template's element (`.elementor-ID`) is centred
// (as far as the page can scroll); an id that is not a number is ignored.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ page }) => {
  // Reduced motion makes the scroll a jump, so the end position is read without waiting on an animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the footer template is brought into the middle of the window, or as near as the page allows', async ({ page }) => {
  await page.goto('/about/');
  const footer = page.locator('footer.elementor-location-footer');
  const id = await footer.evaluate((el) => /elementor-(\d+)/.exec(el.className)?.[1]);
  expect(id).toMatch(/^\d+$/);

  await page.goto(`/about/?theme_template_id=${id}`);
  await page.waitForFunction(() => window.scrollY > 0);
  const { scrollY, expected } = await footer.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const centred = rect.top + window.scrollY - (window.innerHeight - rect.height) / 2;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    return { scrollY: window.scrollY, expected: Math.min(Math.max(0, centred), max) };
  });
  expect(Math.abs(scrollY - expected)).toBeLessThanOrEqual(2);
});

test('a theme_template_id that is not a number, or names no element, leaves the page where it starts', async ({ page }) => {
  for (const value of ['abc', '99999999']) {
    await page.goto(`/about/?theme_template_id=${value}`);
    await page.waitForLoadState('load');
    // Give the load handler its turn before reading the position.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});
