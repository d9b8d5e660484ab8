// The Guest account page's forms: log in (wrong, then right password; the page reloads 200 ms after
// success), register, and lost password, each with the server's message in the form's live region.
import { expect, test, type Page } from '@playwright/test';
import { registerThroughAjax } from './support/accounts.ts';
import { watchPageProblems } from './support/page-problems.ts';

// The page's own forms: the header's mega panel and account panel hold the same island.
const FORMS = 'main [data-island="account-forms"]';
const PASSWORD = 'Terrace&Lemons9';

const result = (page: Page) => page.locator(`${FORMS} [role="status"]`);
const unique = () => `guest${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('logs in after a wrong password, then reloads 200 ms after success, logged in', async ({ page, playwright, baseURL }) => {
  const user = unique();
  const api = await playwright.request.newContext({ baseURL });
  await registerThroughAjax(api, { user, pass: PASSWORD, name: 'Anna Test' });
  await api.dispose();

  const problems = watchPageProblems(page);
  problems.allow(401, '/wp-admin/admin-ajax.php');
  await page.clock.install();
  await page.goto('/account/');
  await expect(page.locator('main').getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.locator('main').getByLabel('Username or e-mail address').fill(user);
  await page.locator('main').getByLabel('Password').fill('not the password');
  await page.locator('main').getByRole('button', { name: 'Log in' }).click();
  await expect(result(page)).toHaveText('The username or password is not right. Please try again.');
  await expect(result(page)).toHaveAttribute('aria-live', 'polite');

  await page.locator('main').getByLabel('Password').fill(PASSWORD);
  // From here the page's timers move only when the test moves them.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await page.locator('main').getByRole('button', { name: 'Log in' }).click();
  await expect(result(page)).toHaveText('Welcome back, Anna Test. You are logged in.');
  await page.clock.runFor(199);
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(true);
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(1);
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  await expect(page.locator(FORMS)).toContainText('Logged in as Anna Test');
  await expect(page.locator('main').getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('registers a new guest from the forms, by keyboard, and is logged in after the reload', async ({ page }) => {
  const user = unique();
  await page.clock.install();
  await page.goto('/account/');
  await page.locator('main').getByRole('button', { name: 'Create an account' }).click();
  await expect(page.locator('main').getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.locator('main').getByLabel('Username', { exact: true })).toBeFocused();
  await page.keyboard.type(user);
  await page.locator('main').getByLabel('E-mail address').fill(`${user}@guest.example`);
  await page.locator('main').getByLabel('Password').fill('weak');
  await page.locator('main').getByLabel('Password').press('Enter');
  await expect(result(page)).toHaveText('Passwords need at least 10 characters.');
  await page.locator('main').getByLabel('Password').fill(PASSWORD);
  await page.locator('main').getByLabel('Your name (optional)').fill('Bruno Test');
  // The page reloads 200 ms after the answer: hold the clock so the message can be read first.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.locator('main').getByRole('button', { name: 'Register' }).click();
  await expect(result(page)).toHaveText('Welcome, Bruno Test. Your account is ready and you are logged in.');
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(200);
  await reloaded;
  await expect(page.locator(FORMS)).toContainText('Logged in as Bruno Test');
});

test('asks for a new password and shows the same answer for any name', async ({ page }) => {
  await page.goto('/account/');
  await page.locator('main').getByRole('button', { name: 'Lost your password?' }).click();
  await expect(page.locator('main').getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.locator('main').getByLabel('Username or e-mail address').fill('nobody@guest.example');
  await page.locator('main').getByRole('button', { name: 'Get a new password' }).click();
  await expect(result(page)).toHaveText(
    'If an account matches, a link to choose a new password is on its way to the e-mail address of that account.',
  );
  await page.locator('main').getByRole('button', { name: 'Back to log in' }).click();
  await expect(page.locator('main').getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(result(page)).toHaveText('');
});
