// A visitor on a phone opens the menu, expands the Areas submenu and closes the menu again.
import { expect, test } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('opens the mobile menu, expands Areas, and closes it with Escape and by tapping outside', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto('/');
  const toggle = page.locator('header .foyer-nav-menu__toggle').first();
  const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();

  // The behaviour is a lazily loaded module: wait until it has attached before tapping.
  await expect.poll(() => page.evaluate(() => document.querySelector('header [aria-current="page"]') !== null)).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/foyer-nav-open/);

  const areas = list.locator(':scope > li').nth(1);
  await expect(areas.locator(':scope > a')).toHaveText('Areas');
  const areasButton = areas.locator(':scope > .foyer-nav-menu__sub-toggle');
  await areasButton.click();
  await expect(areasButton).toHaveAttribute('aria-expanded', 'true');
  await expect(areas.locator('.sub-menu a').first()).toBeVisible();

  // Escape folds the open submenu first, then closes the menu and returns focus to the toggle.
  await areasButton.focus();
  await page.keyboard.press('Escape');
  await expect(areasButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(page.locator('body')).not.toHaveClass(/foyer-nav-open/);

  // Reopened, every submenu starts folded; a tap outside the menu closes it.
  await toggle.click();
  await expect(areasButton).toHaveAttribute('aria-expanded', 'false');
  await page.mouse.click(200, 600);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(problems.list).toEqual([]);
});
