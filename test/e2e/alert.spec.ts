// A visitor dismisses the seasonal notice: it fades out over 400 ms and is removed, focus moves on
// to what follows; with reduced motion it goes at once. Static notices carry no live role.
import { expect, test } from '@playwright/test';

const NOTICE = '.elementor-widget-alert:has-text("Winter hours")';

test('dismissing the notice fades it out in 400 ms, removes it and moves focus on', async ({ page }) => {
  await page.clock.install();
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  const notice = page.locator(NOTICE);
  await expect(notice.locator('.elementor-alert')).not.toHaveAttribute('role', /alert|status/);
  const dismiss = notice.getByRole('button', { name: 'Dismiss this alert' });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveClass(/e-alert-dismissing/);
  expect(await notice.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.4s');
  await page.clock.runFor(399);
  await expect(notice).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the notice is removed at once', async ({ page }) => {
    await page.goto('/your-stay/');
    await page.waitForLoadState('networkidle');
    await page.locator(NOTICE).getByRole('button', { name: 'Dismiss this alert' }).click();
    await expect(page.locator(NOTICE)).toHaveCount(0);
  });
});
