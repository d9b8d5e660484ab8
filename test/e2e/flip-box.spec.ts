// The suites' flip boxes and the home page's winter call to action, as a visitor uses them: the
// mouse turns a box to its back, so does Tab reaching the back's link (and the box turns back when
// focus moves on), reduced motion shows the back at once, and the call to action's link works from
// the keyboard. All CSS: no script is involved.
import { expect, type Locator, type Page, test } from '@playwright/test';

/** Which side of a flip box is on top at its centre (what a visitor sees there), or what else is. */
function sideShown(box: Locator): Promise<string> {
  return box.evaluate((el) => {
    // Lazy images above can still move the page: bring the box back into view (focus and hover stay).
    let r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight) {
      el.scrollIntoView({ block: 'center' });
      r = el.getBoundingClientRect();
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (hit?.closest('.elementor-flip-box__back')) return 'back';
    return hit?.closest('.elementor-flip-box__front') ? 'front' : `other: ${hit?.className}`;
  });
}

/** Focuses whatever comes just before `target` in the tab order, so one Tab lands on it. */
async function focusBefore(page: Page, target: Locator): Promise<void> {
  await target.evaluate((el) => {
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
      (e) => e.tabIndex >= 0 && !e.hasAttribute('disabled') && e.getClientRects().length > 0,
    );
    const index = focusable.indexOf(el as HTMLElement);
    focusable[index - 1]!.focus();
  });
}

const boxes = (page: Page) => page.locator('.elementor-widget-flip-box .elementor-flip-box');

test('hovering a suite’s flip box turns it to its back, and leaving turns it back', async ({ page }) => {
  await page.goto('/suites/');
  await expect(boxes(page)).toHaveCount(4);
  const box = boxes(page).first();
  await box.scrollIntoViewIfNeeded();
  await expect.poll(() => sideShown(box)).toBe('front');
  await box.hover();
  await expect.poll(() => sideShown(box)).toBe('back');
  await expect(box.locator('.elementor-flip-box__back')).toHaveCSS('transform', 'none');
  await page.mouse.move(2, 2);
  await expect.poll(() => sideShown(box)).toBe('front');
});

test('Tab reaches the back’s link and the box turns to show it; the next Tab moves to the next box', async ({ page }) => {
  await page.goto('/suites/');
  const [first, second] = [boxes(page).nth(0), boxes(page).nth(1)];
  const firstLink = first.getByRole('link', { name: 'See the Sea-View Suite' });
  await first.scrollIntoViewIfNeeded();
  await focusBefore(page, firstLink);
  await page.keyboard.press('Tab');
  await expect(firstLink).toBeFocused();
  await expect.poll(() => sideShown(first)).toBe('back');
  await expect(firstLink).toBeInViewport();
  // The box is not a tab stop of its own when its back has a link.
  await page.keyboard.press('Tab');
  await expect(second.getByRole('link', { name: 'Plan your stay' })).toBeFocused();
  await expect.poll(() => sideShown(second)).toBe('back');
  await expect.poll(() => sideShown(first)).toBe('front');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact\/#enquire$/);
});

test('under reduced motion the back shows at once, without turning', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/suites/');
  const box = boxes(page).nth(2);
  await box.scrollIntoViewIfNeeded();
  const back = box.locator('.elementor-flip-box__back');
  await expect(back).toHaveCSS('transition-duration', '0s');
  await box.hover();
  // No transition: the very next frame already has the back in place.
  expect(await back.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  expect(await sideShown(box)).toBe('back');
  await box.getByRole('link').focus();
  expect(await sideShown(box)).toBe('back');
});

test('the winter call to action’s link works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const cta = page.locator('.elementor-widget-call-to-action .elementor-cta');
  await expect(cta).toHaveClass(/elementor-cta--skin-cover/);
  await expect(cta.locator('.elementor-ribbon-inner')).toHaveText('Winter offer');
  const image = cta.locator('.elementor-cta__bg img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', /^\d+$/);
  const link = cta.getByRole('link', { name: 'See the winter escape' });
  await cta.scrollIntoViewIfNeeded();
  await focusBefore(page, link);
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  // Focus inside shows what hover shows: the darker overlay.
  await expect(cta.locator('.elementor-cta__bg-overlay')).toHaveCSS('background-color', 'rgba(22, 38, 47, 0.68)');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/winter-escape\/$/);
});
