// A guest on the winter escape page watches the offer count down: the numbers come from the
// browser (the cached page holds none), fall by one each second, and at the end the boxes give way
// to a note, announced once. Evergreen countdowns start per visitor and keep their end across a
// reload, or start afresh each view when the browser refuses storage; a redirect runs at the end.
// Time is Playwright's clock: nothing here sleeps.
import { expect, test, type Page } from '@playwright/test';
import { savePost } from '../../src/content/save-post.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { startSite, type ThemeSite } from './support/theme-site.ts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The numbers shown, as numbers (`{ days: 108, … }`). */
async function shown(page: Page, scope = '.elementor-widget-countdown'): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const unit of UNITS) {
    const cell = page.locator(`${scope} .elementor-countdown-${unit}`);
    if (await cell.count()) out[unit] = Number(await cell.textContent());
  }
  return out;
}
const seconds = (t: Record<string, number>) => (t.days ?? 0) * 86_400 + (t.hours ?? 0) * 3_600 + (t.minutes ?? 0) * 60 + (t.seconds ?? 0);

/** The winter escape's due date (epoch ms) as the seeded page states it. */
async function winterDue(page: Page): Promise<number> {
  const html = await (await page.request.get('/winter-escape/')).text();
  return Number(/data-date="(\d+)"/.exec(html)![1]) * 1000;
}

test('the server prints labels and the due date, never numbers; the browser fills them in and ticks each second', async ({ page }) => {
  const html = await (await page.request.get('/winter-escape/')).text();
  expect(html).toMatch(/<span class="elementor-countdown-digits elementor-countdown-days"><\/span>/);
  const due = await winterDue(page);
  // Seeded a few months ahead, so the demo never shows the offer over.
  expect(due - Date.now()).toBeGreaterThan(50 * 86_400_000);
  expect(html).toContain(`<time dateTime="${new Date(due).toISOString()}">`);

  await page.clock.install();
  await page.goto('/winter-escape/');
  const timer = page.getByRole('timer');
  await expect(timer.locator('.elementor-countdown-days')).toHaveText(/^\d{2,3}$/);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const before = seconds(await shown(page));
  expect(Math.abs(before - (due - (await page.evaluate(() => Date.now()))) / 1000)).toBeLessThanOrEqual(1);
  await page.clock.runFor(1_000);
  expect(seconds(await shown(page))).toBe(before - 1);
  await page.clock.runFor(3_000);
  expect(seconds(await shown(page))).toBe(before - 4);
  // A timer is not a live region: nothing inside it is announced as it ticks.
  await expect(timer).not.toHaveAttribute('aria-live', /.*/);
  await expect(timer.locator('[aria-live], [role=status], [role=alert]')).toHaveCount(0);
  await expect(timer.locator('.elementor-countdown-label')).toHaveText(['Days', 'Hours', 'Minutes', 'Seconds']);
});

test('at the due date the boxes are hidden and the note is shown, once, as a status', async ({ page }) => {
  const due = await winterDue(page);
  await page.clock.install({ time: due - 10_000 });
  await page.goto('/winter-escape/');
  await page.clock.pauseAt(due - 5_000);
  const timer = page.locator('.elementor-countdown-wrapper');
  await expect(timer).toBeVisible();
  expect(await shown(page)).toMatchObject({ days: 0, hours: 0, minutes: 0 });
  const message = page.locator('.elementor-countdown-expire--message');
  await expect(message).toBeHidden();
  await page.clock.runFor(6_000);
  await expect(timer).toBeHidden();
  await expect(message).toBeVisible();
  await expect(message).toHaveText(/This winter’s escape has closed/);
  await expect(message).toHaveAttribute('role', 'status');
  // It stays as it is: no more ticks, nothing announced again.
  const text = await message.textContent();
  await page.clock.runFor(5_000);
  await expect(message).toHaveText(text!);
});

