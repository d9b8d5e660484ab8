// The about page's round seal, "Casa Alba · Porto Alba · since 1868", set on a circle by the server
// as SVG text: real text along the path from the first paint, with no script and nothing moving, and
// a text path with a link takes a visitor there by mouse or keyboard.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { savePost } from '../../src/content/save-post.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { startSite, type ThemeSite } from './support/theme-site.ts';

test('the seal’s text runs round its circle, printed by the server and never moved', async ({ page }) => {
  // Where the seal is at first paint, and every layout shift after it.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number; firstBox?: string };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>)
        if (entry.sources?.some((s) => s.node instanceof Element && s.node.closest('.elementor-widget-text-path'))) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const r = document.querySelector('.elementor-widget-text-path svg')?.getBoundingClientRect();
      w.firstBox = r ? `${r.width}x${r.height}` : undefined;
    });
  });
  const html = await (await page.request.get('/about/')).text();
  expect(html).toMatch(/<textPath id="e-text-path-[\w-]+" href="#e-path-[\w-]+">Casa Alba · Porto Alba · since \d{4} ·<\/textPath>/);
  await page.goto('/about/');
  const seal = page.locator('.elementor-widget-text-path');
  await expect(seal).not.toHaveAttribute('data-behaviours', /.+/);
  const textPath = seal.locator('textPath');
  await expect(textPath).toHaveCount(1);
  await seal.scrollIntoViewIfNeeded();
  await page.waitForLoadState('load');
  // Along the circle: the letters climb from its left point towards the top, then come down the right.
  const positions = await seal.locator('text').evaluate((t: SVGTextElement) => {
    const n = t.getNumberOfChars();
    return [0, Math.floor(n / 4), Math.floor(n / 2)].map((i) => t.getStartPositionOfChar(i)).map((p) => ({ x: p.x, y: p.y }));
  });
  expect(positions[1]!.y).toBeLessThan(positions[0]!.y - 50);
  expect(positions[2]!.x).toBeGreaterThan(positions[1]!.x + 50);
  const box = await seal.locator('svg').boundingBox();
  expect(box!.width).toBeGreaterThan(90);
  expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);
  const { firstBox, shifts } = await page.evaluate(() => {
    const w = window as unknown as { shifts: number; firstBox?: string };
    return { firstBox: w.firstBox, shifts: w.shifts };
  });
  expect(firstBox).toBe(`${box!.width}x${box!.height}`);
  expect(shifts).toBe(0);
  // It reads as text.
  await expect(seal).toContainText('Casa Alba · Porto Alba · since');
  const { violations } = await new AxeBuilder({ page }).include('.elementor-widget-text-path').analyze();
  expect(violations).toEqual([]);
});

test.describe('a linked text path', () => {
  let site: ThemeSite;
  const widget = (id: string, settings: Record<string, unknown>): ElementNode => ({
    id,
    elType: 'widget',
    widgetType: 'text-path',
    settings,
    elements: [],
  });
  test.beforeAll(async () => {
    site = await startSite('text-path', async (db) => {
      const elements: ElementNode[] = [
        {
          id: 'tpc0001',
          elType: 'container',
          settings: {},
          elements: [
            widget('tp00001', {
              text: 'Book the winter escape',
              path: 'wave',
              link: { url: '/contact/' },
              start_point: { unit: '%', size: 10 },
            }),
            ...(['arc', 'line', 'oval', 'spiral'] as const).map((path, i) => widget(`tp1000${i}`, { text: `By the bay (${path})`, path })),
          ],
        },
      ];
      await savePost(db.kysely, { type: 'page', slug: 'tp-link', title: 'tp-link', status: 'published', elements });
    });
  });
  test.afterAll(async () => site?.close());

  test('clicking the text follows its link, and so does Enter on it', async ({ page }) => {
    await page.goto(`${site.url}/tp-link/`);
    const link = page.getByRole('link', { name: 'Book the winter escape' });
    await expect(link).toHaveCount(1);
    await expect(page.locator('.elementor-element-tp00001 textPath')).toHaveAttribute('startOffset', '10%');
    // A click on the letters themselves (the middle of a wave's box may fall between them).
    const text = page.locator('.elementor-element-tp00001 text');
    await text.scrollIntoViewIfNeeded();
    const point = await text.evaluate((t: SVGTextElement) => {
      const e = t.getExtentOfChar(2);
      const p = new DOMPoint(e.x + e.width / 2, e.y + e.height / 2).matrixTransform(t.getScreenCTM()!);
      return { x: p.x, y: p.y };
    });
    await page.mouse.click(point.x, point.y);
    await expect(page).toHaveURL(/\/contact\/$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Book the winter escape' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('every path shape sets its words along it, within the widget', async ({ page }) => {
    await page.goto(`${site.url}/tp-link/`);
    for (const path of ['arc', 'line', 'oval', 'spiral']) {
      const text = page.locator('.elementor-widget-text-path text', { hasText: `(${path})` });
      // Every letter is placed on the path (none ran off its end).
      const placed = await text.evaluate((t: SVGTextElement) => {
        const n = t.getNumberOfChars();
        let on = 0;
        for (let i = 0; i < n; i++) if (t.getExtentOfChar(i).width > 0) on++;
        return { n, on, length: t.getComputedTextLength() };
      });
      expect(placed.on, path).toBe(placed.n);
      expect(placed.length, path).toBeGreaterThan(80);
    }
  });
});
