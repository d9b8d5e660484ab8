// A visitor opens a photograph of the gallery in the lightbox: its code loads on that first open only,
// focus moves in and comes back, the keys, buttons and a swipe move through the gallery's slideshow
// (only the photographs the filter shows), zoom and share answer, and the page behind does not scroll.
import { expect, type Page, test } from '@playwright/test';

const GALLERY = '.elementor-widget-gallery';

/**
 * The visitor's first input (a pointer over the page) loads the lightbox links; the tests mostly move
 * the pointer first, as a visitor does (a click in the same instant is held: see its own test).
 */
async function firstInput(page: Page): Promise<void> {
  await page.mouse.move(5, 300);
  await expect(page.locator('#foyer-lightbox[data-lightbox-ready]')).toHaveCount(1);
}

test('a click on a photograph that is the visitor first input is held until the links code is there, then opens the lightbox', async ({
  page,
}) => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/lightbox-links-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/gallery/');
  await page.waitForLoadState('networkidle');
  const first = page.locator(`${GALLERY} .e-gallery-item`).first();
  await first.click();
  // Held: the browser did not open the file while the code was on its way.
  await expect(page.locator('#foyer-lightbox[data-lightbox-ready]')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/gallery/');
  release();
  const dialog = page.locator('dialog.elementor-lightbox');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.elementor-slideshow__counter')).toHaveText('1 / 11');
  expect(new URL(page.url()).pathname).toBe('/gallery/');
});

test('the lightbox opens on a photograph, moves with the keys and buttons, and gives focus back', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/lightbox/.test(r.url())) chunks.push(r.url());
  });
  await page.goto('/gallery/');
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await firstInput(page);
  // The links' code came with the first input; the lightbox's own waits for the first open.
  expect(chunks.some((url) => /\/assets\/lightbox-(?!links)/.test(url))).toBe(false);
  const first = page.locator(`${GALLERY} .e-gallery-item`).first();
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.elementor-lightbox');
  await expect(dialog).toBeVisible();
  expect(chunks.some((url) => /lightbox-links/.test(url))).toBe(true);
  expect(chunks.some((url) => /\/assets\/lightbox-(?!links)/.test(url))).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Close (Esc)' })).toBeFocused();
  const counter = dialog.locator('.elementor-slideshow__counter');
  await expect(counter).toHaveText('1 / 11');
  await expect(dialog.locator('img.foyer-lightbox__image')).toHaveAttribute('alt', /courtyard/);
  // As the demo kit says: the photograph's name as the title, its alt text beneath.
  await expect(dialog.locator('.elementor-slideshow__title')).toHaveText('courtyard');
  await expect(dialog.locator('.elementor-slideshow__description')).toContainText('courtyard');
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 11');
  await page.keyboard.press('End');
  await expect(counter).toHaveText('11 / 11');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 11');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('11 / 11');
  await page.keyboard.press('Home');
  await expect(counter).toHaveText('1 / 11');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(counter).toHaveText('2 / 11');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
});

test('the slideshow holds only the photographs the filter shows; swipe, zoom and share answer', async ({ page }) => {
  await page.goto('/gallery/');
  await page.waitForLoadState('networkidle');
  await firstInput(page);
  await page.locator(GALLERY).getByRole('button', { name: 'The suites' }).click();
  await page.locator(`${GALLERY} .e-gallery-item:visible`).first().click();
  const dialog = page.locator('dialog.elementor-lightbox');
  const counter = dialog.locator('.elementor-slideshow__counter');
  await expect(counter).toHaveText('1 / 2');

  // A swipe to the left shows the next photograph.
  const stage = await dialog.locator('.foyer-lightbox__stage').boundingBox();
  const y = stage!.y + stage!.height / 2;
  await page.mouse.move(stage!.x + stage!.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(stage!.x + stage!.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(counter).toHaveText('2 / 2');

  const zoom = dialog.getByRole('switch', { name: 'Zoom' });
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.locator('img.foyer-lightbox__image')).toHaveAttribute('style', /scale\(2\)/);
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-checked', 'false');

  const share = dialog.getByRole('button', { name: 'Share' });
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  const facebook = dialog.getByRole('link', { name: 'Share on Facebook' });
  await expect(facebook).toHaveAttribute('href', /^\/share\/facebook\/\?url=%2Fgallery%2F%23elementor-action%3Aaction%3Dlightbox/);
  await expect(dialog.getByRole('link', { name: 'Download image' })).toHaveAttribute('download', '');
});

test('a shared lightbox address opens the photograph when the page loads', async ({ page }) => {
  await page.goto('/gallery/');
  await page.waitForLoadState('networkidle');
  await firstInput(page);
  await page.locator(`${GALLERY} .e-gallery-item`).nth(1).click();
  const dialog = page.locator('dialog.elementor-lightbox');
  await dialog.getByRole('button', { name: 'Share' }).click();
  const href = await dialog.getByRole('link', { name: 'Share on X' }).getAttribute('href');
  const hash = decodeURIComponent(new URL(href!, 'http://x').searchParams.get('url')!).replace('/gallery/', '');
  await page.goto(`/gallery/${hash}`);
  await expect(page.locator('dialog.elementor-lightbox img.foyer-lightbox__image')).toHaveAttribute('src', /pool/);
});

test('a download link to an image never opens the lightbox', async ({ page }) => {
  await page.goto('/gallery/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/uploads/demo/pool.jpg';
    a.download = 'pool.jpg';
    a.textContent = 'Download the pool';
    a.id = 'download-test';
    document.querySelector('main')!.prepend(a);
  });
  await firstInput(page);
  const download = page.waitForEvent('download');
  await page.locator('#download-test').click();
  await download;
  await expect(page.locator('dialog.elementor-lightbox')).toHaveCount(0);
});

test('the basic gallery on "Your stay" opens its three photographs as one slideshow', async ({ page }) => {
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  await firstInput(page);
  const gallery = page.locator('.elementor-widget-image-gallery');
  await expect(gallery.locator('figure.gallery-item')).toHaveCount(3);
  await gallery.locator('.gallery-icon a').nth(1).click();
  const dialog = page.locator('dialog.elementor-lightbox');
  await expect(dialog.locator('.elementor-slideshow__counter')).toHaveText('2 / 3');
  await expect(dialog.locator('img.foyer-lightbox__image')).toHaveAttribute('src', /pool-768\.jpg$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
