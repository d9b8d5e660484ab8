// Measures a Foyer page in Chromium by the reference's procedure (its measure.mjs, described in its
// README): per viewport a fresh context, scroll down and back to trigger lazy content, carousels back
// to their first slide, no animations, then every `[data-id]` element's border box, the page height
// and a full-page screenshot. Requests to other origins are aborted, as in the capture.
import { type Browser, chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CHROME_ARGS, chromePath } from '../chromium.ts';
import type { Placeholder } from './placeholders.ts';
import type { MeasuredElement } from './score.ts';

export interface Viewport {
  key: '1280' | '375';
  width: number;
  height: number;
  isMobile: boolean;
}

/** The reference's two viewports: desktop, and a phone with mobile emulation and touch. */
export const VIEWPORTS: Viewport[] = [
  { key: '1280', width: 1280, height: 800, isMobile: false },
  { key: '375', width: 375, height: 812, isMobile: true },
];

export interface PageMeasure {
  height: number;
  scrollWidth: number;
  elements: MeasuredElement[];
  pageErrors: string[];
  screenshot: Buffer;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: [...CHROME_ARGS, '--no-first-run'] });
}

// In-page code is passed as strings: the bench runs through tsx, whose helpers do not exist in the page.
const PAGE_SIZE = '({ total: document.documentElement.scrollHeight, inner: window.innerHeight })';
const RESET_SWIPERS = `(() => {
  for (const el of document.querySelectorAll('.swiper, .swiper-container')) {
    const s = el.swiper;
    if (!s || s.destroyed) continue;
    try {
      if (s.autoplay && s.autoplay.running) s.autoplay.stop();
      if (s.params && s.params.loop && typeof s.slideToLoop === 'function') s.slideToLoop(0, 0, false);
      else s.slideTo(0, 0, false);
    } catch {}
  }
})()`;
const REVEAL = `(() => {
  for (const el of [...document.querySelectorAll('.elementor-invisible')]) el.classList.remove('elementor-invisible');
  window.scrollTo(0, 0);
})()`;
const MEASURE = `(() => {
  const r2 = (v) => Math.round(v * 100) / 100;
  const sx = window.scrollX, sy = window.scrollY;
  const elements = [];
  for (const el of document.querySelectorAll('[data-id]')) {
    const b = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    const parent = el.parentElement ? el.parentElement.closest('[data-id]') : null;
    const e = { id: el.getAttribute('data-id'), element_type: el.getAttribute('data-element_type') };
    const wt = el.getAttribute('data-widget_type');
    if (wt !== null) e.widget_type = wt;
    e.parent = parent ? parent.getAttribute('data-id') : null;
    e.x = r2(b.left + sx); e.y = r2(b.top + sy); e.width = r2(b.width); e.height = r2(b.height);
    e.visible = b.width > 0 && b.height > 0 && cs.visibility !== 'hidden' && cs.visibility !== 'collapse' && cs.display !== 'none';
    if (el.closest('.elementor-sticky__spacer')) e.sticky_spacer = true;
    elements.push(e);
  }
  return { height: document.documentElement.scrollHeight, scrollWidth: document.documentElement.scrollWidth, elements };
})()`;

export async function measurePage(args: {
  browser: Browser;
  url: string;
  viewport: Viewport;
  placeholders: Map<string, Placeholder>;
}): Promise<PageMeasure> {
  const { browser, viewport } = args;
  const origin = new URL(args.url).origin;
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
  });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e.message).slice(0, 300)));
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) return route.abort('blockedbyclient');
      const placeholder = args.placeholders.get(url.pathname);
      if (placeholder) return route.fulfill({ body: readFileSync(placeholder.file), contentType: placeholder.mimeType });
      return route.continue();
    });
    await page.goto(args.url, { waitUntil: 'networkidle', timeout: 60_000 });
    // Scroll down half a viewport every 150 ms, re-reading the height as it grows; then back up.
    const step = Math.floor(viewport.height / 2);
    for (let y = 0, guard = 0; guard < 2000; guard++, y += step) {
      const { total, inner } = (await page.evaluate(PAGE_SIZE)) as { total: number; inner: number };
      if (y > total - inner + step) break;
      await page.evaluate(`window.scrollTo(0, ${y})`);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(300);
    await page.evaluate(RESET_SWIPERS);
    await page.addStyleTag({ content: '*,*::before,*::after{animation:none!important;transition:none!important}' });
    await page.evaluate(REVEAL);
    await page.waitForTimeout(500);
    await page.evaluate('document.fonts.ready.then(() => true)');
    const measured = (await page.evaluate(MEASURE)) as Omit<PageMeasure, 'pageErrors' | 'screenshot'>;
    const screenshot = await page.screenshot({ fullPage: true, type: 'jpeg', quality: 60 });
    return { ...measured, pageErrors, screenshot };
  } finally {
    await context.close();
  }
}
