// A visitor scrolls the "Your stay" page: the counters' script loads only as they come near the
// viewport, and the counters count up and the season bars fill only when they come into view, over the counter's duration (2 s) and the bar's transition; screen readers
// get the final numbers throughout; with reduced motion the final values show at once.
import { expect, test } from '@playwright/test';
import { scrollIntoViewSeen, scrollJustBelowView } from './support/in-view.ts';

const GUESTS = '.elementor-widget-counter:has-text("Guests since 2012")';
const SUMMER = '.elementor-widget-progress:has-text("Summer")';

test('a counter counts from its start to its end value only once in view, over its duration', async ({ page }) => {
  await page.clock.install();
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  const counter = page.locator(GUESTS);
  const number = counter.locator('.elementor-counter-number');
  // Far below the fold its behaviour has not loaded: the number is the one the page was served with.
  await expect(number).toHaveText('23,800');
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /counter-behaviour-/.test(r.name)))).toBe(false);
  await scrollJustBelowView(counter);
  await expect(number, 'near the viewport, not yet in view, the counter waits at its start value').toHaveText('0');
  await expect(counter.locator('.elementor-screen-only')).toHaveText('23,800+');
  await expect(counter.locator('.elementor-counter-number-wrapper')).toHaveAttribute('aria-hidden', 'true');
  const duration = Number(await number.getAttribute('data-duration'));
  expect(duration).toBe(2000);

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await scrollIntoViewSeen(counter);
  await page.clock.runFor(duration / 2);
  const midway = Number((await number.textContent())?.replace(/,/g, ''));
  expect(midway, 'halfway through it is counting').toBeGreaterThan(3_000);
  expect(midway).toBeLessThan(23_800);
  await expect(number).toHaveText(/^\d{1,2},\d{3}$/);
  await page.clock.runFor(duration / 2 + 50);
  await expect(number).toHaveText('23,800');
});

test('a progress bar starts empty below the fold and fills to its value when seen', async ({ page }) => {
  await page.clock.install();
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  const widget = page.locator(SUMMER);
  const bar = widget.locator('.elementor-progress-bar');
  const track = widget.locator('[role="progressbar"]');
  await expect(track).toHaveAttribute('aria-valuenow', '97');
  await expect(track).toHaveAccessibleName('Summer');
  await expect(bar).toHaveAttribute('style', /width:\s*0(px)?;?$/);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await scrollIntoViewSeen(widget);
  await expect(bar).toHaveAttribute('style', /width:\s*0(px)?;?$/);
  await page.clock.runFor(100); // two frames: the empty bar is drawn, then the width is set
  await expect(bar).toHaveAttribute('style', /width:\s*97%/);
  expect(await bar.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('1s');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('counters and bars show their final values at once', async ({ page }) => {
    await page.goto('/your-stay/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator(`${GUESTS} .elementor-counter-number`)).toHaveText('23,800');
    await expect(page.locator(`${SUMMER} .elementor-progress-bar`)).toHaveAttribute('style', /width:\s*97%/);
    // The site's reduced-motion rule leaves at most a hundredth of a millisecond.
    const seconds = await page
      .locator(`${SUMMER} .elementor-progress-bar`)
      .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(seconds).toBeLessThan(0.001);
  });
});
