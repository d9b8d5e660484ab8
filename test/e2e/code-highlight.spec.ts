// A guest copies the sat-nav details from "Your stay": the code arrives highlighted in the HTML (no
// highlighting code reaches the browser), the copy button puts the exact text on the clipboard and says so.
import { expect, test } from '@playwright/test';
import { SAT_NAV } from '../../src/demo/pages/widgets-content.ts';

const SNIPPET = '.elementor-widget-code-highlight';

test('the sat-nav details are highlighted by the server and the copy button copies it with a status message', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  const widget = page.locator(SNIPPET);
  await expect(widget.locator('.token.comment').first()).toBeVisible();
  await expect(widget.locator('.e-code-line--highlight')).toHaveText(/coordinates = 44\.0712, 9\.8254/);
  // Only the copy behaviour's small chunk is this widget's JavaScript: no grammar, no highlighter.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => `${e.name} ${(e as PerformanceResourceTiming).decodedBodySize}`),
  );
  const chunk = scripts.find((s) => s.includes('code-highlight-behaviour'));
  expect(chunk, 'the copy behaviour was loaded').toBeTruthy();
  expect(Number(chunk?.split(' ')[1])).toBeLessThan(1500);
  expect(scripts.some((s) => /refractor|prism/i.test(s))).toBe(false);

  const copy = widget.getByRole('button', { name: 'Copy' });
  await copy.click();
  // The button's name changes to Copied, so it is found by its class from here on.
  await expect(widget.locator('.e-code-copy')).toHaveText('Copied');
  await expect(widget.getByRole('status')).toHaveText('Code copied to the clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(SAT_NAV);
});

test('the code block scrolls by keyboard and is named', async ({ page }) => {
  await page.goto('/your-stay/');
  const pre = page.locator(`${SNIPPET} pre`);
  await expect(pre).toHaveAttribute('tabindex', '0');
  await expect(pre).toHaveAccessibleName('INI code');
});
