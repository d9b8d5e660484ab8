// A guest looks through the suite photos on the suites page: the arrows, the bullets and the arrow
// keys move the slides; autoplay moves on after its 5 s (autoplay_speed) unless the pointer rests on
// the carousel, the guest pauses it, or the guest asks for reduced motion; and the slides sit where
// they belong before any script runs.
import { expect, test, type Page } from '@playwright/test';

const CAROUSEL = '.elementor-widget-image-carousel .elementor-image-carousel-wrapper';

async function openTour(page: Page): Promise<ReturnType<Page['locator']>> {
  await page.goto('/suites/');
  await page.waitForLoadState('networkidle');
  const carousel = page.locator(CAROUSEL);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/foyer-carousel--ready/);
  return carousel;
}

const slide = (carousel: ReturnType<Page['locator']>, n: number) => carousel.locator(`.swiper-slide[aria-label="${n} of 5"]`);
const dot = (carousel: ReturnType<Page['locator']>, n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` });

test('the arrows, the bullets and the arrow keys move the photos, three in view', async ({ page }) => {
  const carousel = await openTour(page);
  await expect(carousel).toHaveAttribute('role', 'region');
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel).toHaveAttribute('aria-label', 'Photos of the suites');
  await expect(slide(carousel, 1)).toHaveAttribute('aria-hidden', 'false');
  await expect(slide(carousel, 4)).toHaveAttribute('aria-hidden', 'true');
  await expect(dot(carousel, 1)).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(dot(carousel, 2)).toHaveAttribute('aria-current', 'true');
  await expect(slide(carousel, 4)).toHaveAttribute('aria-hidden', 'false');
  await expect(slide(carousel, 1)).toHaveAttribute('aria-hidden', 'true');
  // Moving the slides by hand stops autoplay (pause_on_interaction); the button offers to play again.
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');

  await dot(carousel, 3).click();
  await expect(dot(carousel, 3)).toHaveAttribute('aria-current', 'true');
  await expect(slide(carousel, 5)).toHaveAttribute('aria-hidden', 'false');

  await page.keyboard.press('ArrowLeft');
  await expect(dot(carousel, 2)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dot(carousel, 4)).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(dot(carousel, 3)).toHaveAttribute('aria-current', 'true');
});

test('a press on Previous while the photos are still moving goes back one photo from where they were going', async ({ page }) => {
  const carousel = await openTour(page);
  await expect(dot(carousel, 1)).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  // Two steps started at once, then Previous pressed before they end: the slides head for 3, then 2.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(dot(carousel, 2)).toHaveAttribute('aria-current', 'true');
  await expect(slide(carousel, 2)).toHaveAttribute('aria-hidden', 'false');
});

/** The number of the current bullet. */
async function current(carousel: ReturnType<Page['locator']>): Promise<number> {
  const label = await carousel.locator('.foyer-carousel__dot[aria-current="true"]').getAttribute('aria-label');
  return Number(label?.replace(/\D+/g, ''));
}
const after = (n: number, steps = 1) => ((n - 1 + steps) % 5) + 1;

test('autoplay moves on after 5 s, waits while the pointer rests on the photos, and stops with the pause button', async ({ page }) => {
  await page.clock.install();
  const carousel = await openTour(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // Resting on the carousel and leaving it starts the 5 s over.
  await carousel.hover();
  await page.mouse.move(5, 5);
  const start = await current(carousel);
  await page.clock.runFor(4_900);
  await expect(dot(carousel, start)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(200);
  await expect(dot(carousel, after(start))).toHaveAttribute('aria-current', 'true');

  await carousel.hover();
  await page.clock.runFor(12_000);
  await expect(dot(carousel, after(start))).toHaveAttribute('aria-current', 'true');
  await page.mouse.move(5, 5);
  await page.clock.runFor(5_100);
  await expect(dot(carousel, after(start, 2))).toHaveAttribute('aria-current', 'true');

  const pause = carousel.locator('.foyer-carousel__pause');
  await expect(pause).toHaveAccessibleName('Pause slides');
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(pause).toHaveAccessibleName('Play slides');
  await pause.blur();
  await page.clock.runFor(12_000);
  await expect(dot(carousel, after(start, 2))).toHaveAttribute('aria-current', 'true');
});

test('with reduced motion nothing plays by itself and there is no pause button', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const carousel = await openTour(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.mouse.move(5, 5);
  await expect(carousel.locator('.foyer-carousel__pause')).toBeHidden();
  await page.clock.runFor(11_000);
  await expect(dot(carousel, 1)).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(dot(carousel, 2)).toHaveAttribute('aria-current', 'true');
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  for (const [width, perView] of [
    [1280, 3],
    [375, 1],
  ] as const) {
    test(`the photos are laid out ${perView} to a row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/suites/');
      const carousel = page.locator(CAROUSEL);
      const box = (await carousel.boundingBox())!;
      const first = (await carousel.locator('.swiper-slide').first().boundingBox())!;
      const gap = perView > 1 ? 16 : 0;
      expect(first.width).toBeCloseTo((box.width - gap * (perView - 1)) / perView, 0);
      expect(first.x).toBeCloseTo(box.x, 0);
    });
  }
});
