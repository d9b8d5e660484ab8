// A visitor sees a stretched section: it runs from one edge of the window to the other although
// it sits inside a boxed section, at desktop and phone widths, and stays so when the page changes.
import { expect, test, type Page } from '@playwright/test';

const STRETCHED = '.elementor-section-stretched';

async function edges(page: Page) {
  return page.locator(STRETCHED).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const parent = el.parentElement!.getBoundingClientRect();
    return { left: r.left, width: r.width, viewport: document.documentElement.clientWidth, parentWidth: parent.width };
  });
}

for (const [width, height] of [
  [1280, 800],
  [375, 740],
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test('the stretched section spans the viewport, wider than its parent', async ({ page }) => {
      await page.goto('/the-house/');
      await expect(page.locator(STRETCHED)).toHaveAttribute('data-behaviours', /\bstretch-section\b/);
      await expect.poll(() => page.locator(STRETCHED).evaluate((el) => el.style.width)).not.toBe('');
      const e = await edges(page);
      expect(e.left).toBeCloseTo(0, 1);
      expect(e.width).toBeCloseTo(e.viewport, 1);
      expect(e.parentWidth).toBeLessThan(e.viewport);
    });
  });
}

test('it is measured again when the window is resized and when sticky elements change', async ({ page }) => {
  await page.goto('/the-house/');
  await expect.poll(() => page.locator(STRETCHED).evaluate((el) => el.style.width)).toBe('1280px');
  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(async () => (await edges(page)).width).toBeCloseTo(900, 1);
  // Something moves the section's parent without a resize; the sticky module's action says so.
  await page.locator(STRETCHED).evaluate((el) => (el.parentElement!.style.paddingLeft = '120px'));
  await page.evaluate(() => window.foyer!.hooks.doAction('foyer/sticky/changed'));
  await expect.poll(async () => (await edges(page)).left).toBeCloseTo(0, 1);
  expect((await edges(page)).width).toBeCloseTo(900, 1);
});
