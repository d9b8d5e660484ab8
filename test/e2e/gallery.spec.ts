// A visitor looks through the gallery: the filter buttons show one gallery or all of them by mouse and
// by keyboard (aria-pressed follows), each photograph links to its full-size file, and the grid
// holds its place while the photographs load.
import { expect, test } from '@playwright/test';

test('the filter buttons show one gallery or all, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/gallery/');
  await page.waitForLoadState('networkidle');
  const widget = page.locator('.elementor-widget-gallery');
  const filters = widget.getByRole('group', { name: 'Filter the gallery' });
  const visible = widget.locator('.e-gallery-item:visible');
  await expect(visible).toHaveCount(11);
  await expect(filters.getByRole('button', { name: 'Everything' })).toHaveAttribute('aria-pressed', 'true');

  await filters.getByRole('button', { name: 'The suites' }).click();
  await expect(visible).toHaveCount(2);
  await expect(filters.getByRole('button', { name: 'The suites' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('button', { name: 'Everything' })).toHaveAttribute('aria-pressed', 'false');

  // Keyboard: Tab reaches the next filter, Enter and Space press it; focus stays on the button.
  await filters.getByRole('button', { name: 'The suites' }).focus();
  await page.keyboard.press('Tab');
  await expect(filters.getByRole('button', { name: 'Porto Alba' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(visible).toHaveCount(6);
  await filters.getByRole('button', { name: 'The house' }).focus();
  await page.keyboard.press('Space');
  await expect(visible).toHaveCount(3);
  await expect(filters.getByRole('button', { name: 'The house' })).toBeFocused();
  await filters.getByRole('button', { name: 'Everything' }).click();
  await expect(visible).toHaveCount(11);
});

test('each photograph links to its full-size file, named by its description', async ({ page, request }) => {
  await page.goto('/gallery/');
  const first = page.locator('.elementor-widget-gallery .e-gallery-item').first();
  await expect(first).toHaveAttribute('href', '/uploads/demo/courtyard.jpg');
  await expect(first).toHaveAttribute('data-elementor-open-lightbox', 'default');
  await expect(first.locator('img')).toHaveAttribute('alt', /courtyard/);
  expect((await request.get('/uploads/demo/courtyard.jpg')).status()).toBe(200);
});

test('the grid holds its place while the photographs load, and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // Hold every image back: the grid's boxes must already have their final size.
  await page.route('**/uploads/demo/*.jpg', () => undefined);
  await page.goto('/gallery/', { waitUntil: 'domcontentloaded' });
  const boxes = await page
    .locator('.elementor-widget-gallery .e-gallery-item')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
  expect(boxes.every((h) => h > 100)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
});
