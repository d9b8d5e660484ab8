// A visitor scrolls down: elements with an entrance animation stay hidden until they come into
// view, then animate in once, after their delay; with reduced motion they simply appear.
import { expect, test } from '@playwright/test';

const hiddenBelow = `[...document.querySelectorAll('.elementor-invisible[data-behaviours~="entrance-animation"]')]
  .findIndex((el) => el.getBoundingClientRect().top > window.innerHeight + 200)`;

test('an animated element is hidden until it scrolls into view, then animates in once', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const index = (await page.evaluate(hiddenBelow)) as number;
  expect(index, 'the demo home page has an animated element below the fold').toBeGreaterThanOrEqual(0);
  // Pin it by id: a locator on .elementor-invisible would move on once this one is revealed.
  const id = await page.locator('.elementor-invisible[data-behaviours~="entrance-animation"]').nth(index).getAttribute('data-id');
  const target = page.locator(`[data-id="${id}"]`);
  const { animation, delay } = await target.evaluate((el) => {
    const s = JSON.parse(el.getAttribute('data-settings') ?? '{}');
    return { animation: String(s.animation), delay: Number(s.animation_delay) || 0 };
  });
  await expect(target).toHaveCSS('visibility', 'hidden');

  // Scroll it into view and time, in the page, how long until it is revealed.
  const revealedAfter = await target.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        new MutationObserver(() => {
          if (!el.classList.contains('elementor-invisible')) resolve(performance.now() - start);
        }).observe(el, { attributes: true, attributeFilter: ['class'] });
        el.scrollIntoView({ block: 'center', behavior: 'instant' });
      }),
  );
  expect(revealedAfter).toBeGreaterThanOrEqual(delay);
  expect(revealedAfter).toBeLessThan(delay + 1000);
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
