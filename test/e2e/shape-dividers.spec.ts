// A visitor sees shape dividers: drawn inline in the page (no request, no script) at the section's
// edge in the set colour and height, and the same shapes are served as files.
import { expect, test } from '@playwright/test';

test('dividers are inline SVG at the section edges, in their colour and height, before any script runs', async ({ browser }) => {
  // No JavaScript at all: the dividers are plain server HTML and CSS.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const svgRequests: string[] = [];
  page.on('request', (r) => r.url().includes('/assets/shapes/') && svgRequests.push(r.url()));
  await page.goto('/the-house/');
  const bottom = page.locator('.elementor-shape-bottom[data-negative="true"]').first();
  const section = page.locator('.elementor-element:has(>.elementor-shape-bottom[data-negative="true"])').first();
  await expect(bottom.locator('svg path.elementor-shape-fill')).toHaveCount(1);
  await expect(bottom.locator('path')).toHaveCSS('fill', 'rgb(31, 58, 77)');
  await expect(bottom.locator('svg')).toHaveCSS('height', '70px');
  const [edge, box] = await Promise.all([bottom.boundingBox(), section.boundingBox()]);
  expect(Math.abs(edge!.y + edge!.height - (box!.y + box!.height))).toBeLessThanOrEqual(1.5);
  expect(edge!.width).toBeCloseTo(box!.width, 0);
  // Mountains: three see-through layers.
  await expect(page.locator('.elementor-shape-bottom').filter({ has: page.locator('path[opacity="0.33"]') })).not.toHaveCount(0);
  expect(svgRequests).toEqual([]);
  await context.close();
});

test('each shape is also served as a file, with its negative', async ({ request }) => {
  for (const url of ['/assets/shapes/waves-pattern.svg', '/assets/shapes/curve-negative.svg', '/assets/shapes/book-negative.svg']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg [^>]*viewBox="0 0 1000 \d+"/);
  }
  const missing = await request.get('/assets/shapes/mountains-negative.svg');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).code).toBe('shape_not_found');
});
