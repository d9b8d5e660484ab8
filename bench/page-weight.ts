// Page weight as a phone downloads it: JS and CSS, gzipped (zlib level 9, the same for every file so
// results compare whatever the server's own compression does), in three phases: on load; after
// scrolling the whole page without touching anything; after using every island. React's client is
// counted apart in the last phase: the budget for a fully used page is a fifth of the old stack's
// JavaScript plus React, which only a visitor who uses an island downloads.
import { chromium, type Page, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROME_ARGS, chromePath, MOBILE } from './chromium.ts';
import { measureHydrationDelays, useIsland, type HydrationDelay } from './hydration-delay.ts';
import type { DeclarationsWeight } from './declarations-weight.ts';
import { networkQuiet } from './network-quiet.ts';

export interface Weight {
  bytes: number;
  files: number;
}

export interface WeightPhase {
  js: Weight;
  /** External stylesheets; `inline` is the page's own <style> text, counted in `bytes` too. */
  css: Weight & { inline: number };
}

export interface PageWeight {
  url: string;
  html: number;
  onLoad: WeightPhase;
  /** Scrolled to the end and back without a tap, focus or key: what a reader downloads. */
  afterScroll: WeightPhase;
  /** Every island tapped; `js` leaves out React's client, which is `react`. */
  afterUse: WeightPhase & { react: Weight; islands: number };
  /** First interaction → visible response, per network profile. */
  hydration: HydrationDelay[];
  /** The editor's declarations registry bundled for the browser (not a visitor's download). */
  declarations?: DeclarationsWeight;
}

/** The React chunk (vite.config.ts names its code-splitting group "react"): react, react-dom, scheduler. */
export const isReactChunk = (url: string) => /\/assets\/react-[\w-]+\.js$/.test(new URL(url).pathname);

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

function kindOf(response: Response): 'js' | 'css' | 'html' | undefined {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript/.test(type)) return 'js';
  if (/text\/css/.test(type)) return 'css';
  if (/text\/html/.test(type) && response.request().isNavigationRequest()) return 'html';
  return undefined;
}

/** Scrolls to the end a half screen at a time (instantly: the theme asks for smooth scrolling), then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper that does not exist in the page.
  await page.evaluate(async () => {
    for (let i = 0; i < 400 && window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1; i++) {
      window.scrollTo({ top: window.scrollY + window.innerHeight / 2, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((r) => setTimeout(r, 120));
  });
}

export async function measurePageWeight(url: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
  try {
    const context = await browser.newContext({ ...MOBILE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const files = new Map<string, { kind: 'js' | 'css'; bytes: number }>();
    let html = 0;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const kind = kindOf(response);
      if (!kind) return;
      pending.push(
        response.body().then(
          (body) => {
            if (kind === 'html') html = gz(body);
            else files.set(response.url(), { kind, bytes: gz(body) });
          },
          () => undefined, // redirects and aborted loads have no body
        ),
      );
    });

    const snapshot = async (options: { withReact: boolean }): Promise<WeightPhase> => {
      await Promise.all(pending);
      const inline = await page.$$eval('style', (els) => els.map((e) => e.textContent ?? ''));
      const list = [...files].filter(([u]) => options.withReact || !isReactChunk(u)).map(([, f]) => f);
      const sum = (kind: 'js' | 'css') => list.filter((f) => f.kind === kind).reduce((n, f) => n + f.bytes, 0);
      const count = (kind: 'js' | 'css') => list.filter((f) => f.kind === kind).length;
      return {
        js: { bytes: sum('js'), files: count('js') },
        css: { bytes: sum('css') + inline.reduce((n, text) => n + gz(text), 0), files: count('css'), inline: inline.length },
      };
    };

    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(page, 1000);
    const onLoad = await snapshot({ withReact: true });

    await scrollThrough(page);
    await networkQuiet(page, 1500);
    const afterScroll = await snapshot({ withReact: true });

    const islands = await page.locator('[data-island]:visible').count();
    for (let i = 0; i < islands; i++) await useIsland(page, i);
    await networkQuiet(page, 1500);
    const used = await snapshot({ withReact: false });
    const react = [...files].filter(([u]) => isReactChunk(u)).map(([, f]) => f.bytes);
    const afterUse = { ...used, react: { bytes: react.reduce((a, b) => a + b, 0), files: react.length }, islands };
    await context.close();

    const hydration = islands ? await measureHydrationDelays(browser, url) : [];
    return { url, html, onLoad, afterScroll, afterUse, hydration };
  } finally {
    await browser.close();
  }
}
