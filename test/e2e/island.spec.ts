// A visitor plans a stay: the planner island stays plain server HTML (no React) until the visitor
// touches, focuses or types in it; what they did meanwhile takes effect once React is live.
import { expect, test, type Page, type Route } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

const ISLAND = '[data-island="stay-planner"]';
/** The React chunk (vite.config.ts names its code-splitting group "react") and the module that hydrates with it. */
const REACT_CHUNK = /\/assets\/react-[\w-]+\.js$/;
const isIslandScript = (url: string) => /\/assets\/(react|island-hydrate|stay-planner-island)-[\w-]+\.js$/.test(new URL(url).pathname);

function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** Holds React back, as a slow network would, until the test releases it. */
async function holdReact(page: Page): Promise<{ requested: Promise<void>; release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let requested!: () => void;
  const wasRequested = new Promise<void>((r) => (requested = r));
  await page.route(REACT_CHUNK, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: wasRequested, release };
}

const nights = (page: Page) => page.locator(`${ISLAND} .foyer-stay-planner__value`).first();
const total = (page: Page) => page.locator(`${ISLAND} .foyer-stay-planner__total`);
const more = (page: Page) => page.getByRole('button', { name: 'More nights' });

async function openHome(page: Page): Promise<number> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator(ISLAND)).toHaveCount(1);
  return Number(await nights(page).textContent());
}

test('scrolling the whole page past the planner loads no React', async ({ page }) => {
  const problems = watchPageProblems(page);
  const scripts = recordScripts(page);
  await openHome(page);
  const island = page.locator(ISLAND);
  const distance = await island.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
  expect(distance, 'the planner sits below the fold of the demo home page').toBeGreaterThan(200);

  // Scroll to the end with the wheel, as a reader would, the cursor resting halfway down the screen
  // in the planner's column: the planner passes through the viewport and under the cursor.
  const viewport = page.viewportSize()!;
  const column = await island.evaluate((el) => el.getBoundingClientRect().left + el.getBoundingClientRect().width / 2);
  const cursorY = viewport.height / 2;
  await page.mouse.move(column, cursorY);
  let passedUnderCursor = false;
  let topBefore = Infinity;
  for (let step = 0; step < 40; step++) {
    await page.mouse.wheel(0, 700);
    const at = await island.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, isEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1 };
    });
    // Under the cursor now, or went past it since the last look.
    passedUnderCursor ||= at.top <= cursorY && (at.bottom >= cursorY || topBefore > cursorY);
    topBefore = at.top;
    if (at.isEnd) break;
  }
  expect(passedUnderCursor, 'the planner passed under the cursor').toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isIslandScript), 'no island code without an interaction').toEqual([]);
  await expect(island).not.toHaveAttribute('data-hydrated');
  expect(problems.list).toEqual([]);
});

test('a tap on the server-rendered button hydrates the planner and counts once', async ({ page }) => {
  const problems = watchPageProblems(page);
  const scripts = recordScripts(page);
  const react = await holdReact(page);
  const start = await openHome(page);
  const before = await total(page).textContent();

  await more(page).click();
  await react.requested;
  // React is still on its way: the click is held, nothing has changed yet.
  await expect(page.locator(ISLAND)).toHaveAttribute('data-hydrating', '');
  await expect(nights(page)).toHaveText(String(start));
  react.release();

  await expect(page.locator(ISLAND)).toHaveAttribute('data-hydrated', '');
  await expect(nights(page)).toHaveText(String(start + 1));
  await expect(total(page)).toContainText(`${start + 1} nights`);
  expect(await total(page).textContent()).not.toBe(before);
  await expect(page.locator(`${ISLAND} a`)).toHaveAttribute('href', new RegExp(`nights=${start + 1}&`));
  expect(scripts.some((url) => REACT_CHUNK.test(url))).toBe(true);

  // Live now: the next click is React's own.
  await more(page).click();
  await expect(nights(page)).toHaveText(String(start + 2));
  expect(problems.list).toEqual([]);
});

test('focus and keys before React arrives: focus stays put and every key press counts', async ({ page }) => {
  const problems = watchPageProblems(page);
  const react = await holdReact(page);
  const start = await openHome(page);

  // Start from the last focusable element before the planner and Tab into it, as a keyboard user would.
  await page.evaluate((selector) => {
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea')];
    const first = focusable.findIndex((el) => el.closest(selector));
    focusable[first - 1].focus();
  }, ISLAND);
  await expect(page.locator(ISLAND)).not.toHaveAttribute('data-hydrating');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Fewer nights' }), 'disabled at the minimum, so Tab skips it').toBeDisabled();
  await expect(more(page)).toBeFocused();
  await react.requested; // focus inside the island woke it up
  await page.keyboard.press('Enter');
  await page.keyboard.press(' ');
  await expect(nights(page)).toHaveText(String(start));
  react.release();

  await expect(page.locator(ISLAND)).toHaveAttribute('data-hydrated', '');
  await expect(nights(page)).toHaveText(String(start + 2));
  await expect(more(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nights(page)).toHaveText(String(start + 3));
  await expect(total(page)).toContainText(`${start + 3} nights`);
  expect(problems.list).toEqual([]);
});

test('an island that opts in hydrates near the viewport without any interaction', async ({ page }) => {
  const problems = watchPageProblems(page);
  const scripts = recordScripts(page);
  // The shipped planner waits for interaction; mark it as an island that animates on its own, as
  // render-element.tsx does for a definition with `hydrate: 'visible'`.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('data-island="stay-planner"', 'data-island="stay-planner" data-hydrate="visible"');
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, body: html, headers });
  });
  await openHome(page);
  const island = page.locator(ISLAND);
  await expect(island).toHaveAttribute('data-hydrate', 'visible');
  expect(scripts.filter(isIslandScript), 'far from the viewport: nothing yet').toEqual([]);

  // Bring it to 100 px below the bottom edge: inside the 200 px margin, still not on screen.
  await island.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight - 100));
  await expect(island).toHaveAttribute('data-hydrated', '');
  expect(scripts.some((url) => REACT_CHUNK.test(url))).toBe(true);
  const start = Number(await nights(page).textContent());
  await more(page).click();
  await expect(nights(page)).toHaveText(String(start + 1));
  expect(problems.list).toEqual([]);
});

test('a mouse moving over the planner fetches its code; the click then answers at once', async ({ page }) => {
  const problems = watchPageProblems(page);
  const scripts = recordScripts(page);
  const start = await openHome(page);
  const island = page.locator(ISLAND);
  await island.scrollIntoViewIfNeeded();
  const box = (await island.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await expect.poll(() => scripts.some((url) => REACT_CHUNK.test(url))).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(island, 'hovering is not using').not.toHaveAttribute('data-hydrated');

  await more(page).click();
  await expect(island).toHaveAttribute('data-hydrated', '');
  await expect(nights(page)).toHaveText(String(start + 1));
  expect(problems.list).toEqual([]);
});
