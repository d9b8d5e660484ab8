// The back office at /admin: a staff member logs in, reads the dashboard (figures, chart, tables),
// changes the period, exports a table as CSV, changes a privacy setting and logs out; an editor
// sees the statistics but not the privacy page. Staff accounts are written into the test server's
// database (as `foyer user:create` does), one of each role per worker.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openDb } from '../../src/db/connect.ts';
import { createUser } from '../../src/db/repositories/users.ts';
import { watchPageProblems } from './support/page-problems.ts';

const PASSWORD = 'Courtyard-Figs 2026';
// Each test logs in with scrypt and loads a dozen API answers: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

const staff = new Map<string, Promise<string>>();

/** A staff account of this role for this worker (each test logs in on its own, so they share it safely); `tag` makes a separate one. */
function staffLogin(role: 'administrator' | 'editor', tag = ''): Promise<string> {
  const login = `${role.slice(0, 5)}${tag}-${test.info().workerIndex}-${Date.now().toString(36)}`;
  if (!staff.has(role + tag))
    staff.set(
      role + tag,
      (async () => {
        const db = openDb(`sqlite:${process.env.FOYER_E2E_DB}`);
        try {
          await createUser(db.kysely, { login, email: `${login}@casa-alba.test`, password: PASSWORD, displayName: `The ${role}`, role });
        } finally {
          await db.close();
        }
        return login;
      })(),
    );
  return staff.get(role + tag)!;
}

