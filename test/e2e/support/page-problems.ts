// Collects what a visitor would call "something is broken" on a page: console errors, uncaught
// exceptions, failed requests and 4xx/5xx answers. Tests assert the list is empty.
import type { Page } from '@playwright/test';

export interface PageProblems {
  /** Every problem seen so far, one readable line each. */
  readonly list: string[];
  /** Ignore responses with this status for this URL path (e.g. the 404 page's own document). */
  allow(status: number, path: string): void;
}

export function watchPageProblems(page: Page): PageProblems {
  const list: string[] = [];
  const allowed = new Set<string>();
  page.on('console', (msg) => {
    if (msg.type() === 'error') list.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => list.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away cancels pending requests: that is not a failure of the page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    list.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    if (allowed.has(`${status} ${new URL(response.url()).pathname}`)) return;
    list.push(`HTTP ${status}: ${response.url()}`);
  });
  return {
    list,
    allow: (status, path) => void allowed.add(`${status} ${path}`),
  };
}
