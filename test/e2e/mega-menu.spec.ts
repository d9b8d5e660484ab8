// A visitor opens the demo's mega menu: by hovering (hover intent, 100 ms opening, 200 ms closing,
// 300 ms timeout), by keyboard, by touch; a tabs item keeps its tab; the suites carousel shows
// 1 / 2 / 3 slides at 375 / 700 / 1280 px and advances every 5000 ms.
import { expect, type Page, test } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

const item = (page: Page, name: string) =>
  page.locator('#ast-hf-menu-1 > li').filter({ has: page.getByRole('link', { name, exact: true }) });

/** Waits until the mega-menu behaviour has attached to every mega item. */
async function ready(page: Page) {
  // Areas, Suites, About and Account.
  await expect(page.locator('.foyer-mega__item')).toHaveCount(4);
}

test.describe('at 1280 px', () => {
  test('hover intent opens after the pointer slows down, with the opening (100 ms) and closing (200 ms) states', async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.clock.install();
    await page.goto('/');
    await ready(page);
    // From here on, time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    const areas = item(page, 'Areas');
    const button = areas.locator(':scope > .ast-menu-toggle');
    const box = (await areas.getByRole('link', { name: 'Areas', exact: true }).boundingBox())!;

    // Passing through quickly opens nothing.
    await page.mouse.move(box.x + 5, box.y + 10);
    await page.mouse.move(box.x + 60, box.y + 12);
    await page.clock.runFor(25);
    await page.mouse.move(box.x + 200, box.y + 300);
    await page.clock.runFor(400);
    await expect(areas).not.toHaveClass(/foyer-mega__item--open/);

    // Resting on the item: open at the next 30 ms poll, "opening" for 100 ms, then "open".
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.clock.runFor(31);
    await expect(areas).toHaveClass(/foyer-mega__item--opening/);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(97);
    await expect(areas).toHaveClass(/foyer-mega__item--opening/);
    await page.clock.runFor(3);
    await expect(areas).toHaveClass(/foyer-mega__item--open(\s|$)/);
    await expect(areas.locator('.foyer-mega')).toBeVisible();
    await expect(areas.getByRole('link', { name: 'Old Town' })).toBeVisible();

    // Leaving: still open for the 300 ms timeout, then "closing" for 200 ms, then closed.
    await page.mouse.move(box.x + 10, 790);
    await page.clock.runFor(290);
    await expect(areas).toHaveClass(/foyer-mega__item--open/);
    await page.clock.runFor(20);
    await expect(areas).toHaveClass(/foyer-mega__item--closing/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(180);
    await expect(areas).toHaveClass(/foyer-mega__item--closing/);
    await page.clock.runFor(20);
    await expect(areas).not.toHaveClass(/foyer-mega__item--(open|opening|closing)/);
    await expect(areas.locator('.foyer-mega')).toBeHidden();
    expect(problems.list).toEqual([]);
  });

  test('keyboard: arrows move along the bar and into the panel, Enter toggles, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const areas = item(page, 'Areas');
    const button = areas.locator(':scope > .ast-menu-toggle');
    await page.getByRole('link', { name: 'Home', exact: true }).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(areas.getByRole('link', { name: 'Areas', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(areas.getByRole('link', { name: 'Beach Front' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(areas.getByRole('link', { name: 'Botanical Gardens' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(item(page, 'Suites').getByRole('link', { name: 'Suites', exact: true })).toBeFocused();
  });

  test('the tabs item follows the ARIA tabs pattern and keeps its tab when closed and opened again', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const about = item(page, 'About');
    const button = about.locator(':scope > .ast-menu-toggle');
    await button.click();
    const tabs = about.getByRole('tab');
    await expect(tabs).toHaveText(['Our story', 'The house', 'Your stay']);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(about.getByRole('tabpanel')).toContainText('Courtyard, terraces, tower');
    await tabs.nth(2).click();
    await expect(about.getByRole('tabpanel')).toContainText('Everything for your stay');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(about.locator('.foyer-mega')).toBeHidden();
    await button.click();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(about.getByRole('tabpanel')).toContainText('Everything for your stay');
  });

  test('the suites carousel shows 3 slides and advances every 5000 ms while open', async ({ page }) => {
    // The carousel in the closed panel waits for the visitor's first input before it loads.
    let chunks = 0;
    page.on('request', (request) => void (/\/carousel-[\w-]+\.js$/.test(request.url()) && chunks++));
    await page.clock.install();
    await page.goto('/');
    await ready(page);
    const suites = item(page, 'Suites');
    // The panel is closed, so the carousel has no role to find it by yet.
    const carousel = suites.locator('.foyer-carousel');
    await page.waitForLoadState('networkidle');
    expect(chunks).toBe(0);
    await page.mouse.move(5, 790);
    await expect.poll(() => chunks).toBeGreaterThan(0);
    // From here on, time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await suites.locator(':scope > .ast-menu-toggle').click();
    await expect(carousel).toHaveClass(/foyer-carousel--ready/);
    const slides = carousel.locator('.foyer-carousel__slide');
    await expect(slides).toHaveCount(4);
    await expect(carousel.locator('.foyer-carousel__slide:not([aria-hidden="true"])')).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute('aria-label', '1 of 4');
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
    await page.mouse.move(5, 790); // The pointer resting on the carousel would pause it.
    await page.clock.runFor(4900);
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false');
    await page.clock.runFor(100 + 400);
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
    await expect(slides.nth(3)).toHaveAttribute('aria-hidden', 'false');
    // The pause control stops it.
    await carousel.getByRole('button', { name: 'Pause slides' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
  });
});

for (const [width, visible] of [
  [700, 2],
  [375, 1],
] as const) {
  test(`the suites carousel shows ${visible} slide(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Below the header breakpoint the desktop bar's mega-menu behaviour is neither fetched nor attached:
    // the mobile menu's own toggles open the panels, and the carousel follows its toggle by itself.
    expect(scripts.filter((path) => /\/mega-menu-[\w-]+\.js$/.test(path))).toEqual([]);
    await expect(page.locator('.foyer-mega__item')).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).first().click();
    const suites = item(page, 'Suites');
    await suites.locator(':scope > .ast-menu-toggle').click();
    const carousel = suites.getByRole('region', { name: 'Suites' });
    await expect(carousel).toHaveClass(/foyer-carousel--ready/);
    await expect(carousel.locator('.foyer-carousel__slide:not([aria-hidden="true"])')).toHaveCount(visible);
    const slide = (await carousel.locator('.foyer-carousel__slide').first().boundingBox())!;
    const viewport = (await carousel.locator('.foyer-carousel__viewport').boundingBox())!;
    expect(Math.round((viewport.width + 30) / slide.width)).toBe(visible);
  });
}

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('the first tap opens, the second follows the link; a swipe over 50 px does neither', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const areas = item(page, 'Areas');
    const link = areas.getByRole('link', { name: 'Areas', exact: true });
    const box = (await link.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + 60 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(areas.locator(':scope > .ast-menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);

    await page.touchscreen.tap(x, y);
    await expect(areas.locator(':scope > .ast-menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/$/);
    await page.touchscreen.tap(x, y);
    await expect(page).toHaveURL(/#areas$/);
  });
});
