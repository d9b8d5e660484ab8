// A guest compares the suites (nested tabs) and the dining hours (tabs) on the "Your stay" page:
// tabs switch by mouse and keyboard (arrows, Home, End, roving tabindex), `#` links select a tab,
// and on a phone the same widgets become accordions that slide open over 400 ms.
import { expect, test } from '@playwright/test';

const suites = '.elementor-widget-nested-tabs';
const dining = '.elementor-widget-tabs';

test('suite tabs switch by click and keyboard, with one tab in the tab order', async ({ page }) => {
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  const tabs = page.locator(`${suites} [role="tab"]`);
  await expect(tabs).toHaveCount(3);
  await expect(page.locator(`${suites} [role="tablist"]`)).toBeVisible();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const panel = (i: number) =>
    tabs
      .nth(i)
      .getAttribute('aria-controls')
      .then((id) => page.locator(`#${id}`));
  await expect(await panel(0)).toBeVisible();
  await expect(await panel(1)).toBeHidden();

  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await expect(await panel(1)).toBeVisible();
  await expect(await panel(0)).toBeHidden();
  await expect(await panel(1)).toHaveAttribute('role', 'tabpanel');

  await tabs.nth(1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(2)).toHaveAttribute('tabindex', '0');
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  await expect(await panel(0)).toBeVisible();
});

test('dining tabs follow the same keyboard path', async ({ page }) => {
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  const tabs = page.locator(`${dining} [role="tab"]`);
  await tabs.first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.last()).toBeFocused();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`${dining} [role="tabpanel"]:visible`)).toContainText('19.00');
});

test('a link to a suite selects its tab, on load and when the hash changes', async ({ page }) => {
  await page.goto('/your-stay/#garden-suite');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#garden-suite')).toHaveAttribute('aria-selected', 'true');
  await page.evaluate(() => (location.hash = '#tower-suite'));
  await expect(page.locator('#tower-suite')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#garden-suite')).toHaveAttribute('aria-selected', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test('the suite tabs become an accordion that slides over 400 ms, without moving anything on load', async ({ page }) => {
    await page.clock.install();
    await page.goto('/your-stay/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator(`${suites} [role="tablist"]`)).toBeHidden();
    const titles = page.locator(`${suites} .e-n-tab-mobile-title`);
    await expect(titles).toHaveCount(3);
    await expect(titles.first()).toBeVisible();
    await expect(titles.first()).toHaveAttribute('aria-expanded', 'true');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    await titles.nth(1).click();
    await expect(titles.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(titles.first()).toHaveAttribute('aria-expanded', 'false');
    const second = page.locator(`#${await titles.nth(1).getAttribute('aria-controls')}`);
    await page.clock.runFor(200);
    const partway = await second.evaluate((el) => el.getBoundingClientRect().height);
    expect(partway).toBeGreaterThan(0);
    expect(partway).toBeLessThan(await second.evaluate((el) => el.scrollHeight));
    await page.clock.runFor(250);
    await expect(second).toBeVisible();
    await expect(second).not.toHaveAttribute('style', /height/);
    await expect(page.locator(`#${await titles.first().getAttribute('aria-controls')}`)).toBeHidden();
    // A second press closes it again, as in Elementor's mobile layout.
    await titles.nth(1).click();
    await page.clock.runFor(450);
    await expect(second).toBeHidden();
  });

  test('the dining tabs show titles before their panels', async ({ page }) => {
    await page.goto('/your-stay/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator(`${dining} .elementor-tabs-wrapper`)).toBeHidden();
    const titles = page.locator(`${dining} .elementor-tab-mobile-title`);
    await titles.nth(2).click();
    await expect(titles.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await titles.nth(2).getAttribute('aria-controls')}`)).toBeVisible();
  });
});
