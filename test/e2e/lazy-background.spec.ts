// A visitor scrolls down the home page: background images far below load only as they come near.
import { expect, test, type Locator } from '@playwright/test';

/**
 * Scrolls (instantly, whatever the page's scroll-behavior) so the element's top is `gap` px below the
 * viewport, and returns once the page has checked intersections at the new position: a probe
 * observer made now is told after the page's own observers of the element (observers are told in
 * the order they were made), so the lazy-background behaviour has had its say. No fixed wait: the
 * test does not depend on the machine's speed.
 */
async function scrollToGapBelow(target: Locator, gap: number): Promise<void> {
  await target.evaluate(
    (el, gap) =>
      new Promise<void>((resolve) => {
        const probe = new IntersectionObserver(() => {
          probe.disconnect();
          resolve();
        });
        probe.observe(el);
        const top = el.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight - gap, behavior: 'instant' });
      }),
    gap,
  );
}

/** The element's background images: its own and its overlay layer's (::before), 'none' when neither has one. */
const backgroundImage = (target: Locator) =>
  target.evaluate((el) => {
    const layers = [getComputedStyle(el).backgroundImage, getComputedStyle(el, '::before').backgroundImage];
    return layers.filter((l) => l && l !== 'none').join(', ') || 'none';
  });

test('a background image arrives only near the viewport', async ({ page }) => {
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const index = await page.evaluate(() =>
    [...document.querySelectorAll('.e-lazy-bg')].findIndex((el) => el.getBoundingClientRect().top > window.innerHeight + 800),
  );
  expect(index, 'the demo home page has a lazy background well below the fold').toBeGreaterThanOrEqual(0);
  const target = page.locator('.e-lazy-bg').nth(index);
  await expect(target).not.toHaveClass(/\be-lazyloaded\b/);
  expect(await backgroundImage(target)).toBe('none');

  // 600 px away: still nothing (the behaviour watches a 200 px margin).
  await scrollToGapBelow(target, 600);
  await expect(target).not.toHaveClass(/\be-lazyloaded\b/);
  expect(await backgroundImage(target)).toBe('none');
  const requestedWhileFar = [...imageRequests];

  // 150 px away: marked as soon as the page sees it within the margin, and the image is fetched.
  await scrollToGapBelow(target, 150);
  expect(await target.evaluate((el) => el.classList.contains('e-lazyloaded')), 'marked when it came within 200 px').toBe(true);
  await expect(target).toHaveClass(/\be-lazyloaded\b/);
  const image = await backgroundImage(target);
  const url = /url\("?([^")]+)"?\)/.exec(image)?.[1];
  expect(url, `a background image once loaded (computed: ${image})`).toBeTruthy();
  expect(requestedWhileFar, 'the image was not requested while the element was far away').not.toContain(url);
  await expect.poll(() => imageRequests.includes(url!), { timeout: 2_000 }).toBe(true);
});
