// A guest reads the FAQ (nested accordion) and the house rules (toggle) on the "Your stay" page:
// titles open and close their answers with a timed slide, one FAQ answer at a time, by mouse and
// keyboard, with the ARIA states a screen reader announces, and `#` links open the right answer.
import { expect, test } from '@playwright/test';

const faq = '.elementor-widget-nested-accordion';
const rules = '.elementor-widget-toggle';

test('the FAQ opens one answer at a time, sliding over its 400 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  const items = page.locator(`${faq} details`);
  await expect(items.first()).toHaveAttribute('open', '');
  await expect(items.nth(1)).not.toHaveAttribute('open', '');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await items.nth(1).locator('summary').click();
  const answer = items.nth(1).locator('> .e-con');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  const full = await answer.evaluate((el) => el.scrollHeight);
  await page.clock.runFor(200);
  const half = await answer.evaluate((el) => el.getBoundingClientRect().height);
  expect(half).toBeGreaterThan(0);
  expect(half).toBeLessThan(full);
  // The first answer is closing meanwhile, and stays open until its slide ends.
  await expect(items.first()).toHaveAttribute('open', '');
  await page.clock.runFor(250);
  await expect(items.first()).not.toHaveAttribute('open', '');
  await expect(answer).not.toHaveAttribute('style', /height/);
  expect(await answer.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(half);
});

test('the FAQ works from the keyboard: arrows move, Enter opens, Escape closes', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  const summaries = page.locator(`${faq} summary`);
  await summaries.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(summaries.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(summaries.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(summaries.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(summaries.last()).toBeFocused();
  await page.keyboard.press('Enter');
  const last = page.locator(`${faq} details`).last();
  await expect(last).toHaveAttribute('open', '');
  await expect(page.locator(`${faq} details[open]`)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(last).not.toHaveAttribute('open', '');
  await expect(summaries.last()).toBeFocused();
});

test('a link to an answer opens it, on load and when the hash changes', async ({ page }) => {
  await page.goto('/your-stay/#faq-parking');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#faq-parking')).toHaveAttribute('open', '');
  await page.evaluate(() => (location.hash = '#faq-pets'));
  await expect(page.locator('#faq-pets')).toHaveAttribute('open', '');
  await expect(page.locator('#faq-parking')).not.toHaveAttribute('open', '');
});

test('the house rules toggle opens several rules, with ARIA states and a 400 ms slide', async ({ page }) => {
  await page.clock.install();
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  const buttons = page.locator(`${rules} .elementor-tab-title > button`);
  await expect(buttons).toHaveCount(3);
  for (const b of await buttons.all()) await expect(b).toHaveAttribute('aria-expanded', 'false');
  const first = page.locator(`#${await buttons.first().getAttribute('aria-controls')}`);
  await expect(first).toBeHidden();
  await expect(first).toHaveAttribute('role', 'region');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await buttons.first().click();
  await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(200);
  const partway = await first.evaluate((el) => el.getBoundingClientRect().height);
  const full = await first.evaluate((el) => el.scrollHeight);
  expect(partway).toBeGreaterThan(0);
  expect(partway).toBeLessThan(full);
  await page.clock.runFor(250);
  await expect(first).not.toHaveAttribute('style', /height/);
  // The toggle keeps the first rule open while a second opens (keyboard this time).
  await buttons.nth(1).focus();
  await page.keyboard.press('Space');
  await page.clock.runFor(450);
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(buttons.nth(2)).toBeFocused();
  await buttons.first().click();
  await page.clock.runFor(450);
  await expect(first).toBeHidden();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('rules open at once, without a slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/your-stay/');
    await page.waitForLoadState('networkidle');
    const button = page.locator(`${rules} .elementor-tab-title > button`).first();
    await button.click();
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel).not.toHaveAttribute('style', /height/);
  });
});
