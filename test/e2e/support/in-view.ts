// Scrolls an element into view and resolves once the page has seen it intersect: an observer made
// now is told after the behaviour's (observers are told in the order they were made).
import type { Locator } from '@playwright/test';

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
