// A guest reads what others said about the house on "The house": the reviews sit two to a row on a
// desktop, one on a phone, before any script runs; the carousel's code loads only as they come into
// view; arrows, dots and the arrow keys move them, the hidden ones out of the tab order (inert).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readModuleManifest } from '../../src/server/ssr/client-manifest.ts';

const CAROUSEL = '.elementor-widget-testimonial-carousel .elementor-swiper';
const slide = (carousel: Locator, n: number) => carousel.locator(`.swiper-slide[aria-label="${n} of 4"]`);
const dot = (carousel: Locator, n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` });

async function openGuestBook(page: Page): Promise<Locator> {
  await page.goto('/about/');
  const carousel = page.locator(CAROUSEL);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/foyer-carousel--ready/);
  return carousel;
}

test('the carousel code loads only when the reviews come near the viewport', async ({ page }) => {
  const chunk = `/${readModuleManifest()!.modules['testimonial-carousel'].file}`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/about/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.elementor-widget-testimonial-carousel')).toHaveAttribute('data-behaviours-defer', 'visible');
  expect(requested).not.toContain(chunk);
  expect(await page.locator(`link[href="${chunk}"]`).count()).toBe(0);
  await page.locator(CAROUSEL).scrollIntoViewIfNeeded();
  await expect(page.locator(CAROUSEL)).toHaveClass(/foyer-carousel--ready/);
  expect(requested).toContain(chunk);
});

test('arrows, dots and the arrow keys move the reviews, two in view', async ({ page }) => {
  const carousel = await openGuestBook(page);
  await expect(carousel).toHaveAttribute('role', 'region');
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(slide(carousel, 1)).toHaveAttribute('aria-hidden', 'false');
  await expect(slide(carousel, 2)).toHaveAttribute('aria-hidden', 'false');
  await expect(slide(carousel, 3)).toHaveAttribute('aria-hidden', 'true');
  await expect(slide(carousel, 3)).toHaveAttribute('inert', '');
  await expect(dot(carousel, 1)).toHaveAttribute('aria-current', 'true');
  // The reviews loop (Elementor's default): every review is a stop, the last shown beside the first.
  await expect(dot(carousel, 4)).toBeVisible();

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(dot(carousel, 2)).toHaveAttribute('aria-current', 'true');
  await expect(slide(carousel, 3)).toHaveAttribute('aria-hidden', 'false');
  await expect(slide(carousel, 1)).toHaveAttribute('aria-hidden', 'true');
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');

  await dot(carousel, 3).click();
  await expect(dot(carousel, 3)).toHaveAttribute('aria-current', 'true');
  await expect(slide(carousel, 4)).toHaveAttribute('aria-hidden', 'false');

  await dot(carousel, 3).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(dot(carousel, 2)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(dot(carousel, 1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(dot(carousel, 4)).toHaveAttribute('aria-current', 'true');
  await expect(slide(carousel, 4)).toHaveAttribute('aria-hidden', 'false');
  await expect(slide(carousel, 1)).toHaveAttribute('aria-hidden', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(dot(carousel, 1)).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Previous slide' }).press('Enter');
  await expect(dot(carousel, 4)).toHaveAttribute('aria-current', 'true');
});

test('on a phone one review is in view, its image in a 56 px circle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const carousel = await openGuestBook(page);
  await expect(dot(carousel, 4)).toBeVisible();
  await expect(slide(carousel, 2)).toHaveAttribute('aria-hidden', 'true');
  await dot(carousel, 4).click();
  await expect(slide(carousel, 4)).toHaveAttribute('aria-hidden', 'false');
  await expect(slide(carousel, 1)).toHaveAttribute('aria-hidden', 'true');
  // Each review's image and name come from the server, the image sized for its small circle.
  const image = slide(carousel, 4).locator('.elementor-testimonial__image img');
  await expect(image).toHaveAttribute('src', '/uploads/demo/harbour-480.jpg');
  await expect(image).toHaveAttribute('width', '480');
  expect(await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(56);
});

test('autoplay moves on after its 7 s and stops with the pause button', async ({ page }) => {
  await page.clock.install();
  const carousel = await openGuestBook(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.mouse.move(5, 5);
  await page.clock.runFor(7_100);
  await expect(dot(carousel, 2)).toHaveAttribute('aria-current', 'true');
  const pause = carousel.locator('.foyer-carousel__pause');
  await expect(pause).toHaveAccessibleName('Pause slides');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(pause).toHaveAccessibleName('Play slides');
  await page.mouse.move(5, 5);
  await page.clock.runFor(15_000);
  await expect(dot(carousel, 2)).toHaveAttribute('aria-current', 'true');
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  for (const [width, perView] of [
    [1280, 2],
    [375, 1],
  ] as const) {
    test(`the reviews are laid out ${perView} to a row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about/');
      const carousel = page.locator(CAROUSEL);
      const main = await carousel.locator('.elementor-main-swiper').boundingBox();
      const first = await slide(carousel, 1).boundingBox();
      const next = await slide(carousel, perView + 1).boundingBox();
      // The first `perView` reviews fill the visible strip; the next starts past its right edge.
      expect(first!.x).toBeCloseTo(main!.x, 0);
      expect(next!.x).toBeGreaterThanOrEqual(main!.x + main!.width - 1);
      await expect(slide(carousel, 1).locator('.elementor-testimonial__name')).toHaveText('Hanna & Jonas');
    });
  }
});
