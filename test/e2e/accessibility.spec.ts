// axe-core finds no accessibility violation (of any impact) on any page of the demo, at desktop
// and phone widths, as a visitor meets it: scrolled through once (so what loads near the viewport is
// there), with motion on, and checked once every entrance animation has finished. A paragraph that
// fades in over a photo band is checked against the band, not against the cream page it started on.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { scrollThroughPage } from './support/in-view.ts';

const PAGES = [
  '/',
  '/suites/',
  '/about/',
  '/contact/',
  '/your-stay/',
  '/the-house/',
  '/account/',
  '/privacy/',
  '/gallery/',
  '/winter-escape/',
  '/weddings-and-events/',
  '/gift-vouchers/',
  '/cart/',
  '/thank-you/',
  '/travel-partners/',
  '/the-sea-view-suite/',
  '/the-garden-suite/',
  '/the-tower-suite/',
  '/a-morning-in-the-market-quarter/',
  '/walking-the-harbour-at-dusk/',
  '/a-day-among-the-vineyards/',
  '/shade-and-glass-the-botanical-gardens/',
  '/where-to-swim-on-the-beach-front/',
  '/area/old-town/',
  '/?s=pool',
  '/no-such-page/',
];

/** Resolves once no entrance animation (an `.animated` element's CSS animation) is still running. */
async function entranceAnimationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          !(a instanceof CSSAnimation) || !(a.effect as KeyframeEffect | null)?.target?.closest('.animated') || a.playState === 'finished',
      ),
  );
}

for (const width of [1280, 375]) {
  for (const path of PAGES) {
    test(`${path} at ${width} px has no accessibility violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await scrollThroughPage(page);
      await page.waitForLoadState('networkidle');
      await entranceAnimationsDone(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}
