// A hotel moving in starts an empty site (`foyer init`): its front page, before any content exists,
// welcomes in the theme at desktop and phone widths, without console errors or sideways scrolling,
// passes axe, and takes staff to the back office's login.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { initEmptySite } from '../../src/content/site-init.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { startSite, type ThemeSite } from './support/theme-site.ts';

let site: ThemeSite;

test.beforeAll(async () => {
  site = await startSite(
    'empty',
    async (db) => {
      const result = await initEmptySite(db.kysely, {
        administrator: { login: 'owner', email: 'owner@hotel.test' },
        password: 'Quiet-Harbour 2026',
        siteName: 'Albergo Nuovo',
      });
      if (!result.ok) throw new Error(result.message);
    },
    { demo: false },
  );
});
test.afterAll(async () => site?.close());

for (const width of [1280, 375]) {
  test(`the empty front page welcomes at ${width} px, passes axe and leads staff to /admin`, async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Albergo Nuovo');
    await expect(page.locator('main h1')).toHaveText('Albergo Nuovo');
    await expect(page.getByText('This site has no content yet.')).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    // Styled by the theme, not the browser's defaults; nothing wider than the screen.
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/^"?Times New Roman"?$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.waitForLoadState('networkidle');

    const { violations } = await new AxeBuilder({ page }).analyze();
    const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);

    await page.getByRole('link', { name: 'log in to the back office' }).click();
    await expect(page).toHaveURL(`${site.url}/admin/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to the back office' })).toBeVisible();
    expect(problems.list).toEqual([]);
  });
}
