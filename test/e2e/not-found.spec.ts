// A visitor follows a broken link: a styled 404 page in the site's shell, with a way home.
import { expect, test } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

test('a missing page shows the styled 404 with a link home', async ({ page }) => {
  const problems = watchPageProblems(page);
  const path = '/no-such-page-here/';
  problems.allow(404, path);

  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page).toHaveTitle(/not found/i);
  await expect(page.locator('h1')).toHaveText(/could not be found/i);

  // Styled: the site's own CSS applies (not the browser's default serif), inside header and footer.
  const fontFamily = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(fontFamily).not.toMatch(/^"?Times New Roman"?$/);
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').last()).toBeAttached();

  const home = page.locator('main').getByRole('link', { name: /home/i }).first();
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(problems.list).toEqual([]);
});
