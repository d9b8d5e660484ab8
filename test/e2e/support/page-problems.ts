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
  const isAllowed = (status: number, url: string) => allowed.has(`${status} ${new URL(url).pathname}`);
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // Chromium's own report of an answer the test expects (say, the 404 page's status) is not a problem.
    const status = /^Failed to load resource: .* status of (\d{3})/.exec(msg.text())?.[1];
    if (status && msg.location().url && isAllowed(Number(status), msg.location().url)) return;
    list.push(`console.error: ${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
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
    if (isAllowed(status, response.url())) return;
    list.push(`HTTP ${status}: ${response.url()}`);
  });
  return {
    list,
    allow: (status, path) => void allowed.add(`${status} ${path}`),
  };
}
