// Behaviours that only act on what a visitor can see (scroll-linked motion, counters) load as their
// element comes near the viewport, or as soon as the visitor starts to scroll: a visitor who reads the
// home page's first screen never downloads them; one who scrolls finds them working.
import { expect, test, type Page } from '@playwright/test';
import { scrollJustBelowView } from './support/in-view.ts';

/** Whether a built module whose file name starts with `name` has been requested. */
const loaded = (page: Page, name: string) =>
  page.evaluate(
    (prefix) => performance.getEntriesByType('resource').some((r) => new URL(r.name).pathname.startsWith(`/assets/${prefix}-`)),
    name,
  );

test('the home page loads motion and counter scripts only once the visitor scrolls towards them', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The parallax quote band and the counters are far below the first screen: their behaviours wait.
  const band = page.locator('[data-behaviours~="motion-fx"][data-behaviours-defer="visible"]').first();
  await expect(band).toBeAttached();
  const counter = page.locator('.elementor-widget-counter[data-behaviours-defer="visible"]').first();
  await expect(counter).toBeAttached();
  expect([await loaded(page, 'motion-fx'), await loaded(page, 'counter-behaviour')]).toEqual([false, false]);

  // The counter comes near: its behaviour loads and attaches (it resets to its start value, out of view).
  await scrollJustBelowView(counter);
  await expect(counter.locator('.elementor-counter-number')).toHaveText('0');
  expect(await loaded(page, 'counter-behaviour')).toBe(true);
  // Scrolling was the visitor's first input: the band's module is fetched ahead, not yet attached.
  await expect.poll(() => loaded(page, 'motion-fx')).toBe(true);
  const layer = band.locator('.elementor-motion-effects-layer');
  expect(await layer.evaluate((el) => getComputedStyle(el).transform)).toBe('none');

  // The band comes near and into view: its background moves with the scroll.
  await scrollJustBelowView(band);
  await band.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect.poll(() => layer.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
});

test('an element already in view when the page opens needs no scroll to run', async ({ page }) => {
  await page.goto('/the-house/');
  await page.waitForLoadState('networkidle');
  // Nothing above the fold is held back.
  const held = await page.evaluate(
    () =>
      [...document.querySelectorAll('[data-behaviours-defer="visible"]')].filter((el) => el.getBoundingClientRect().top < innerHeight)
        .length,
  );
  expect(held).toBe(0);
});
