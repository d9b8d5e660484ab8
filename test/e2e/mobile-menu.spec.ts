// A visitor on a phone uses the mobile menu: the demo's off-canvas drawer (slides in and out, a modal
// dialog that traps focus and returns it to the toggle), the dropdown variant of the theme option,
// and the Elementor nav menu widget's own collapsed menu on a page that uses it.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';
import { startThemeSite, type ThemeSite } from './support/theme-site.ts';
import { DEMO_THEME } from '../../src/demo/theme.ts';

test.use({ viewport: { width: 375, height: 740 } });

/** The header's behaviours have attached once the body carries the header mode. */
async function ready(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveClass(/ast-header-break-point/);
}

/** Records the element's finished transitions ("property seconds") in its data-transitions attribute. */
async function recordTransitions(locator: Locator): Promise<void> {
  await locator.evaluate((el) => {
    el.addEventListener('transitionend', (event) => {
      const e = event as TransitionEvent;
      if (e.target === el) el.dataset.transitions = `${el.dataset.transitions ?? ''} ${e.propertyName} ${e.elapsedTime}`.trim();
    });
  });
}
const transitions = (locator: Locator) => locator.evaluate((el) => el.dataset.transitions ?? '');

test.describe('the off-canvas menu (the demo)', () => {
  test('opens by the toggle, slides in over 300 ms, traps focus, and closes by Escape with focus back on the toggle', async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.goto('/');
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const inner = drawer.locator('.ast-mobile-popup-inner');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(inner).toBeHidden();
    await recordTransitions(inner);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/\bast-popup-nav-open\b/);
    // It slides in: a transform transition that ran for 300 ms.
    await expect.poll(() => transitions(inner)).toBe('transform 0.3');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(inner).toHaveAttribute('aria-modal', 'true');
    await expect(inner).toHaveCSS('transform', 'none');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();

    // Tab and Shift+Tab stay inside the open drawer.
    // Shift+Tab from the first control wraps to the drawer's last one; Tab from there wraps back.
    await page.keyboard.press('Shift+Tab');
    expect(
      await inner.evaluate((el) => el.contains(document.activeElement) && !document.activeElement!.matches('.menu-toggle-close')),
    ).toBe(true);
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Home' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/ast-popup-nav-open/);
    await expect.poll(() => transitions(inner)).toBe('transform 0.3 transform 0.3');
    await expect(inner).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });

  test('closes by its close button, the overlay and an in-page anchor; submenus fold on every toggle', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Menu' });

    await toggle.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 400); // the overlay, left of the drawer
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const areasButton = dialog.getByRole('button', { name: 'Areas submenu' });
    await areasButton.click();
    await expect(areasButton).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.locator('.sub-menu a').first()).toBeVisible();
    await page.keyboard.press('Escape'); // folds the submenu holding focus first
    await expect(areasButton).toHaveAttribute('aria-expanded', 'false');
    await areasButton.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await toggle.click();
    await expect(areasButton).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.locator('.sub-menu').first()).toBeHidden();

    // "Areas" links to /#areas: an anchor on this page closes the menu.
    await dialog.getByRole('link', { name: 'Areas' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#areas$/);
  });

  test('opens and closes at once for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const inner = page.locator('.ast-mobile-popup-inner');
    const seconds = await inner.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(seconds).toBeLessThan(0.001);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('the dropdown menu and the nav menu widget', () => {
  let site: ThemeSite;
  test.beforeAll(async () => {
    site = await startThemeSite({
      theme: { ...DEMO_THEME, header: { ...DEMO_THEME.header, mobileMenu: 'dropdown' } },
      menu: [
        { title: 'Home', kind: 'custom', url: '/' },
        { title: 'Areas', kind: 'taxonomy', object: 'area', url: '/#areas' },
        { title: 'Stay', kind: 'custom', url: '/#stay', children: [{ title: 'Suites', kind: 'custom', url: '/suites/' }] },
      ],
      pages: [
        {
          slug: 'nav-menu-widget',
          elements: [
            {
              id: 'nm1',
              elType: 'container',
              settings: {},
              elements: [
                {
                  id: 'nm2',
                  elType: 'widget',
                  widgetType: 'nav-menu',
                  settings: { menu: 'primary', menu_name: 'Widget menu', dropdown: 'tablet', toggle: 'burger' },
                  elements: [],
                },
              ],
            },
            { id: 'nm3', elType: 'container', settings: { min_height: { unit: 'px', size: 1200 } }, elements: [] },
          ],
        },
      ],
    });
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('the dropdown opens under the bar; Tab goes from the toggle into it; submenus open one at a time; a tap outside closes it', async ({
    page,
  }) => {
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/`);
    await ready(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.locator('#ast-mobile-popup');
    await expect(drawer).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/\bast-main-header-nav-open\b/);
    await expect(drawer).toBeVisible();
    const barBottom = await page.locator('.main-header-bar').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await drawer.evaluate((el) => el.getBoundingClientRect().top)).toBeCloseTo(barBottom, 0);
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();

    const areas = drawer.getByRole('button', { name: 'Areas submenu' });
    const stay = drawer.getByRole('button', { name: 'Stay submenu' });
    await areas.click();
    await expect(areas).toHaveAttribute('aria-expanded', 'true');
    await stay.click();
    await expect(stay).toHaveAttribute('aria-expanded', 'true');
    await expect(areas).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Suites' })).toBeVisible();

    await page.mouse.click(200, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toBeHidden();

    await toggle.click();
    await expect(stay).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await drawer.getByRole('link', { name: 'Stay' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(problems.list).toEqual([]);
  });

  test('the Elementor nav menu widget collapses behind its own toggle, with Escape and a tap outside', async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/nav-menu-widget/`);
    const widget = page.locator('.elementor-element-nm2');
    const toggle = widget.locator('.foyer-nav-menu__toggle');
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(toggle).toBeVisible();
    await expect(list).toBeHidden();
    // The behaviour is a lazily loaded module: it marks the current page's link when attached.
    await expect.poll(() => page.evaluate(() => document.querySelector('.elementor-element-nm2 nav') !== null)).toBe(true);
    await expect(widget.locator('[aria-current="page"]')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => Boolean(window.foyer))).toBe(true);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/foyer-nav-open/);
    const stay = list.locator(':scope > li').nth(2);
    const stayButton = stay.locator(':scope > .foyer-nav-menu__sub-toggle');
    await stayButton.click();
    await expect(stayButton).toHaveAttribute('aria-expanded', 'true');
    await expect(stay.locator('.sub-menu a').first()).toBeVisible();
    await stayButton.focus();
    await page.keyboard.press('Escape');
    await expect(stayButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/foyer-nav-open/);
    await toggle.click();
    await expect(stayButton).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.click(200, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(problems.list).toEqual([]);
  });
});