test.describe('evergreen and redirect countdowns', () => {
  let site: ThemeSite;
  const countdown = (id: string, settings: Record<string, unknown>): ElementNode[] => [
    {
      id: `c${id}`,
      elType: 'container',
      settings: {},
      elements: [{ id, elType: 'widget', widgetType: 'countdown', settings, elements: [] }],
    },
  ];
  test.beforeAll(async () => {
    site = await startSite('countdown', async (db) => {
      const pages: Array<[string, ElementNode[]]> = [
        ['cd-evergreen', countdown('e1e1e1e', { countdown_type: 'evergreen', evergreen_counter_hours: 0, evergreen_counter_minutes: 2 })],
        [
          'cd-redirect',
          countdown('r2r2r2r', {
            countdown_type: 'evergreen',
            evergreen_counter_hours: 0,
            evergreen_counter_minutes: 1,
            show_days: '',
            expire_actions: ['redirect'],
            expire_redirect_url: { url: '/contact/' },
          }),
        ],
        [
          'cd-over',
          countdown('o3o3o3o', { due_date: '2020-01-01 00:00', expire_actions: ['redirect'], expire_redirect_url: { url: '/cd-over/' } }),
        ],
      ];
      for (const [slug, elements] of pages) await savePost(db.kysely, { type: 'page', slug, title: slug, status: 'published', elements });
    });
  });
  test.afterAll(async () => site?.close());

  const KEY = 'foyer:countdown-e1e1e1e-evergreen';

  test('an evergreen countdown starts at the first view and keeps its end across a reload', async ({ page }) => {
    await page.goto(`${site.url}/cd-evergreen/`);
    await expect(page.locator('.elementor-countdown-minutes')).toHaveText(/^0[12]$/);
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY))!) as {
      value: { due: number; interval: number };
    };
    expect(stored.value.interval).toBe(120);
    expect(Math.abs(stored.value.due - (await page.evaluate(() => Date.now())) - 120_000)).toBeLessThan(5_000);

    // As if the guest had first come 90 s ago: the reload counts to the stored end, not a new one.
    await page.evaluate(([key, due]) => localStorage.setItem(key, JSON.stringify({ value: { due, interval: 120 }, expires: null })), [
      KEY,
      (await page.evaluate(() => Date.now())) + 30_000,
    ] as const);
    await page.reload();
    await expect(page.locator('.elementor-countdown-minutes')).toHaveText('00');
    expect(Number(await page.locator('.elementor-countdown-seconds').textContent())).toBeLessThanOrEqual(30);

    // A changed interval (the editor set another) starts the count again.
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ value: { due: 1, interval: 999 }, expires: null })), KEY);
    await page.reload();
    await expect(page.locator('.elementor-countdown-minutes')).toHaveText(/^0[12]$/);
  });

  test('with storage refused it counts from each view and raises no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: refuse });
      Object.defineProperty(window, 'sessionStorage', { get: refuse });
    });
    await page.clock.install();
    await page.goto(`${site.url}/cd-evergreen/`);
    await expect(page.locator('.elementor-countdown-minutes')).toHaveText(/^0[12]$/);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const before = seconds(await shown(page));
    expect(before).toBeGreaterThan(110);
    await page.clock.runFor(2_000);
    expect(seconds(await shown(page))).toBe(before - 2);
    expect(errors).toEqual([]);
  });

  test('a redirect countdown goes to its address when it ends, and hours carry the days it does not show', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${site.url}/cd-redirect/`);
    await expect(page.locator('.elementor-countdown-days')).toHaveCount(0);
    await expect(page.locator('.elementor-countdown-hours')).toHaveText('00');
    await page.clock.runFor(61_000);
    await expect(page).toHaveURL(`${site.url}/contact/`);
  });

  test('a countdown already over that would redirect to its own page stays, showing zeros', async ({ page }) => {
    await page.goto(`${site.url}/cd-over/`);
    await expect(page.locator('.elementor-countdown-seconds')).toHaveText('00');
    expect(await shown(page)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    await expect(page).toHaveURL(`${site.url}/cd-over/`);
  });
});
