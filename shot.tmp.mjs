import { chromium } from '@playwright/test';
const [,, url, out, width, full] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url);
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
