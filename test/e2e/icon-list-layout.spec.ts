// Icon lists measure as Elementor lays them out: an icon is followed by a quarter of its size and then
// the text indent; inline rows sit `space_between` apart with the first row flush with the widget's edge.
import { expect, test } from '@playwright/test';

interface Box {
  left: number;
  right: number;
  top: number;
  width: number;
}

test('an icon list row keeps a quarter of the icon size after the icon, then the text indent', async ({ page }) => {
  await page.goto('/');
  // The footer's contact list: 15 px icons, a 10 px text indent (src/demo/pages/footer.ts).
  const row = page
    .locator('footer .elementor-icon-list-item')
    .filter({ has: page.locator('svg') })
    .first();
  await row.scrollIntoViewIfNeeded();
  const [icon, text] = await Promise.all([
    row.locator('.elementor-icon-list-icon svg').evaluate((e): Box => e.getBoundingClientRect()),
    row
      .locator('.elementor-icon-list-text')
      .evaluate((e) => ({ left: e.getBoundingClientRect().left, indent: parseFloat(getComputedStyle(e).paddingInlineStart) })),
  ]);
  expect(icon.width).toBeCloseTo(15, 1);
  expect(text.left - icon.right, 'a quarter of the 15 px icon after it').toBeCloseTo(3.75, 1);
  expect(text.indent, 'then the text indent').toBe(10);
});

test('inline icon list rows are the list spacing apart and the first is flush with the widget', async ({ page }) => {
  await page.goto('/suites/');
  await page
    .getByRole('link', { name: /view the suite/i })
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  // The suite's area links: an inline list with 28 px between rows (src/demo/pages/post.ts).
  const list = page.locator('.elementor-icon-list-items.elementor-inline-items').first();
  await list.scrollIntoViewIfNeeded();
  const widget = await list.locator('xpath=..').evaluate((e): Box => e.getBoundingClientRect());
  const rows = await list.locator('.elementor-icon-list-item').evaluateAll((items) => items.map((e): Box => e.getBoundingClientRect()));
  expect(rows.length).toBeGreaterThanOrEqual(2);
  expect(rows[0].left - widget.left).toBeCloseTo(0, 1);
  const sameLine = rows.slice(1).filter((r, i) => Math.abs(r.top - rows[i].top) < 1);
  expect(sameLine.length).toBeGreaterThan(0);
  for (let i = 1; i < rows.length; i++) {
    if (Math.abs(rows[i].top - rows[i - 1].top) < 1) expect(rows[i].left - rows[i - 1].right).toBeCloseTo(28, 1);
  }
  // The pulled-out list does not widen the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => innerWidth));
});
