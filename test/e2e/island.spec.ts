// A visitor plans a stay: the planner island hydrates near the viewport and its total follows clicks and keys.
import { expect, test, type Page } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

const ISLAND = '[data-island="stay-planner"]';
/** The React chunk (vite.config.ts names its code-splitting group "react"). */
const isReactChunk = (url: string) => /\/assets\/react-[\w-]+\.js$/.test(new URL(url).pathname);

function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

const nightsValue = (page: Page) => page.locator(`${ISLAND} .foyer-stay-planner__value`).first();
const total = (page: Page) => page.locator(`${ISLAND} .foyer-stay-planner__total`);

test('the stay planner hydrates and updates the total', async ({ page }) => {
  const problems = watchPageProblems(page);
  const scripts = recordScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const island = page.locator(ISLAND);
  await expect(island).toHaveCount(1);
  const distance = await island.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
  expect(distance, 'the planner sits below the fold of the demo home page').toBeGreaterThan(200);
  expect(scripts.filter(isReactChunk), 'React is not loaded before an island needs it').toEqual([]);
  await expect(island).not.toHaveAttribute('data-hydrated');

  // Near the viewport: React and the island load, and the server markup is hydrated in place.
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-hydrated', '', { timeout: 3_000 });
  expect(scripts.some(isReactChunk)).toBe(true);

  const nights = Number(await nightsValue(page).textContent());
  const before = await total(page).textContent();
  await page.getByRole('button', { name: 'More nights' }).click();
  await expect(nightsValue(page)).toHaveText(String(nights + 1), { timeout: 1_000 });
  await expect(total(page)).toContainText(`${nights + 1} nights`, { timeout: 1_000 });
  expect(await total(page).textContent()).not.toBe(before);
  expect(problems.list).toEqual([]);
});

test('the stay planner works from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator(ISLAND)).toHaveCount(1);
  const more = page.getByRole('button', { name: 'More nights' });
  const nights = Number(await nightsValue(page).textContent());

  // Tab through the page until the button has focus, as a keyboard user would.
  for (let presses = 0; presses < 300; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'More nights')) break;
  }
  await expect(more).toBeFocused();
  // Focus inside the island hydrates it (it is also in view now).
  await expect(page.locator(ISLAND)).toHaveAttribute('data-hydrated', '', { timeout: 3_000 });
  await page.keyboard.press('Enter');
  await expect(nightsValue(page)).toHaveText(String(nights + 1), { timeout: 1_000 });
  await expect(total(page)).toContainText(`${nights + 1} nights`);
  await expect(more).toBeFocused();
});
