// A visitor scrolls "The house" and moves the mouse: photographs rise, fade in, clear, turn and grow
// with the scroll, the harbour band's background drifts, and details tilt and follow the pointer;
// only on the devices each effect is set for, and never with reduced motion.
import { expect, test, type Page } from '@playwright/test';

const PAGE = '/the-house/';

/** Elementor eases each move over 1 s; the test reads the value a frame wrote, so the easing is turned off. */
async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await page.addStyleTag({ content: '*{transition:none!important}' });
  await page.waitForLoadState('networkidle');
}

/** Scrolls so the element's top is at `top` px in the viewport and waits for the frame that follows. */
async function scrollTo(page: Page, id: string, top: number): Promise<void> {
  await page.evaluate(
    ([id, top]) =>
      new Promise<void>((resolve) => {
        const el = document.getElementById(id as string)!;
        window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - (top as number), behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    [id, top],
  );
}

const target = (page: Page, id: string) => page.locator(`#${id} > .elementor-widget-container`);
/** The translation a computed transform makes, in px. */
const shift = (page: Page, id: string) =>
  target(page, id).evaluate((el) => {
    const m = new DOMMatrix(getComputedStyle(el).transform);
    return { x: m.e, y: m.f };
  });
const style = (page: Page, id: string, prop: 'transform' | 'opacity' | 'filter') =>
  target(page, id).evaluate((el, p) => getComputedStyle(el)[p], prop);

test('a photograph rises and fades in as it comes up the viewport', async ({ page }) => {
  await open(page);
  const height = await page.locator('#motion-rise').evaluate((el) => el.getBoundingClientRect().height);
  // Its top at 800 - 0.25 × (800 + h): 25 % through the viewport.
  await scrollTo(page, 'motion-rise', 800 - 0.25 * (800 + height));
  await expect(target(page, 'motion-rise')).toHaveClass(/elementor-motion-effects-element/);
  // translateY: -(25 - 50) × 2 = 50 px; opacity over 0–45 %: 1 - .6 + .6 × 25/45 ≈ 0.73.
  expect((await shift(page, 'motion-rise')).y).toBeCloseTo(50, 0);
  expect(Number(await style(page, 'motion-rise', 'opacity'))).toBeCloseTo(0.73, 2);
  await scrollTo(page, 'motion-rise', 800 - 0.75 * (800 + height));
  expect((await shift(page, 'motion-rise')).y).toBeCloseTo(-50, 0);
  expect(await style(page, 'motion-rise', 'opacity')).toBe('1');
});

test('a photograph clears from a blur as it reaches the middle of the viewport', async ({ page }) => {
  await open(page);
  const height = await page.locator('#motion-blur').evaluate((el) => el.getBoundingClientRect().height);
  await scrollTo(page, 'motion-blur', 800 - 0.1 * (800 + height));
  expect(await style(page, 'motion-blur', 'filter')).toBe('blur(6px)');
  await scrollTo(page, 'motion-blur', 800 - 0.5 * (800 + height));
  expect(await style(page, 'motion-blur', 'filter')).toBe('blur(3px)');
});

test('the harbour band background moves in its enlarged layer', async ({ page }) => {
  await open(page);
  const layer = page.locator('#motion-parallax > .elementor-motion-effects-container > .elementor-motion-effects-layer');
  const sizes = await layer.evaluate((el: HTMLElement) => ({ h: el.offsetHeight, box: el.parentElement!.offsetHeight }));
  expect(sizes.h).toBeCloseTo(sizes.box * 1.3, 0);
  await scrollTo(page, 'motion-parallax', 400);
  const first = await layer.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).f);
  await scrollTo(page, 'motion-parallax', 0);
  const second = await layer.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).f);
  expect(second).toBeLessThan(first);
  expect(second).toBeGreaterThanOrEqual(-(sizes.h - sizes.box) - 1);
});

test('details tilt and follow the pointer', async ({ page }) => {
  await open(page);
  await scrollTo(page, 'motion-tilt', 100);
  await page.mouse.move(640, 400);
  await page.mouse.move(1279, 0);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // Tilt 3 ÷ 10 deg per %: about rotateX(15deg) rotateY(15deg) at the top right corner.
  const tilt = await target(page, 'motion-tilt').evaluate((el) => el.style.transform);
  const [rx, ry] = (/^rotateX\(([-\d.]+)deg\) rotateY\(([-\d.]+)deg\)$/.exec(tilt) ?? []).slice(1).map(Number);
  expect(rx).toBeCloseTo(15, 0);
  expect(ry).toBeCloseTo(15, 0);
  await expect(page.locator('#motion-tilt')).toHaveClass(/elementor-motion-effects-perspective/);
  // Direct mouse track at 0.5 px per %: +25 px right, -25 px up.
  const track = await shift(page, 'motion-track');
  expect(track.x).toBeCloseTo(25, 0);
  expect(track.y).toBeCloseTo(-25, 0);
});

for (const [width, active] of [
  [1024, true],
  [767, false],
] as const) {
  test(`the turning detail runs on tablet only down to 768 px (${width} px: ${active ? 'on' : 'off'})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page);
    await scrollTo(page, 'motion-turn', 200);
    const transform = await target(page, 'motion-turn').evaluate((el) => el.style.transform);
    if (active) {
      expect(transform).toMatch(/^translateX\(-?[\d.]+px\) rotateZ\(-?[\d.]+deg\) scale\([\d.]+\)$/);
      await expect(target(page, 'motion-turn')).toHaveClass(/elementor-motion-effects-element/);
    } else {
      expect(transform).toBe('');
      await expect(target(page, 'motion-turn')).not.toHaveClass(/elementor-motion-effects-element/);
    }
  });
}

test('turning the window from tablet to phone width switches an effect off', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await open(page);
  await scrollTo(page, 'motion-turn', 200);
  expect(await target(page, 'motion-turn').evaluate((el) => el.style.transform)).not.toBe('');
  await page.setViewportSize({ width: 767, height: 800 });
  await expect.poll(() => target(page, 'motion-turn').evaluate((el) => el.style.transform)).toBe('');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing moves', async ({ page }) => {
    await open(page);
    await scrollTo(page, 'motion-rise', 300);
    await page.mouse.move(1000, 100);
    expect(await style(page, 'motion-rise', 'transform')).toBe('none');
    expect(await style(page, 'motion-rise', 'opacity')).toBe('1');
    const layer = page.locator('#motion-parallax .elementor-motion-effects-layer');
    expect(await layer.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  });
});
