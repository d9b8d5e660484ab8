// A visitor scrolls down: elements with an entrance animation stay hidden until they come into
// view, then animate in once, after their delay; with reduced motion they simply appear.
import { expect, test } from '@playwright/test';

/** The first hidden animated element well below the fold that waits before animating. */
const hiddenBelow = `[...document.querySelectorAll('.elementor-invisible[data-behaviours~="entrance-animation"]')]
  .findIndex((el) => el.getBoundingClientRect().top > window.innerHeight + 200
    && Number(JSON.parse(el.getAttribute('data-settings') ?? '{}').animation_delay) > 0)`;

test('an animated element is hidden until it scrolls into view, then animates in once, after its delay', async ({ page }) => {
  // The page's clock is Playwright's, so the delay is measured in the page's own time, not the machine's speed.
  await page.clock.install();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const index = (await page.evaluate(hiddenBelow)) as number;
  expect(index, 'the demo home page has an animated element with a delay below the fold').toBeGreaterThanOrEqual(0);
  // Pin it by id: a locator on .elementor-invisible would move on once this one is revealed.
  const id = await page.locator('.elementor-invisible[data-behaviours~="entrance-animation"]').nth(index).getAttribute('data-id');
  const target = page.locator(`[data-id="${id}"]`);
  const { animation, delay } = await target.evaluate((el) => {
    const s = JSON.parse(el.getAttribute('data-settings') ?? '{}');
    return { animation: String(s.animation), delay: Number(s.animation_delay) || 0 };
  });
  await expect(target).toHaveCSS('visibility', 'hidden');

  // Time stands still from here: only runFor below moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // Scroll it into view and wait until the page has seen it intersect: an observer made now is
  // told after the behaviour's (observers are told in the order they were made).
  await target.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const seen = new IntersectionObserver((entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          seen.disconnect();
          resolve();
        });
        seen.observe(el);
        el.scrollIntoView({ block: 'center', behavior: 'instant' });
      }),
  );
  await expect(target, 'hidden until its delay has passed').toHaveClass(/\belementor-invisible\b/);
  await page.clock.runFor(delay - 1);
  await expect(target).toHaveClass(/\belementor-invisible\b/);
  await page.clock.runFor(1);
  await expect(target).not.toHaveClass(/\belementor-invisible\b/);
  await expect(target).toHaveClass(new RegExp(`\\banimated\\b.*\\b${animation}\\b|\\b${animation}\\b.*\\banimated\\b`));
  await expect(target).toHaveCSS('visibility', 'visible');
  expect(await target.evaluate((el) => getComputedStyle(el).animationName)).toBe(animation);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('animated elements are shown at once, without animation', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-behaviours~="entrance-animation"].elementor-invisible')).toHaveCount(0);
    const animated = await page.locator('[data-behaviours~="entrance-animation"].animated').count();
    expect(animated).toBe(0);
  });
});

test('if its script never arrives, a hidden element still shows by itself', async ({ page }) => {
  // The entrance behaviour's chunk fails to load: the CSS fallback reveals the element (after 3 s).
  await page.route(/entrance-animation-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  const first = page.locator('[data-behaviours~="entrance-animation"]').first();
  await expect(first).toHaveClass(/\belementor-invisible\b/);
  await expect(first).not.toHaveClass(/e-animation-armed/);
  await expect(first).toHaveCSS('visibility', 'visible', { timeout: 6_000 });
});

test('the behaviour takes charge of hidden elements, so the fallback never shows them early', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const below = page.locator('.elementor-invisible[data-behaviours~="entrance-animation"]').last();
  await expect(below).toHaveClass(/\be-animation-armed\b/);
  expect(await below.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});
