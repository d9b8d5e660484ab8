// Waiting for the page's network to settle, for measures that count what a page downloaded.
import type { Page } from '@playwright/test';

/** Resolves once no request has started or finished for `quietMs`. */
export async function networkQuiet(page: Page, quietMs: number, maxMs = 15_000): Promise<void> {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  const start = Date.now();
  while (Date.now() - last < quietMs && Date.now() - start < maxMs) await page.waitForTimeout(100);
  page.off('request', touch);
  page.off('requestfinished', touch);
  page.off('requestfailed', touch);
}
