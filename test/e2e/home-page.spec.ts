// A visitor opens the home page on a desktop and on a phone.
import { expect, test } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

interface Area {
  name: string;
  link: string;
}

for (const width of [1280, 375]) {
  test(`the home page renders with no console errors at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 767 ? 800 : 740 });
    const problems = watchPageProblems(page);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    // The first screenful is server HTML: it is complete once the document is parsed. Measured in
    // the browser, so the test runner's own round trips on a busy machine do not count.
    const parsedMs = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    );
    expect(parsedMs, 'document parsed (ms after navigation start)').toBeLessThan(3_000);
    await page.waitForLoadState('networkidle');

    await expect(page.locator('header').first()).toBeAttached();
    await expect(page.locator('footer').last()).toBeAttached();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').last()).toBeVisible();

    const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(scrollWidth, 'the page must not scroll sideways').toBeLessThanOrEqual(width);

    // Scroll through the page so lazy parts (backgrounds, islands) load too, then check again. Each
    // step waits two frames, so the page has laid out and checked its observers at every position
    // (a wait that depends on frames, not on how fast the machine is).
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let y = 0; y < document.scrollingElement!.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
    });
    await page.waitForLoadState('networkidle');
    const scrolledWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(scrolledWidth, 'nothing revealed while scrolling sticks out sideways').toBeLessThanOrEqual(width);
    expect(problems.list).toEqual([]);
  });
}

test('the Areas menu item is the second top-level menu item and lists the areas', async ({ page, request }) => {
  const api = await request.get('/wp-json/wp/v2/area?per_page=100');
  expect(api.status()).toBe(200);
  const areas = ((await api.json()) as Area[]).map((a) => ({ name: a.name, path: new URL(a.link).pathname }));
  expect(areas.length).toBeGreaterThan(0);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The primary menu: the first list in the header's navigation; its direct items are the top level.
  const topLevel = page.locator('header nav').first().locator('ul').first().locator(':scope > li');
  expect(await topLevel.count()).toBeGreaterThanOrEqual(2);
  const areasItem = topLevel.nth(1);
  await expect(areasItem.locator(':scope > a').first()).toHaveText(/areas/i);
  await expect(areasItem.locator(':scope > a').first()).toBeVisible();

  const listed = await areasItem
    .locator('ul a')
    .evaluateAll((links) =>
      links.map((a) => ({ name: (a.textContent ?? '').trim(), path: new URL((a as HTMLAnchorElement).href).pathname })),
    );
  const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
  expect(listed.sort(byPath)).toEqual(areas.sort(byPath));
});

test('the news cards show the three newest stories and link to them', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('.elementor-widget-posts article.elementor-post');
  await expect(cards).toHaveCount(3);
  const first = cards.first().locator('.elementor-post__title a');
  const title = (await first.textContent())!.trim();
  await expect(cards.first().locator('.elementor-post__excerpt')).not.toBeEmpty();
  await first.click();
  await expect(page).toHaveURL(/\/[a-z0-9-]+\/$/);
  await expect(page.locator('h1').first()).toHaveText(title);
});
