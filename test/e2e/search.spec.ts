// A visitor searches: the search icon opens the dropdown and focuses the field 200 ms later, a
// second click with text submits, Escape and a click outside close it; the results page marks
// the matches and pages through them.
import { expect, type Page, test } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

const FOCUS_DELAY_MS = 200;

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    async function openResults(page: Page, query: string) {
      await page.clock.install();
      await page.goto(`/?s=${encodeURIComponent(query)}`);
      // The header's dropdown (the results page shows a second form of its own, in #content).
      const root = page.locator('#masthead .foyer-header-search');
      await page.waitForFunction(() => Boolean(window.foyer));
      // From here on, page time moves only when the test moves it.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      // The behaviour waits for the visitor's first input (it marks the root once attached): the
      // test's first press fetches it, and is held until it is there.
      await expect(root).not.toHaveClass(/foyer-header-search--ready/);
      return { root, button: root.getByRole('button', { name: 'Search' }), field: root.getByRole('searchbox', { name: 'Search for:' }) };
    }

    test('opens on click, focuses the field after 200 ms, submits on a second click with text', async ({ page }) => {
      const problems = watchPageProblems(page);
      const { root, button, field } = await openResults(page, 'sea');
      await expect(page.locator('.theme-search__hit mark').first()).toHaveText(/sea/i);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(field).toBeHidden();

      await button.click();
      await expect(root).toHaveClass(/foyer-header-search--ready/);
      await expect(root).toHaveClass(/ast-dropdown-active/);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(field).toBeVisible();
      await page.clock.runFor(FOCUS_DELAY_MS - 20);
      await expect(field).not.toBeFocused();
      await page.clock.runFor(20);
      await expect(field).toBeFocused();

      await field.fill('garden suite');
      await button.click();
      await page.waitForURL(/\?s=garden\+suite$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “garden suite”');
      expect(problems.list).toEqual([]);
    });

    test('closes with Escape (focus back on the button) and with a click outside', async ({ page }) => {
      const { root, button, field } = await openResults(page, 'sea');
      await button.click();
      // The press is the first input: it opens once the behaviour it fetched has attached, and the
      // focus delay counts from then.
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.clock.runFor(FOCUS_DELAY_MS);
      await expect(field).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(root).not.toHaveClass(/ast-dropdown-active/);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await expect(field).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.locator('.theme-search__body').click({ position: { x: 5, y: 5 } });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test('works from the keyboard alone: Enter opens, typing and Enter search', async ({ page }) => {
      const { button, field } = await openResults(page, 'old town');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.clock.runFor(FOCUS_DELAY_MS);
      await expect(field).toBeFocused();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('harbour');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\?s=harbour$/);
      await expect(page.locator('.theme-search__hit').first()).toBeVisible();
      await expect(page.locator('.theme-search__hit mark').first()).toHaveText(/harbour/i);
    });

    test('shows a clear no-results state', async ({ page }) => {
      await page.goto('/?s=zeppelin');
      await expect(page.getByText('Nothing matched “zeppelin”.')).toBeVisible();
      await expect(page.locator('.theme-search__empty .theme-chips a').first()).toBeVisible();
    });
  });
}
