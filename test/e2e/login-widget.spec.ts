// The Travel partners page's login widget: a plain form without JavaScript. A wrong password comes
// back on /wp-login.php with the name kept and the message announced; the right one returns to the
// page, which then says who is logged in, with a log-out button that logs out and comes back.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { registerThroughAjax } from './support/accounts.ts';
import { watchPageProblems } from './support/page-problems.ts';

const PASSWORD = 'Harbour&Lights7';
const unique = () => `agent${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('logs in through the plain form, back on the page as the logged-in agent, then logs out', async ({ page, playwright, baseURL }) => {
  const user = unique();
  const api = await playwright.request.newContext({ baseURL });
  await registerThroughAjax(api, { user, pass: PASSWORD, name: 'Agent Lima', mail: `${user}@agency.example` });
  await api.dispose();

  const problems = watchPageProblems(page);
  problems.allow(401, '/wp-login.php');
  await page.goto('/travel-partners/');
  const form = page.locator('main').getByRole('form', { name: 'Login form' });
  await expect(form).toBeVisible();
  // The widget ships no JavaScript: it names no behaviour and no island.
  const widget = page.locator('.elementor-widget-login');
  expect(await widget.evaluate((el) => [el.getAttribute('data-behaviours'), el.querySelector('[data-island]')])).toEqual([null, null]);
  await form.getByLabel('Agency e-mail or username').fill(user);
  await form.getByLabel('Password').fill('not the password');
  await form.getByRole('button', { name: 'Log in to the partner area' }).click();

  await expect(page).toHaveURL(/\/wp-login\.php$/);
  await expect(page.locator('main').getByRole('alert')).toHaveText('The username or password is not right. Please try again.');
  // The header's account panel holds forms too: this is the page's own.
  const again = page.locator('main').getByRole('form', { name: 'Login form' });
  await expect(again.getByLabel('Username or Email Address')).toHaveValue(user);
  await expect(again.getByLabel('Password')).toHaveValue('');
  await again.getByLabel('Password').fill(PASSWORD);
  await again.getByLabel('Remember Me').check();
  await again.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/travel-partners\/$/);
  await expect(page.locator('.elementor-login__logged-in-message')).toHaveText('You are Logged in as Agent Lima (Logout)');
  const session = (await page.context().cookies()).find((c) => c.name === 'foyer_session');
  expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 13 * 24 * 3600);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/travel-partners\/$/);
  await expect(page.locator('main').getByRole('form', { name: 'Login form' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'foyer_session')).toBeUndefined();
  expect(problems.list).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`the login widget and /wp-login.php are axe clean at ${width} px, the form inside the viewport`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/travel-partners/');
    const form = page.locator('main').getByRole('form', { name: 'Login form' });
    const box = (await form.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    for (const url of ['/wp-login.php', '/wp-login.php?action=lostpassword', '/wp-login.php?action=register']) {
      await page.goto(url);
      const page_ = await new AxeBuilder({ page }).include('main').analyze();
      expect(page_.violations.map((v) => `${url} ${v.id}`)).toEqual([]);
    }
  });
}
