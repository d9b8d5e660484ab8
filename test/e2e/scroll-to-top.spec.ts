// The scroll-to-top button: hidden until 100 px of scroll, fading in and out over 300 ms; a click or
// Enter brings the page to the top over 300 ms (Playwright's clock drives the animation frames), at
// once with reduced motion; shown on the devices the theme option names (the 769 px marker).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_THEME } from '../../src/demo/theme.ts';
import { startThemeSite, type ThemeSite } from './support/theme-site.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Stops the page's (installed) clock, so only runFor moves the animation on. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** Collects the button's finished opacity transitions' durations (s) in data-fades. */
async function recordFades(button: Locator): Promise<void> {
  await button.evaluate((el) =>
    el.addEventListener('transitionend', (event) => {
      const e = event as TransitionEvent;
      if (e.propertyName === 'opacity') el.dataset.fades = `${el.dataset.fades ?? ''} ${e.elapsedTime}`.trim();
    }),
  );
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('appears past 100 px with a 300 ms fade, and a click brings the page to the top over 300 ms', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      const button = page.locator('#ast-scroll-top');
      await expect(button).toBeAttached();
      await expect(button).toBeHidden();
      await expect(page.locator('body')).toHaveClass(/ast-(desktop|header-break-point)/); // behaviours attached
      await recordFades(button);

      await scrollTo(page, 100);
      await expect(button).not.toHaveClass(/ast-scroll-top--visible/);
      await scrollTo(page, 2000);
      await expect(button).toHaveClass(/ast-scroll-top--visible/);
      await expect(button).toBeVisible();
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
      await expect.poll(() => button.evaluate((el) => el.dataset.fades ?? '')).toBe('0.3');
      await expect(button).toHaveCSS('opacity', '1');

      await pauseClock(page);
      await button.click();
      await page.clock.runFor(150);
      const halfway = await scrollY(page);
      expect(halfway).toBeGreaterThan(500);
      expect(halfway).toBeLessThan(1500);
      await page.clock.runFor(140);
      expect(await scrollY(page)).toBeGreaterThan(0); // not before 300 ms
      await page.clock.runFor(40);
      expect(await scrollY(page)).toBe(0);
      // Back at the top it fades out (300 ms) and leaves the tab order; focus moved to the header.
      await expect(button).not.toHaveClass(/ast-scroll-top--visible/);
      await expect.poll(() => button.evaluate((el) => el.dataset.fades ?? '')).toBe('0.3 0.3');
      await expect(button).toBeHidden();
      await expect(page.locator('#masthead a[rel=home]')).toBeFocused();
    });

    test('Enter on the focused button scrolls to the top too', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await expect(page.locator('body')).toHaveClass(/ast-(desktop|header-break-point)/);
      await scrollTo(page, 1500);
      const button = page.getByRole('button', { name: 'Scroll to top' });
      await expect(button).toBeVisible();
      await button.focus();
      await pauseClock(page);
      await page.keyboard.press('Enter');
      await page.clock.runFor(150);
      expect(await scrollY(page)).toBeGreaterThan(0);
      await page.clock.runFor(200);
      expect(await scrollY(page)).toBe(0);
    });
  });
}

test('with reduced motion the page jumps to the top at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('body')).toHaveClass(/ast-desktop/);
  await scrollTo(page, 1500);
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  expect(await scrollY(page)).toBe(0);
});

for (const devices of ['desktop', 'mobile'] as const) {
  test.describe(`shown on ${devices} only`, () => {
    let site: ThemeSite;
    test.beforeAll(async () => {
      site = await startThemeSite({ theme: { ...DEMO_THEME, scrollToTop: { enabled: true, devices } } });
    });
    test.afterAll(async () => {
      await site?.close();
    });

    test('the 769 px marker splits mobile from desktop', async ({ page }) => {
      const button = page.locator('#ast-scroll-top');
      for (const width of [768, 769]) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(`${site.url}/`);
        await expect(page.locator('body')).toHaveClass(/ast-header-break-point/);
        await scrollTo(page, 1500);
        const shown = width >= 769 === (devices === 'desktop');
        await expect(button).toHaveClass(/ast-scroll-top--visible/);
        if (shown) await expect(button).toBeVisible();
        else await expect(button).toBeHidden();
      }
    });
  });
}
