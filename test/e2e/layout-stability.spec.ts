// A visitor on a phone reads the home page from top to bottom: nothing jumps while images arrive,
// because every image carries its width and height (from the document or the media table).
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** Starts summing layout shifts (without recent input) before any of the page's scripts run. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { foyerCls: number };
    w.foyerCls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.foyerCls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until the images in the viewport have loaded (the state, not a duration); lazy ones further down load later. */
async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const r = img.getBoundingClientRect();
      const isInView = r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
      return !isInView || img.complete;
    }),
  );
}

test('the home page at 375 px keeps its layout while images load and while scrolling to the end', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/');
  await imagesLoaded(page);

  // Every content image reserves its space before it arrives.
  const unsized = await page.evaluate(() =>
    [...document.querySelectorAll('main img')]
      .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
      .map((img) => img.getAttribute('src')),
  );
  expect(unsized).toEqual([]);

  // Scroll one screen at a time, each step once the images that came near have loaded.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await imagesLoaded(page);
  }
  const cls = await page.evaluate(() => (window as unknown as { foyerCls: number }).foyerCls);
  // The design's budget for Lighthouse mobile is 0.02.
  expect(cls).toBeLessThanOrEqual(0.02);
});

test('content sliding in from the side does not widen the page on a phone, so fixed bars stay put', async ({ page }) => {
  await page.goto('/');
  const bar = page.locator('.e-floating-bars__bar').first();
  const before = await bar.boundingBox();
  // The first frame of an entrance animation from the right (fadeInRight starts at translateX(100%)),
  // in the page and in the footer. Mobile browsers widen the layout viewport to whatever overflows
  // it, whatever body's overflow-x says: without the page regions' clip the page zoomed out and every
  // fixed bar moved (a layout shift of 0.15 on a real page).
  const widths = await page.evaluate(async () => {
    for (const region of ['main', 'footer']) {
      const slide = document.createElement('div');
      slide.style.cssText = 'width:100%;height:40px;transform:translateX(100%)';
      document.querySelector(region)!.append(slide);
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { scroll: document.documentElement.scrollWidth, layout: document.documentElement.clientWidth, window: window.innerWidth };
  });
  expect(widths).toEqual({ scroll: 375, layout: 375, window: 375 });
  expect(await bar.boundingBox()).toEqual(before);
});
