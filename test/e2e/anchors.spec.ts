// In-page links: "Explore the areas" on the home page scrolls to the areas (below anything a module
// pins to the top, through Elementor's scroll_top_distance filter) and moves focus there; a link
// from another page scrolls once the page has loaded; reduced motion jumps; bad hashes are ignored.
import { expect, type Page, test } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

/** The page has booted: in-page link handling answers (its chunk loads at the first input). */
async function ready(page: Page) {
  await page.waitForFunction(() => Boolean(window.foyer?.urlActions));
}

const areasTop = (page: Page) => page.evaluate(() => Math.round(document.getElementById('areas')!.getBoundingClientRect().top));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
/** The demo's sticky header bar: its height is what anchors land below (header-sticky adds it through the filter). */
const headerBar = (page: Page) =>
  page.evaluate(() => Math.round(document.querySelector<HTMLElement>('#masthead .main-header-bar')!.getBoundingClientRect().height));

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('scrolls smoothly to the target below a sticky offset, then focuses it', async ({ page }) => {
      const problems = watchPageProblems(page);
      await page.goto('/');
      await ready(page);
      // A sticky module would add its height here.
      await page.evaluate(() =>
        window.foyer!.hooks.addFilter('frontend/handlers/menu_anchor/scroll_top_distance', 'test/sticky', (top: number) => top - 80),
      );
      const bar = await headerBar(page);
      const stop = (await areasTop(page)) + (await page.evaluate(() => window.scrollY)) - 80 - bar;
      await page.evaluate(() => {
        const seen: number[] = ((window as unknown as { seen: number[] }).seen = []);
        window.addEventListener('scroll', () => seen.push(window.scrollY));
      });
      await page.getByRole('link', { name: 'Explore the areas' }).click();
      await expect.poll(() => focusedId(page)).toBe('areas');
      // Smooth: the page passed through positions on the way, rather than jumping.
      const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
      expect(seen.filter((y) => y > 0 && y < stop - 2).length).toBeGreaterThan(2);
      await expect.poll(async () => Math.abs((await areasTop(page)) - 80 - bar)).toBeLessThanOrEqual(2);
      expect(page.url()).toMatch(/#areas$/);
      await expect(page.locator('#areas')).toHaveAttribute('tabindex', '-1');
      // The next Tab continues inside the areas section.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('areas')!.contains(document.activeElement))).toBe(true);
      expect(problems.list).toEqual([]);
    });

    test('jumps at once with reduced motion, from the keyboard', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await ready(page);
      await page.getByRole('link', { name: 'Explore the areas' }).focus();
      await page.keyboard.press('Enter');
      // The focus was the first input: the chunk may still be arriving, and the Enter waits for it.
      await expect.poll(() => focusedId(page)).toBe('areas');
      expect(Math.abs((await areasTop(page)) - (await headerBar(page)))).toBeLessThanOrEqual(2);
    });

    test('the chunk waits for the first input, and a click that comes before it is held, not lost', async ({ page }) => {
      const fetched: string[] = [];
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/url-navigation-[\w-]+\.js$/, async (route) => {
        fetched.push(route.request().url());
        await arrived; // Held back until the click has happened.
        await route.continue();
      });
      await page.goto('/');
      await ready(page);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
      expect(fetched).toEqual([]);
      await page.getByRole('link', { name: 'Explore the areas' }).click();
      expect(fetched).toHaveLength(1);
      // The browser did not follow the link by itself while the chunk was on its way.
      expect(page.url()).not.toMatch(/#areas$/);
      release();
      await expect.poll(() => focusedId(page)).toBe('areas');
      expect(page.url()).toMatch(/#areas$/);
      await expect.poll(async () => Math.abs((await areasTop(page)) - (await headerBar(page)))).toBeLessThanOrEqual(2);
    });

    test('a link from another page scrolls to its target once the page has loaded', async ({ page }) => {
      await page.goto('/about/');
      await page.goto('/#areas');
      // Focus moves when the scroll ends, or after a fallback if the browser never says so: on a
      // starved machine that can be before the smooth scroll has arrived, so the stop is awaited.
      await expect.poll(() => focusedId(page), { timeout: 15_000 }).toBe('areas');
      await expect.poll(async () => Math.abs((await areasTop(page)) - (await headerBar(page))), { timeout: 10_000 }).toBeLessThanOrEqual(2);
    });

    test('ignores hashes that are not anchor names and targets that do not exist', async ({ page }) => {
      const problems = watchPageProblems(page);
      for (const hash of ['#1areas', '#a[b', "#x'),alert(1),('", '#%E0%A4%A', '#nowhere']) {
        await page.goto(`/${hash}`);
        await ready(page);
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      }
      expect(problems.list).toEqual([]);
    });
  });
}
