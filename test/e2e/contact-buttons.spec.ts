// A visitor opens the hotel's contact buttons, finds WhatsApp, phone, e-mail and directions, and
// closes the box again with Escape; the box animates for 300 ms unless they prefer reduced motion.
import { expect, test } from '@playwright/test';
import { CLIENT_MODULE_NAMES } from '../../src/runtime/module-names.ts';
import { watchPageProblems } from './support/page-problems.ts';

const ROOT = '.e-contact-buttons-var-7';
const T0 = new Date('2026-06-01T09:00:00Z').getTime();

test('opens the contact box with a 300 ms animation, moves focus in, and Escape closes it back to the launcher', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.clock.install({ time: T0 });
  await page.goto('/');
  const root = page.locator(ROOT);
  await page.waitForFunction(() => Boolean(window.foyer));
  // Stop the page's clock so the 300 ms are counted by the test alone.
  await page.clock.pauseAt(T0 + 60_000);
  const launcher = root.getByRole('button', { name: 'Contact the hotel' });
  const box = root.getByRole('dialog', { name: 'Contact the hotel' });
  // The launcher's code waits for the visitor's first input: this press fetches it and is held until it is there.
  await expect(root).not.toHaveAttribute('data-ready', '');
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toBeHidden();

  await launcher.click();
  await expect(root).toHaveAttribute('data-ready', '');
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toBeVisible();
  await expect(root).toHaveAttribute('data-state', 'opening');
  await expect(box.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.clock.runFor(290);
  await expect(root).toHaveAttribute('data-state', 'opening');
  await page.clock.runFor(10);
  await expect(root).toHaveAttribute('data-state', 'open');

  // Each link opens the right app or page.
  await expect(box.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/390187555012');
  await expect(box.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+390187555012');
  await expect(box.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', 'mailto:stay@casaalba.example?subject=Stay%20enquiry');
  await expect(box.getByRole('link', { name: /Directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Via%20del%20Faro/,
  );

  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await expect(launcher).toBeFocused();
  await expect(root).toHaveAttribute('data-state', 'closing');
  await expect(box).toBeVisible(); // still animating out
  await page.clock.runFor(300);
  await expect(root).toHaveAttribute('data-state', 'closed');
  await expect(box).toBeHidden();

  // The close button does the same.
  await launcher.click();
  await box.getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(300);
  await expect(box).toBeHidden();
  await expect(launcher).toBeFocused();
  expect(problems.list).toEqual([]);
});

test('with reduced motion the box opens and closes at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const root = page.locator(ROOT);
  await page.waitForFunction(() => Boolean(window.foyer));
  await root.getByRole('button', { name: 'Contact the hotel' }).click();
  await expect(root).toHaveAttribute('data-state', 'open');
  await page.keyboard.press('Escape');
  await expect(root).toHaveAttribute('data-state', 'closed');
  await expect(root.getByRole('dialog')).toBeHidden();
});

test('the page loads browser code only for the behaviours its elements name (islands and the launcher wait for interaction)', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.split('/').pop() ?? '');
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const named = await page.evaluate(() =>
    [...document.querySelectorAll('[data-behaviours]')].flatMap((el) =>
      (el.getAttribute('data-behaviours') ?? '').split(/\s+/).filter(Boolean),
    ),
  );
  const loadedModules = [...CLIENT_MODULE_NAMES].filter((name) => scripts.some((s) => s.startsWith(`${name}-`)));
  // Nothing is loaded that no element names (some named ones wait until their element is near the viewport).
  expect(loadedModules.filter((name) => !named.includes(name))).toEqual([]);
  expect(loadedModules).not.toContain('contact-buttons');
  // The first input fetches it.
  await page.locator(ROOT).getByRole('button', { name: 'Contact the hotel' }).hover();
  await expect(page.locator(ROOT)).toHaveAttribute('data-ready', '');
  expect(scripts.some((s) => s.startsWith('contact-buttons-'))).toBe(true);
});
