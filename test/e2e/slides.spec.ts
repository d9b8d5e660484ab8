// A guest reads the season's offers on the suites page: full-width slides that fade from one to the
// next after 5 s, move with the bullets and arrows, stop for good once the guest moves them, and
// keep their height before any script runs.
import { expect, test } from '@playwright/test';

const OFFERS = '.elementor-widget-slides .elementor-slides-wrapper';

test('the offers fade on after 5 s and follow the bullets and arrows', async ({ page }) => {
  await page.clock.install();
  await page.goto('/suites/');
  await page.waitForLoadState('networkidle');
  const offers = page.locator(OFFERS);
  await offers.scrollIntoViewIfNeeded();
  await expect(offers).toHaveClass(/foyer-carousel--ready/);
  await expect(offers).toHaveAttribute('aria-label', 'Offers for your stay');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await offers.hover();
  await page.mouse.move(5, 5);
  const dot = (n: number) => offers.getByRole('button', { name: `Go to slide ${n}` });
  const current = async () => Number((await offers.locator('[aria-current="true"]').getAttribute('aria-label'))?.replace(/\D+/g, ''));
  const start = await current();
  const next = (start % 3) + 1;
  await page.clock.runFor(4_900);
  await expect(dot(start)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(200);
  await expect(dot(next)).toHaveAttribute('aria-current', 'true');
  await expect(offers.locator(`.swiper-slide[aria-label="${next} of 3"]`)).toHaveAttribute('aria-hidden', 'false');

  await dot(1).click();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await expect(offers.getByRole('link', { name: 'See the winter escape' })).toBeVisible();
  await offers.getByRole('button', { name: 'Next slide' }).click();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await page.mouse.move(5, 5);
  await page.clock.runFor(11_000);
  await expect(dot(2), 'moved by hand, it no longer plays').toHaveAttribute('aria-current', 'true');
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  test('the first offer is in place at its phone height', async ({ page }) => {
    await page.goto('/suites/');
    const slide = page.locator(`${OFFERS} .swiper-slide`).first();
    const box = (await slide.boundingBox())!;
    expect(box.height).toBeCloseTo(480, 0);
    expect(box.width).toBeCloseTo(335, 0);
    await expect(page.locator(`${OFFERS} .swiper-slide`).first().locator('.elementor-slide-heading')).toHaveText('Winter by the sea');
  });
});
