// Scrolls the presentation page ("The house": motion effects, sticky, entrance animations) in
// Chromium the way a visitor's wheel does, and records the longest main-thread task and the layout
// shift while scrolling (budget: no task over 50 ms, CLS ≤ 0.02), with the gzipped size of each
// presentation behaviour module as built.
import { chromium } from '@playwright/test';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHROME_ARGS, chromePath } from './chromium.ts';

export const SCROLL_MODULES = ['motion-fx', 'sticky', 'entrance-animation'] as const;

export interface ScrollResult {
  url: string;
  /** Longest task seen while scrolling, ms (0 when none reached Chromium's 50 ms long-task threshold). */
  longestTask: number;
  longTasks: number;
  /** Layout shift accumulated while scrolling (shifts right after input excluded, as CLS does). */
  layoutShift: number;
  frames: number;
  /** Gzipped bytes of each module's built chunk. */
  moduleSizes: Record<string, number | undefined>;
}

/** Gzipped size of each module's chunk in dist/client/assets (built with its .gz beside it). */
export function moduleSizes(root: string): Record<string, number | undefined> {
  const dir = join(root, 'dist', 'client', 'assets');
  const files = readdirSync(dir);
  return Object.fromEntries(
    SCROLL_MODULES.map((name) => {
      const gz = files.find((f) => new RegExp(`^${name}-[\\w-]+\\.js\\.gz$`).test(f));
      return [name, gz ? statSync(join(dir, gz)).size : undefined];
    }),
  );
}

export async function measureScroll(url: string, root: string): Promise<ScrollResult> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      const w = window as unknown as { __scroll: { tasks: number[]; shift: number; frames: number } };
      w.__scroll = { tasks: [], shift: 0, frames: 0 };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__scroll.tasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!e.hadRecentInput) w.__scroll.shift += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Only what scrolling causes: forget the load.
    // A string, not a function: the bench runs through tsx, whose helpers do not exist in the page.
    await page.evaluate(`(() => {
      const w = window.__scroll;
      w.tasks = [];
      w.shift = 0;
      const count = () => { w.frames++; requestAnimationFrame(count); };
      requestAnimationFrame(count);
    })()`);
    await page.mouse.move(640, 400);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Down and back up in wheel steps, moving the pointer too (mouse effects).
    for (const direction of [1, -1]) {
      for (let y = 0; y < height; y += 120) {
        await page.mouse.wheel(0, 120 * direction);
        await page.mouse.move(640 + direction * ((y / 10) % 300), 400);
        await page.waitForTimeout(16);
      }
    }
    await page.waitForTimeout(500);
    const seen = await page.evaluate(
      () => (window as unknown as { __scroll: { tasks: number[]; shift: number; frames: number } }).__scroll,
    );
    return {
      url,
      longestTask: Math.max(0, ...seen.tasks),
      longTasks: seen.tasks.length,
      layoutShift: seen.shift,
      frames: seen.frames,
      moduleSizes: moduleSizes(root),
    };
  } finally {
    await browser.close();
  }
}