async function logIn(page: Page, login: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username or e-mail address').fill(login);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"] .admin-figure__value`);

test('logs in after a wrong password and reads the dashboard: figures, comparison, chart and tables', async ({ page }) => {
  const login = await staffLogin('administrator');
  const problems = watchPageProblems(page);
  problems.allow(401, '/admin/api/login');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the back office' })).toBeVisible();
  await expect(page.getByLabel('Username or e-mail address')).toBeFocused();
  await page.getByLabel('Username or e-mail address').fill(login);
  await page.getByLabel('Password').fill('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The username or password is not right. Please try again.');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Logged in as The administrator');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveTitle('Dashboard – Back office – Casa Alba Suites');

  // The demo's statistics: the last 30 days against the 30 before.
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('30d');
  await expect(figure(page, 'visitors')).toHaveText(/^\d{1,3}(,\d{3})+$/);
  await expect(figure(page, 'bounceRate')).toHaveText(/^\d+(\.\d)?%$/);
  await expect(figure(page, 'avgVisitSeconds')).toHaveText(/^\d+m \d\ds$/);
  await expect(page.locator('[data-figure="views"] .admin-figure__change')).toContainText(/(up|down) (<1|\d+)%|no change/);
  await expect(page.getByRole('img', { name: /^Chart of visitors, views and visits per day, Last 30 days: / })).toBeVisible();
  await expect(page.locator('.admin-chart canvas')).toHaveCount(1);
  await page.getByText('Show the figures').click();
  await expect(page.locator('.admin-chart__figures tbody tr')).toHaveCount(30);

  const pages = page.getByRole('region', { name: 'Top pages' });
  await expect(pages.getByRole('row')).toHaveCount(11);
  await expect(pages.getByRole('row').nth(1)).toContainText('Home');
  await pages.getByRole('button', { name: 'Show 10 more' }).click();
  await expect(pages.getByRole('row')).not.toHaveCount(11);
  for (const title of [
    'Entry pages',
    'Exit pages',
    'Referrers',
    'Search engines',
    'Channels',
    'Browsers',
    'Operating systems',
    'Devices',
    'Link clicks',
    'Downloads',
  ])
    await expect(page.getByRole('region', { name: title }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Online now' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('changes the period, with the choice in the address, and refuses a custom range that ends before it starts', async ({ page }) => {
  await logIn(page, await staffLogin('administrator'));
  const visitors30 = await figure(page, 'visitors').textContent();
  await page.getByRole('combobox', { name: 'Period' }).selectOption('7d');
  await expect(page).toHaveURL(/\/admin\?range=7d$/);
  await expect(page.getByRole('img', { name: /Last 7 days/ })).toBeVisible();
  await expect(figure(page, 'visitors')).not.toHaveText(visitors30!);
  await page.getByText('Show the figures').click();
  await expect(page.locator('.admin-chart__figures tbody tr')).toHaveCount(7);

  await page.getByRole('combobox', { name: 'Period' }).selectOption('custom');
  const to = await page.getByLabel('To', { exact: true }).inputValue();
  await page.getByLabel('From', { exact: true }).fill('2030-01-10');
  await page.getByLabel('To', { exact: true }).fill('2030-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'must be on or before' })).toHaveText('The start must be on or before to.');
  await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('From', { exact: true }).fill(to);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?range=custom&from=${to}&to=${to}$`));
  await expect(page.getByRole('img', { name: /Custom range/ })).toBeVisible();

  // Back returns to the previous period; a reload keeps the current one.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\?range=7d$/);
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('7d');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('7d');
});

test('exports a table as a CSV file named after the site, the table and the days', async ({ page }) => {
  await logIn(page, await staffLogin('administrator'));
  await page.getByRole('combobox', { name: 'Period' }).selectOption('this_month');
  await expect(page).toHaveURL(/range=this_month/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Top pages as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Casa-Alba-Suites-pages-\d{4}-\d\d-01-to-\d{4}-\d\d-\d\d\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe('\uFEFFPage,Title,Visitors,Views');
  expect(lines[1]).toMatch(/^\/,Home,\d+,\d+$/);
  expect(lines.length).toBeGreaterThan(10);
});

test('changes a privacy setting: a wrong range is named beside its field, the saved setting stays', async ({ page }) => {
  await logIn(page, await staffLogin('administrator'));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeFocused();
  // A switch no page's behaviour depends on: this server is shared with the tracker's tests (Do Not Track).
  const userAgent = page.getByRole('checkbox', { name: 'Keep each visitor’s full browser description' });
  const wasOn = await userAgent.isChecked();
  await userAgent.setChecked(!wasOn);
  await page.getByRole('checkbox', { name: 'Editors' }).check();
  const ranges = page.getByLabel('Excluded IP addresses and ranges');
  await ranges.fill('203.0.113.0/24\n10.0.0.0/33');
  await page.getByLabel('Keep details for (days)').fill('400');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The prefix of “10.0.0.0/33” must be a number from 0 to 32.')).toBeVisible();
  await expect(ranges).toHaveAttribute('aria-invalid', 'true');
  await expect(ranges).toBeFocused();
  await expect(ranges).toHaveAccessibleDescription(/The prefix of “10.0.0.0\/33” must be a number from 0 to 32\./);

  await ranges.fill('203.0.113.0/24\n10.0.0.0/8');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText('Settings saved. Pages carry the new tracker settings from now on.');
  await expect(ranges).not.toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Keep each visitor’s full browser description' })).toBeChecked({ checked: !wasOn });
  await expect(page.getByRole('checkbox', { name: 'Editors' })).toBeChecked();
  await expect(page.getByLabel('Excluded IP addresses and ranges')).toHaveValue('203.0.113.0/24\n10.0.0.0/8');
  await expect(page.getByLabel('Keep details for (days)')).toHaveValue('400');
});

test('logs out: the next screen is the login form, and the API answers 401', async ({ page }) => {
  await logIn(page, await staffLogin('editor'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the back office' })).toBeVisible();
  const api = await page.request.get('/admin/api/stats/overview');
  expect(api.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the back office' })).toBeVisible();
});

test('lists the account’s sessions and logs out everywhere else, then everywhere', async ({ page, browser }) => {
  // An account of its own: logging out everywhere must not end another test's session.
  const login = await staffLogin('editor', 's');
  const other = await browser.newContext();
  const phone = await other.newPage();
  await logIn(phone, login);
  await logIn(page, login);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(page).toHaveURL(/\/admin\/sessions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeFocused();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('(this browser)');
  await expect(rows.nth(2).getByRole('button', { name: /^Log out / })).toBeVisible();

  await page.getByRole('button', { name: 'Log out everywhere else' }).click();
  await expect(page.getByRole('status')).toHaveText('Logged out of 1 other session.');
  await expect(rows).toHaveCount(2);
  expect((await phone.request.get('/admin/api/stats/online')).status()).toBe(401);
  await other.close();

  await page.getByRole('button', { name: 'Log out everywhere', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the back office' })).toBeVisible();
  expect((await page.request.get('/admin/api/stats/online')).status()).toBe(401);
});

test('an editor reads the statistics, the submissions and the vouchers but has no privacy page', async ({ page }) => {
  await logIn(page, await staffLogin('editor'));
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Submissions', 'Sessions', 'Gift vouchers']);
  await page.goto('/admin/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Your account (editor) may not open this page. Ask an administrator.');
});

test('refreshes "Online now" every 60 000 ms', async ({ page }) => {
  const login = await staffLogin('editor');
  await page.clock.install();
  await logIn(page, login);
  await expect(page.getByRole('region', { name: 'Online now' })).toBeVisible();
  const pings: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/admin/api/stats/online') pings.push(Date.now());
  });
  await page.clock.runFor(59_000);
  expect(pings).toHaveLength(0);
  const first = page.waitForRequest('**/admin/api/stats/online');
  await page.clock.runFor(1_000);
  await first;
  const second = page.waitForRequest('**/admin/api/stats/online');
  await page.clock.runFor(60_000);
  await second;
  expect(pings).toHaveLength(2);
});

test('works by keyboard: the skip link leads into the page, the navigation moves focus to the new page', async ({ page }) => {
  await logIn(page, await staffLogin('administrator'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Privacy' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeFocused();
  await expect(page).toHaveTitle('Privacy – Back office – Casa Alba Suites');
});

for (const width of [1280, 375]) {
  test(`has no accessibility violations at ${width} px: login, dashboard, privacy, sessions`, async ({ page }) => {
    test.setTimeout(90_000);
    const login = await staffLogin('administrator');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin');
    expect((await new AxeBuilder({ page }).analyze()).violations, 'login').toEqual([]);
    await page.keyboard.type(login);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Downloads' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations, 'dashboard').toEqual([]);
    await page.goto('/admin/privacy');
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations, 'privacy').toEqual([]);
    await page.goto('/admin/sessions');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations, 'sessions').toEqual([]);
  });
}
