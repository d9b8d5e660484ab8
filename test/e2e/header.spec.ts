// The theme header on the demo: the desktop bar above 921 px and the responsive mode at and below it,
// the submenus by hover and by keyboard, the sticky header (no layout shift, the anchor offset), and
// the areas list refreshed from the REST API (and kept when that fails).
import { expect, type Page, test } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

/** Waits until the header's behaviours have attached (mobile-menu marks the body's header mode). */
async function ready(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveClass(/ast-(desktop|header-break-point)/);
}

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the menu in the bar and opens the areas submenu by hover and by keyboard', async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.goto('/');
    await ready(page);
    await expect(page.locator('body')).toHaveClass(/\bast-desktop\b/);
    const menu = page.locator('#masthead ul.main-header-menu');
    await expect(menu).toBeVisible();
    await expect(page.locator('#masthead .menu-toggle')).toBeHidden();
    await expect(page.locator('#masthead a.ast-custom-button-link')).toHaveText('Book now');

    const areas = menu.locator(':scope > li').nth(1);
    const sub = areas.locator(':scope > .sub-menu');
    await expect(sub).toBeHidden();
    await areas.locator(':scope > a').hover();
    await expect(sub).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(sub).toBeHidden();

    // Keyboard: the link, then its submenu button (named, aria-expanded), Enter opens, Tab goes in.
    await areas.locator(':scope > a').focus();
    await page.keyboard.press('Tab');
    const button = areas.locator(':scope > .ast-menu-toggle');
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName('Areas submenu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(sub).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(sub.locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(sub).toBeHidden();
    expect(problems.list).toEqual([]);
  });

  test('switches to the responsive header at 921 px and back at 922 px', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.setViewportSize({ width: 921, height: 800 });
    await expect(page.locator('body')).toHaveClass(/\bast-header-break-point\b/);
    await expect(page.locator('#masthead .menu-toggle')).toBeVisible();
    await expect(page.locator('#masthead ul.main-header-menu')).toBeHidden();
    await page.setViewportSize({ width: 922, height: 800 });
    await expect(page.locator('body')).toHaveClass(/\bast-desktop\b/);
    await expect(page.locator('#masthead .menu-toggle')).toBeHidden();
    await expect(page.locator('#masthead ul.main-header-menu')).toBeVisible();
  });
});

for (const width of [1280, 375]) {
  test(`the sticky header sticks past 160 px and unsticks above, with no layout shift, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.clock.install();
    await page.goto('/');
    await ready(page);
    const header = page.locator('#masthead');
    const bar = header.locator('.main-header-bar');
    const mainTop = () => page.evaluate(() => document.getElementById('content')!.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    const barHeight = await bar.evaluate((el) => el.getBoundingClientRect().height);
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.clock.runFor(20); // one animation frame
    };
    await scrollTo(160);
    await expect(header).not.toHaveClass(/ast-sticky-active/);
    await scrollTo(161);
    await expect(header).toHaveClass(/ast-sticky-active/);
    await expect(bar).toHaveCSS('position', 'fixed');
    expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await expect(bar).toBeInViewport();
    expect(await mainTop()).toBe(before);
    // In-page anchors land below the fixed bar: the sticky header adds its height to the offset.
    const offset = await page.evaluate(() => window.foyer!.hooks.applyFilters('frontend/handlers/menu_anchor/scroll_top_distance', 1000));
    expect(offset).toBeCloseTo(1000 - barHeight, 0);
    await scrollTo(1500);
    await expect(bar).toBeInViewport();
    await scrollTo(100);
    await expect(header).not.toHaveClass(/ast-sticky-active/);
    await expect(bar).toHaveCSS('position', 'static');
    expect(await mainTop()).toBe(before);
  });
}

test.describe('the areas submenu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is emptied and refilled from GET /wp-json/wp/v2/area, each entry linking to its own link', async ({ page }) => {
    let asked = '';
    await page.route('**/wp-json/wp/v2/area?*', async (route) => {
      asked = route.request().url();
      await route.fulfill({
        json: [
          { id: 91, name: 'Lighthouse Point', link: 'http://127.0.0.1/area/lighthouse-point/' },
          { id: 92, name: 'Old Town', link: 'http://127.0.0.1/area/old-town/' },
        ],
      });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The refresh answers the visitor: a page nobody touches never asks.
    expect(asked).toBe('');
    const item = page.locator('#masthead ul.main-header-menu > li').nth(1);
    // The element the areas-menu behaviour runs on: the item itself, or the list inside its mega panel.
    const areas = item.locator('[data-behaviours~="areas-menu"]');
    await expect(areas).not.toHaveAttribute('data-areas-refreshed', /./);
    await item.locator(':scope > a').hover();
    await expect(areas).toHaveAttribute('data-areas-refreshed', 'true');
    expect(new URL(asked).pathname).toBe('/wp-json/wp/v2/area');
    const links = areas.locator('.sub-menu a');
    await expect(links).toHaveText(['Lighthouse Point', 'Old Town']);
    expect(await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).toEqual([
      'http://127.0.0.1/area/lighthouse-point/',
      'http://127.0.0.1/area/old-town/',
    ]);
  });

  test('keeps the server list when the request fails', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/');
    const serverList = await page
      .locator('#masthead ul.main-header-menu > li')
      .nth(1)
      .locator('[data-behaviours~="areas-menu"] .sub-menu a')
      .allTextContents();
    expect(serverList.length).toBeGreaterThan(0);
    await page.route('**/wp-json/wp/v2/area?*', (route) => route.fulfill({ status: 503, json: { code: 'down', message: 'Down' } }));
    await page.reload();
    const item = page.locator('#masthead ul.main-header-menu > li').nth(1);
    await item.locator(':scope > a').hover();
    // The element the areas-menu behaviour runs on: the item itself, or the list inside its mega panel.
    const areas = item.locator('[data-behaviours~="areas-menu"]');
    await expect(areas).toHaveAttribute('data-areas-refreshed', 'failed');
    await expect(areas.locator('.sub-menu a')).toHaveText(serverList);
    expect(warnings.some((w) => w.includes('Areas menu: kept the server list'))).toBe(true);
  });
});
