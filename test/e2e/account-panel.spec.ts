// The mobile header's account panel: the account button opens a panel holding the login form (focus
// moves to its first field); the close button and Escape close it and return focus to the button.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 800 } });

test('the account panel opens from the mobile header and closes by its button and by Escape', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Account', exact: true });
  const panel = page.locator('#ast-account-panel');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(panel.getByLabel('Username or e-mail address')).toBeFocused();

  await panel.getByRole('button', { name: 'Close account panel' }).click();
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('at 1280 px the account forms live in the mega menu, and the mobile account button is not shown', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeHidden();
  await expect(page.locator('.main-header-menu').getByRole('link', { name: 'Account' })).toBeVisible();
});
