// A visitor scrolls past the breakfast card on "The house": it sticks below the top of the window,
// keeps its place in the layout with a spacer, gets its effects class further down, and stops at
// the end of its column; on phones it does not stick at all.
import { expect, test, type Page } from '@playwright/test';

async function scrollCardTo(page: Page, delta: number): Promise<void> {
  await page.evaluate(
    (delta) =>
      new Promise<void>((resolve) => {
        const column = document.getElementById('sticky-column')!;
        window.scrollTo({ top: column.getBoundingClientRect().top + window.scrollY + delta, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    delta,
  );
}

test('the card sticks 24 px from the top, keeps its place, and stops at the end of its column', async ({ page }) => {
  await page.goto('/the-house/');
  await page.waitForLoadState('networkidle');
  const card = page.locator('#sticky-card');
  await expect(card).toHaveClass(/\belementor-sticky\b/);
  await scrollCardTo(page, -200);
  await expect(card).not.toHaveClass(/elementor-sticky--active/);
  const before = await card.boundingBox();

  await scrollCardTo(page, 40);
  await expect(card).toHaveClass(/elementor-sticky--active/);
  await expect(card).not.toHaveClass(/elementor-sticky--effects/);
  expect(await card.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  expect((await card.boundingBox())!.y).toBe(24);
  expect((await card.boundingBox())!.width).toBe(before!.width);
  const spacer = page.locator('#sticky-column .elementor-sticky__spacer');
  await expect(spacer).toHaveCount(1);
  expect((await spacer.boundingBox())!.height).toBeCloseTo(before!.height, 0);

  await scrollCardTo(page, 200);
  await expect(card).toHaveClass(/elementor-sticky--effects/);

  // Past the column's end: it rests at the bottom of its column, in the flow again.
  const column = page.locator('#sticky-column');
  const columnHeight = (await column.boundingBox())!.height;
  await scrollCardTo(page, columnHeight + 100);
  await expect(card).not.toHaveClass(/elementor-sticky--active/);
  await expect(spacer).toHaveCount(0);
  const [c, col] = [(await card.boundingBox())!, (await column.boundingBox())!];
  expect(Math.abs(c.y + c.height - (col.y + col.height))).toBeLessThan(1.5);

  await scrollCardTo(page, -200);
  await expect(card).not.toHaveClass(/elementor-sticky--active/);
  expect((await card.boundingBox())!.y).toBeCloseTo(before!.y, 0);
});

test('on a phone the card scrolls with the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/the-house/');
  await page.waitForLoadState('networkidle');
  await scrollCardTo(page, 40);
  const card = page.locator('#sticky-card');
  await expect(card).not.toHaveClass(/\belementor-sticky\b/);
  expect(await card.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
});

test('its anchor offset is subtracted from in-page anchor scrolling', async ({ page }) => {
  await page.goto('/the-house/');
  await page.waitForLoadState('networkidle');
  const distance = await page.evaluate(() => window.foyer!.hooks.applyFilters('frontend/handlers/menu_anchor/scroll_top_distance', 1000));
  // The card's 24 px anchor offset, and the demo's sticky header bar, which adds its own height.
  const bar = await page.evaluate(() =>
    Math.round(document.querySelector<HTMLElement>('#masthead .main-header-bar')!.getBoundingClientRect().height),
  );
  expect(distance).toBe(1000 - 24 - bar);
});
