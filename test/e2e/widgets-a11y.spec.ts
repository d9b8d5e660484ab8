// axe-core finds no accessibility violations on the widgets page ("Your stay"), the home page and
// "The house", at desktop and phone widths, scrolled through as a visitor would: every widget's names,
// roles, states and contrast.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { scrollThroughPage } from './support/in-view.ts';

for (const width of [1280, 375]) {
  for (const path of ['/your-stay/', '/', '/the-house/']) {
    test(`${path} at ${width} px has no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Checked as a visitor sees it: scrolled through once, so what loads near the viewport (lazy
      // backgrounds, the behaviours held back below the fold) is there.
      await scrollThroughPage(page);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const summary = violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}
