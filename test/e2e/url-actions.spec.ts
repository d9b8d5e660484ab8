// URL actions: a link whose hash is `#elementor-action:action=NAME&settings=BASE64` (as Elementor
// writes it, percent-encoded) runs the named action; modules add actions through the hooks
// filter; unknown actions and malformed settings are ignored with a warning; reload-page reloads.
import { expect, type Page, test } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

const actionHref = (name: string, settings: unknown) =>
  `#${encodeURIComponent(`elementor-action:action=${name}&settings=${Buffer.from(JSON.stringify(settings)).toString('base64')}`)}`;

async function addLink(page: Page, href: string, text: string) {
  await page.evaluate(
    ({ href, text }) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = text;
      document.querySelector('main')!.prepend(a);
    },
    { href, text },
  );
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.beforeEach(async ({ page }) => {
      await page.goto('/');
      await page.waitForFunction(() => Boolean(window.foyer?.urlActions));
    });

    test('a click on an action link runs the action a module registered, with its settings', async ({ page }) => {
      const problems = watchPageProblems(page);
      await page.evaluate(() => {
        window.foyer!.hooks.addFilter('foyer/url_actions', 'test/ping', (actions: Record<string, unknown>) => ({
          ...actions,
          'test:ping': (settings: Record<string, unknown>) => document.body.setAttribute('data-pinged', JSON.stringify(settings)),
        }));
      });
      await addLink(page, actionHref('test:ping', { id: 42, toggle: false }), 'Ping');
      await page.getByRole('link', { name: 'Ping' }).click();
      await expect(page.locator('body')).toHaveAttribute('data-pinged', '{"id":42,"toggle":false}');
      expect(page.url()).not.toContain('elementor-action'); // the click does not navigate
      // Keyboard: Enter on the link runs it too.
      await page.evaluate(() => document.body.removeAttribute('data-pinged'));
      await page.getByRole('link', { name: 'Ping' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('body')).toHaveAttribute('data-pinged', '{"id":42,"toggle":false}');
      expect(problems.list).toEqual([]);
    });

    test('unknown actions and malformed settings are ignored with a console warning', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await addLink(page, actionHref('no-such-action', {}), 'Unknown');
      await addLink(page, `#${encodeURIComponent('elementor-action:action=reload-page&settings=%%%not-base64')}`, 'Broken');
      await page.getByRole('link', { name: 'Unknown' }).click();
      await page.getByRole('link', { name: 'Broken' }).click();
      await expect.poll(() => warnings.join('\n')).toContain('unknown URL action "no-such-action"');
      await expect.poll(() => warnings.join('\n')).toContain('URL action "reload-page": its settings are not an encoded JSON object');
      expect(page.url()).toMatch(/\/$/);
    });

    test('reload-page reloads the page, without the hash', async ({ page }) => {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await addLink(page, actionHref('reload-page', {}), 'Reload');
      await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Reload' }).click()]);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
      expect(page.url()).not.toContain('#');
    });
  });
}

test.describe('off-canvas actions at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('off_canvas:open, :toggle and :close drive the header’s off-canvas menu, loaded through the registry', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => Boolean(window.foyer?.urlActions));
    const drawer = page.locator('.ast-mobile-popup-drawer');
    const toggle = page.locator('.menu-toggle.main-header-menu-toggle');
    await addLink(page, actionHref('off_canvas:open', {}), 'Open menu');
    await page.getByRole('link', { name: 'Open menu' }).click();
    await expect(drawer).toHaveClass(/\bactive\b/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The drawer is modal while open: run the other actions from the page's registry, as a hash would.
    await page.evaluate(() => window.foyer!.urlActions!.run(`#action=off_canvas:toggle&settings=${btoa('{}')}`));
    await expect(drawer).not.toHaveClass(/\bactive\b/);
    await page.evaluate(() => window.foyer!.urlActions!.run(`#action=off_canvas:toggle&settings=${btoa('{}')}`));
    await expect(drawer).toHaveClass(/\bactive\b/);
    await page.evaluate(() => window.foyer!.urlActions!.run(`#action=off_canvas:close&settings=${btoa('{}')}`));
    await expect(drawer).not.toHaveClass(/\bactive\b/);
    await expect(toggle).toBeFocused();
  });
});
