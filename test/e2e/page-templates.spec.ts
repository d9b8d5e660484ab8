// A visitor who opens the winter offer's landing page (Elementor's Canvas template) sees only the
// offer: no site header, menu or footer, the hero running edge to edge, and the booking button
// reachable from the keyboard; the site's other pages keep their header and footer.
import { expect, test } from '@playwright/test';

for (const [width, height] of [
  [1280, 800],
  [375, 740],
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the Canvas landing page shows the document alone, full width', async ({ page }) => {
      await page.goto('/winter-escape/');
      await expect(page.locator('body')).toHaveClass(/\belementor-template-canvas\b/);
      await expect(page.getByRole('heading', { level: 1, name: /Winter by the sea/ })).toBeVisible();
      await expect(page.locator('#masthead')).toHaveCount(0);
      await expect(page.locator('.elementor-location-footer')).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      // The document starts at the top of the window and its hero spans it.
      const hero = await page.locator('[data-elementor-type="wp-page"] > .elementor-element').first().boundingBox();
      expect(hero!.y).toBe(0);
      expect(hero!.x).toBe(0);
      expect(hero!.width).toBe(width);
    });
  });
}

test('the booking button is reached with the keyboard from the skip link', async ({ page }) => {
  await page.goto('/winter-escape/');
  const book = page.getByRole('link', { name: 'Book the winter escape' });
  await expect(book).toBeVisible();
  for (let i = 0; i < 6 && !(await book.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(book).toBeFocused();
  // To the enquiry form, with the offer's nights and message filled in.
  await expect(book).toHaveAttribute('href', /^\/contact\/\?nights=4&message=[^#]+#enquire$/);
});

test('a page on the default template keeps the site header and footer', async ({ page }) => {
  await page.goto('/suites/');
  await expect(page.locator('body')).toHaveClass(/\bpage-template-default\b/);
  await expect(page.locator('#masthead')).toBeVisible();
  await expect(page.locator('.elementor-location-footer')).toBeVisible();
});
