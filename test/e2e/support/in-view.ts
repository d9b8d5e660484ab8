// Scrolls an element into view and returns once the page has seen it intersect: an observer made
// now is told after the page's own observers of the element (observers are told in the order
// they were made), so behaviours watching it have had their say. No fixed wait.
import type { Locator, Page } from '@playwright/test';

export async function scrollIntoViewSeen(target: Locator): Promise<void> {
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
}

/**
 * Scrolls so the element's top is just under the bottom of the viewport: near enough for behaviours
 * that wait for the viewport (`data-behaviours-defer="visible"`) to attach, not yet in view.
 */
export async function scrollJustBelowView(target: Locator): Promise<void> {
  await target.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - window.innerHeight - 40, behavior: 'instant' }));
}

/** Scrolls down the whole page half a viewport at a time, two frames per step, then back to the top. */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
  });
}
