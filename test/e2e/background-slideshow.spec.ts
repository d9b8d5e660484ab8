// A visitor looks at background slideshows: the first slide is in the page from the start, the
// next one comes in after the set duration with the set transition, and Ken Burns zooms the
// showing slide unless the visitor prefers reduced motion.
import { expect, test, type Locator } from '@playwright/test';
import { scrollIntoViewSeen } from './support/in-view.ts';
import { watchPageProblems } from './support/page-problems.ts';

const SLIDE = '.elementor-background-slideshow__slide';
const settingsOf = async (el: Locator) => JSON.parse((await el.getAttribute('data-settings')) ?? '{}') as Record<string, unknown>;

test('the first slide is server-rendered and preloaded; the next one slides in after the set duration', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.clock.install();
  await page.goto('/the-house/');
  const show = page.locator(
    '[data-behaviours~="background-slideshow"]:has(>.elementor-background-slideshow[data-transition="slide_left"])',
  );
  await expect(show).toHaveCount(1);
  const { background_slideshow_slide_duration: slideMs, background_slideshow_transition_duration: transitionMs } = await settingsOf(show);
  expect([slideMs, transitionMs]).toEqual([4500, 900]);
  const slides = show.locator(`:scope>.elementor-background-slideshow>${SLIDE}`);
  await expect(slides).toHaveCount(3);
  await expect(slides.nth(0)).toHaveClass(/\be-slide--active\b/);
  await expect(slides.nth(0)).toHaveCSS('opacity', '1');
  // Lazy: the third slide has no image until it is next.
  await expect(slides.nth(2)).toHaveAttribute('data-lazy', '');

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await scrollIntoViewSeen(show);
  // Attached: the neighbouring slide's image is asked for one slide ahead.
  await expect(slides.nth(1)).not.toHaveAttribute('data-lazy');
  await page.clock.runFor(4500 - 1);
  await expect(slides.nth(1)).not.toHaveClass(/\be-slide--active\b/);
  await page.clock.runFor(1);
  await expect(slides.nth(1)).toHaveClass(/\be-slide--active\b.*\be-slide--moving\b/);
  await expect(slides.nth(0)).toHaveClass(/\be-slide--leaving\b/);
  // Transform and opacity only, over the set transition duration.
  await expect(slides.nth(1)).toHaveCSS('transition-duration', /^0\.9s/);
  await expect(slides.nth(1)).toHaveCSS('transition-property', 'opacity, transform');
  await expect(slides.nth(0)).toHaveCSS('transform', /matrix\(1, 0, 0, 1, -\d+/);
  await expect(slides.nth(2), 'the slide after it loads now').not.toHaveAttribute('data-lazy');
  await page.clock.runFor(900);
  await expect(slides.nth(0)).not.toHaveClass(/\be-slide--(active|leaving|moving)\b/);
  await expect(slides.nth(1)).not.toHaveClass(/\be-slide--moving\b/);
  // The next wait starts when the transition has ended.
  await page.clock.runFor(4500 - 1);
  await expect(slides.nth(2)).not.toHaveClass(/\be-slide--active\b/);
  await page.clock.runFor(1);
  await expect(slides.nth(2)).toHaveClass(/\be-slide--active\b/);
  expect(problems.list).toEqual([]);
});

test('the home hero starts on its usual image, preloaded, and zooms it slowly (Ken Burns)', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('[data-behaviours~="background-slideshow"]').first();
  const firstImage = hero.locator(`${SLIDE}:first-child>.elementor-background-slideshow__slide__image`);
  const url = /url\("?([^")]+)"?\)/.exec(await firstImage.evaluate((el) => getComputedStyle(el).backgroundImage))?.[1];
  expect(url).toMatch(/\/uploads\/demo\/sea-view-suite-1280\.jpg$/);
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute('href', new URL(url!).pathname);
  await expect(firstImage).toHaveClass(/\belementor-ken-burns--in\b.*\belementor-ken-burns--active\b/);
  await expect(firstImage).toHaveCSS('transition-duration', '20s');
  // The zoom runs in the compositor's own time: it has begun once the scale passes 1.
  await expect
    .poll(() => firstImage.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a), { timeout: 5_000 })
    .toBeGreaterThan(1);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('Ken Burns stays still and slides fade instead of moving', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('[data-behaviours~="background-slideshow"]').first();
    const slides = hero.locator(`:scope>.elementor-background-slideshow>${SLIDE}`);
    // Attached: the second slide's image is asked for.
    await expect(slides.nth(1)).not.toHaveAttribute('data-lazy');
    const firstImage = slides.nth(0).locator('.elementor-background-slideshow__slide__image');
    await expect(firstImage).toHaveClass(/\belementor-ken-burns--in\b/);
    await expect(firstImage).not.toHaveClass(/\belementor-ken-burns--active\b/);
    await expect(firstImage).toHaveCSS('transform', 'none');

    await page.goto('/the-house/');
    const sliding = page.locator('[data-behaviours~="background-slideshow"]').nth(1);
    await scrollIntoViewSeen(sliding);
    await expect(sliding.locator(':scope>.elementor-background-slideshow')).toHaveAttribute('data-transition', 'fade');
  });
});
