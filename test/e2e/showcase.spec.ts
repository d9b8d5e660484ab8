// The demo as a visitor and a member of staff find it on a phone and a desktop: the search results
// page fits the phone, no menu item claims to be the search results or the 404 page, the open mobile
// menu sits above the "Book direct" bar and the chat button, and staff logged in on the public site
// find their way to the back office.
import { expect, test, type Page } from '@playwright/test';
import { openDb } from '../../src/db/connect.ts';
import { createUser } from '../../src/db/repositories/users.ts';

const PHONE = { width: 375, height: 800 };

test('the search results page fits a phone, and its search opens inside the window', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/?s=pool');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const hero = page.locator('.theme-search__hero');
  await hero.getByRole('button', { name: 'Search', exact: true }).click();
  const field = hero.getByRole('searchbox');
  await expect(field).toBeVisible();
  const box = (await hero.locator('.search-form').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('the menu marks the page it leads to, and nothing on search results or the 404 page', async ({ page }) => {
  const current = () => page.locator('#ast-hf-menu-1 > .current-menu-item');
  await page.goto('/about/');
  await expect(current()).toHaveCount(1);
  await expect(current()).toContainText('About');
  await expect(current().getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  for (const path of ['/?s=pool', '/no-such-page/']) {
    await page.goto(path);
    await expect(page.locator('#ast-hf-menu-1 > li').first()).toBeAttached();
    await expect(current(), path).toHaveCount(0);
    await expect(page.locator('#ast-hf-menu-1 [aria-current]'), path).toHaveCount(0);
  }
});

/** Whether the topmost element at the centre of a box is inside `selector`. */
const topmostIsIn = (page: Page, box: { x: number; y: number; width: number; height: number }, selector: string) =>
  page.evaluate(([x, y, sel]) => Boolean(document.elementFromPoint(x as number, y as number)?.closest(sel as string)), [
    box.x + box.width / 2,
    box.y + box.height / 2,
    selector,
  ] as const);

test('the open mobile menu covers the booking bar and the chat button, not the other way round', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const bar = page.locator('.e-floating-bars__bar').first();
  const chat = page.locator('.e-contact-buttons__chat-button').first();
  await expect(bar).toBeVisible();
  await expect(chat).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  const chatBox = (await chat.boundingBox())!;
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.locator('#ast-mobile-popup');
  await expect(drawer.locator('.ast-mobile-popup-inner')).toBeInViewport();
  // After the 300 ms slide-in, the drawer's panel is on top where the bar and the button were.
  await expect.poll(() => topmostIsIn(page, { ...barBox, x: PHONE.width - 60, width: 10 }, '#ast-mobile-popup')).toBe(true);
  await expect.poll(() => topmostIsIn(page, chatBox, '#ast-mobile-popup')).toBe(true);
  // The menu's last item can be reached and clicked.
  const last = drawer.getByRole('link').last();
  await last.scrollIntoViewIfNeeded();
  expect(await topmostIsIn(page, (await last.boundingBox())!, '#ast-mobile-popup')).toBe(true);
});

test('staff logged in on the public site reach the back office from the account panel', async ({ page }) => {
  test.setTimeout(60_000);
  const login = `showcase-${test.info().workerIndex}-${Date.now().toString(36)}`;
  const password = 'Courtyard-Figs 2026';
  const db = openDb(`sqlite:${process.env.FOYER_E2E_DB}`);
  try {
    await createUser(db.kysely, { login, email: `${login}@casa-alba.test`, password, displayName: 'The manager', role: 'editor' });
  } finally {
    await db.close();
  }
  await page.goto('/admin');
  await page.getByLabel('Username or e-mail address').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  const panel = page.locator('#ast-account-panel');
  await expect(panel).toContainText('Logged in as The manager');
  await panel.getByRole('link', { name: 'Go to the back office' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
