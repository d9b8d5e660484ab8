// Page weight as a phone downloads it: JS and CSS, gzipped (zlib level 9, the same for every file so
// results compare whatever the server's own compression does), on load and after scrolling to the end.
import { chromium, type Page, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROME_ARGS, chromePath, MOBILE } from './chromium.ts';

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
  afterScroll: WeightPhase;
}

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

function kindOf(response: Response): 'js' | 'css' | 'html' | undefined {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript/.test(type)) return 'js';
  if (/text\/css/.test(type)) return 'css';
  if (/text\/html/.test(type) && response.request().isNavigationRequest()) return 'html';
  return undefined;
}

/** Resolves once no request has started or finished for `quietMs`. */
async function networkQuiet(page: Page, quietMs: number, maxMs = 15_000): Promise<void> {
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

    const snapshot = async (): Promise<WeightPhase> => {
      await Promise.all(pending);
      const inline = await page.$$eval('style', (els) => els.map((e) => e.textContent ?? ''));
      const list = [...files.values()];
      const sum = (kind: 'js' | 'css') => list.filter((f) => f.kind === kind).reduce((n, f) => n + f.bytes, 0);
      const count = (kind: 'js' | 'css') => list.filter((f) => f.kind === kind).length;
      return {
        js: { bytes: sum('js'), files: count('js') },
        css: { bytes: sum('css') + inline.reduce((n, text) => n + gz(text), 0), files: count('css'), inline: inline.length },
      };
    };

    // On load: what a visitor downloads without scrolling or touching anything.
    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(page, 1000);
    const onLoad = await snapshot();

    // Then scroll to the end half a screen at a time, so every island and lazy module near the viewport loads.
    await page.evaluate(async () => {
      for (let i = 0; i < 400; i++) {
        const before = window.scrollY;
        window.scrollBy(0, window.innerHeight / 2);
        await new Promise((r) => setTimeout(r, 150));
        if (window.scrollY === before) break;
      }
    });
    await networkQuiet(page, 1500);
    const afterScroll = await snapshot();
    return { url, html, onLoad, afterScroll };
  } finally {
    await browser.close();
  }
}
