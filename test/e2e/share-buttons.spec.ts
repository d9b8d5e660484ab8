// A reader shares a guide: each network's page opens in a centred 640 × 480 window from the mouse and
// from the keyboard, the share route sends it on with the page's absolute address, e-mail stays in
// the page's tab, print prints, and without JavaScript the links still work.
import { expect, test } from '@playwright/test';

const POST = '/walking-the-harbour-at-dusk/';

test('a share button opens the network in a centred 640 × 480 window, by mouse and by keyboard', async ({ page }) => {
  await page.goto(POST);
  await page.waitForLoadState('networkidle');
  // Record what the page asks the browser to open instead of leaving for the network.
  await page.evaluate(() => {
    const w = window as unknown as { opened: [string, string, string][] };
    w.opened = [];
    window.open = ((url: string, target: string, features: string) => {
      w.opened.push([url, target, features]);
      return {} as Window;
    }) as typeof window.open;
  });
  const share = page.locator('.elementor-widget-share-buttons');
  await expect(share.getByRole('listitem')).toHaveCount(5);
  const facebook = share.getByRole('link', { name: 'Share on Facebook' });
  await facebook.click();
  await share.getByRole('link', { name: 'Share on WhatsApp' }).focus();
  await page.keyboard.press('Enter');
  const opened = await page.evaluate(() => (window as unknown as { opened: [string, string, string][] }).opened);
  expect(opened).toHaveLength(2);
  expect(opened[0][0]).toContain('/share/facebook/?url=%2Fwalking-the-harbour-at-dusk%2F');
  expect(opened[1][0]).toContain('/share/whatsapp/');
  for (const [, , features] of opened) expect(features).toMatch(/^toolbar=0,status=0,width=640,height=480,top=\d+,left=\d+$/);
  await expect(page).toHaveURL(new RegExp(`${POST}$`));
});

test('the share route takes the visitor on with the page’s absolute address', async ({ page, baseURL }) => {
  await page.goto(POST);
  const href = await page.locator('.elementor-share-btn_x-twitter').getAttribute('href');
  const response = await page.request.get(href!, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toContain(`https://x.com/intent/tweet?text=`);
  expect(response.headers().location).toContain(encodeURIComponent(`${new URL(baseURL!).origin}${POST}`));
});

test('print prints the page', async ({ page }) => {
  await page.goto(POST);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.locator('.elementor-widget-share-buttons').getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the links open the share route in a new tab', async ({ page }) => {
    await page.goto(POST);
    const link = page.locator('.elementor-share-btn_facebook');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^\/share\/facebook\/\?url=/);
    await expect(page.locator('.elementor-share-btn_email')).not.toHaveAttribute('target', '_blank');
  });
});

test('the buttons fit a phone screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(POST);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBe(375);
  const boxes = await page
    .locator('.elementor-widget-share-buttons .elementor-share-btn')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
  for (const right of boxes) expect(right).toBeLessThanOrEqual(375);
});
