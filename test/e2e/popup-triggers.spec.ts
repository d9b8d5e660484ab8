// A visitor meets popups that wait for their moment: each trigger (page load, scrolling, scrolling to
// an element, clicks, inactivity, exit intent, an ad blocker), the timing rules that keep a popup
// away (devices, search-engine visitors, page views) and `times` per period across reloads, with
// Playwright's clock. Popups are seeded into a site of their own (the demo plus one page per popup).
import { expect, test, type Page } from '@playwright/test';
import { savePost } from '../../src/content/save-post.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { readModuleManifest } from '../../src/server/ssr/client-manifest.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { startSite } from './support/theme-site.ts';

interface PopupCase {
  triggers?: Record<string, unknown>;
  timing?: Record<string, unknown>;
  settings?: Record<string, unknown>;
}

/** One page per popup, at `/pt-{name}/`, the popup shown only there. */
const CASES = {
  'page-load': { triggers: { page_load: 'yes', page_load_delay: 3 } },
  'scroll-down': { triggers: { scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 50 } },
  'scroll-up': { triggers: { scrolling: 'yes', scrolling_direction: 'up' } },
  'scroll-to': { triggers: { scrolling_to: 'yes', scrolling_to_selector: '#rates' } },
  'scroll-to-invalid': { triggers: { scrolling_to: 'yes', scrolling_to_selector: '#rates[' } },
  clicks: { triggers: { click: 'yes', click_times: 3 } },
  inactivity: { triggers: { inactivity: 'yes', inactivity_time: 5 } },
  exit: { triggers: { exit_intent: 'yes' } },
  adblock: { triggers: { adblock_detection: 'yes', adblock_detection_delay: 2 } },
  'twice-a-day': { triggers: { page_load: 'yes' }, timing: { times: 'yes', times_times: 2, times_period: 'day' } },
  'once-a-week-on-close': {
    triggers: { page_load: 'yes' },
    timing: { times: 'yes', times_times: 1, times_period: 'week', times_count: 'close' },
  },
  'once-a-session': { triggers: { page_load: 'yes' }, timing: { times: 'yes', times_times: 1, times_period: 'session' } },
  'third-view': { triggers: { page_load: 'yes' }, timing: { page_views: 'yes', page_views_views: 2 } },
  'phones-only': { triggers: { page_load: 'yes' }, timing: { devices: 'yes', devices_devices: ['mobile'] } },
  'from-search': { triggers: { page_load: 'yes' }, timing: { sources: 'yes', sources_sources: ['search'] } },
  'help-button': { settings: { open_selector: '.open-help a' }, timing: { devices: 'yes', devices_devices: [] } },
} satisfies Record<string, PopupCase>;
type CaseName = keyof typeof CASES;

const widget = (id: string, widgetType: string, settings: Record<string, unknown>): ElementNode => ({
  id,
  elType: 'widget',
  widgetType,
  settings,
  elements: [],
});

/** A page three screens tall: a help button at the top, "Our rates" in the middle. */
function tallPage(n: number, name: string): ElementNode[] {
  const spacer = (id: string) => widget(id, 'spacer', { space: { unit: 'px', size: 1100 } });
  return [
    {
      id: `c${n}`,
      elType: 'container',
      settings: {},
      elements: [
        widget(`h${n}`, 'heading', { title: `Trigger page ${name}`, header_size: 'h1' }),
        widget(`b${n}`, 'button', { text: 'Help with booking', link: { url: '#help' }, _css_classes: 'open-help' }),
        spacer(`s${n}a`),
        widget(`r${n}`, 'heading', { title: 'Our rates', header_size: 'h2', _element_id: 'rates' }),
        spacer(`s${n}b`),
      ],
    },
  ];
}

const popupContent = (n: number, name: string): ElementNode[] => [
  {
    id: `p${n}`,
    elType: 'container',
    settings: {},
    elements: [widget(`ph${n}`, 'heading', { title: `Popup ${name}`, header_size: 'h2' })],
  },
];

let site: { url: string; ids: Record<CaseName, number>; close(): Promise<void> };

test.beforeAll(async () => {
  const ids = {} as typeof site.ids;
  const started = await startSite('popups', async (db) => {
    // The demo's own popups would compete with these (exit intent on every page, say).
    await db.kysely.updateTable('posts').set({ status: 'draft' }).where('type', '=', 'popup').execute();
    let n = 0;
    for (const [name, c] of Object.entries(CASES) as [CaseName, PopupCase][]) {
      n++;
      const pageId = await savePost(db.kysely, {
        type: 'page',
        slug: `pt-${name}`,
        title: name,
        status: 'published',
        elements: tallPage(n, name),
      });
      ids[name] = await savePost(db.kysely, {
        type: 'popup',
        slug: `pt-popup-${name}`,
        title: `Popup ${name}`,
        status: 'published',
        conditions: [`include/singular/page/${pageId}`],
        elements: popupContent(n, name),
        pageSettings: { ...c.settings, display: { triggers: c.triggers ?? [], timing: c.timing ?? [] } },
      });
    }
  });
  site = { ...started, ids };
});
test.afterAll(async () => site?.close());

/** The built chunk of a client module, from the build's module manifest (e.g. the `popup` module's). */
function chunkOf(name: string): string {
  return `/${readModuleManifest()!.modules[name].file}`;
}

const dialog = (page: Page, name: CaseName) => page.locator(`#elementor-popup-modal-${site.ids[name]} [role="dialog"]`);

interface Report {
  id: number;
  failed?: string[];
  trigger?: string;
}

/** Records popup-watch's reports (`foyer/popup/timing` and `foyer/popup/trigger`) from the moment Foyer boots, in every tab. */
async function recordReports(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const w = window as unknown as { popupReports: unknown[]; foyer?: Window['foyer'] };
    w.popupReports = [];
    let foyer: Window['foyer'];
    Object.defineProperty(window, 'foyer', {
      configurable: true,
      get: () => foyer,
      set(value: NonNullable<Window['foyer']>) {
        foyer = value;
        for (const hook of ['foyer/popup/timing', 'foyer/popup/trigger'])
          value.hooks.addAction(hook, 'e2e', (r: unknown) => w.popupReports.push(r));
      },
    });
  });
}

const reports = (page: Page) => page.evaluate(() => (window as unknown as { popupReports: Report[] }).popupReports);
/** The triggers that fired on this page. */
const fired = async (page: Page) => (await reports(page)).filter((r) => r.trigger).map((r) => r.trigger);

/** Opens a case's page and waits for popup-watch's timing check: the rules that failed ([] = waiting for a trigger). */
async function visit(page: Page, name: CaseName, options: { referer?: string } = {}): Promise<string[]> {
  await page.goto(`${site.url}/pt-${name}/`, options);
  const id = site.ids[name];
  await expect.poll(async () => (await reports(page)).some((r) => r.id === id && r.failed)).toBe(true);
  return (await reports(page)).find((r) => r.id === id && r.failed)!.failed!;
}

/** Scroll events arrive with the next frames. */
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The clock stands still from before the page loads, so every delay is measured from a known start. */
async function stillClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

test.beforeEach(async ({ page }) => recordReports(page));

test.describe('triggers', () => {
  test('page load: the popup opens after its delay, and no popup code loads before', async ({ page }) => {
    const problems = watchPageProblems(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await stillClock(page);
    expect(await visit(page, 'page-load')).toEqual([]);
    await page.clock.runFor(2999);
    expect(await fired(page)).toEqual([]);
    await expect(dialog(page, 'page-load')).toBeHidden();
    expect(requested, 'popup-watch is there').toContain(chunkOf('popup-watch'));
    expect(requested, 'the popup module is not, while no trigger fired').not.toContain(chunkOf('popup'));
    await page.clock.runFor(1);
    expect(await fired(page)).toEqual(['page_load']);
    await page.clock.resume(); // the popup's own entrance runs on the page's clock
    await expect(dialog(page, 'page-load')).toBeVisible();
    expect(requested).toContain(chunkOf('popup'));
    expect(problems.list).toEqual([]);
  });

  test('scrolling down past half the page opens the popup', async ({ page }) => {
    await visit(page, 'scroll-down');
    const half = await page.evaluate(() => (document.documentElement.scrollHeight - innerHeight) / 2);
    await page.evaluate((y) => scrollTo(0, y), half * 0.9);
    await frames(page);
    expect(await fired(page)).toEqual([]);
    await page.evaluate((y) => scrollTo(0, y), half + 10);
    await expect(dialog(page, 'scroll-down')).toBeVisible();
    expect(await fired(page)).toEqual(['scrolling']);
  });

  test('scrolling up opens the popup; scrolling down does not', async ({ page }) => {
    await visit(page, 'scroll-up');
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(500);
    await frames(page);
    expect(await fired(page)).toEqual([]);
    await page.mouse.wheel(0, -200);
    await expect(dialog(page, 'scroll-up')).toBeVisible();
    expect(await fired(page)).toEqual(['scrolling']);
  });

  test('scrolling to "Our rates" opens the popup; an invalid selector is ignored', async ({ page }) => {
    await visit(page, 'scroll-to');
    await frames(page);
    expect(await fired(page)).toEqual([]);
    await page.locator('#rates').scrollIntoViewIfNeeded();
    await expect(dialog(page, 'scroll-to')).toBeVisible();
    expect(await fired(page)).toEqual(['scrolling_to']);

    const problems = watchPageProblems(page);
    expect(await visit(page, 'scroll-to-invalid')).toEqual([]);
    await page.locator('#rates').scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await frames(page);
    expect(await fired(page)).toEqual([]);
    await expect(dialog(page, 'scroll-to-invalid')).toBeHidden();
    expect(problems.list).toEqual([]);
  });

  test('the third click opens the popup', async ({ page }) => {
    await visit(page, 'clicks');
    await page.mouse.click(900, 400);
    await page.mouse.click(900, 420);
    expect(await fired(page)).toEqual([]);
    await page.mouse.click(900, 440);
    await expect(dialog(page, 'clicks')).toBeVisible();
    expect(await fired(page)).toEqual(['click']);
  });

  test('five seconds without moving the mouse or typing open the popup', async ({ page }) => {
    await stillClock(page);
    await visit(page, 'inactivity');
    await page.clock.runFor(4000);
    await page.mouse.move(300, 300);
    await page.clock.runFor(4000);
    await page.keyboard.press('Shift');
    await page.clock.runFor(4999);
    expect(await fired(page)).toEqual([]);
    await page.clock.runFor(1);
    expect(await fired(page)).toEqual(['inactivity']);
    await page.clock.resume();
    await expect(dialog(page, 'inactivity')).toBeVisible();
  });

  test('moving the mouse out through the top of the window opens the popup', async ({ page }) => {
    await visit(page, 'exit');
    await page.mouse.move(600, 400);
    await page.mouse.move(1279, 300);
    expect(await fired(page), 'moving about inside the page').toEqual([]);
    await page.mouse.move(600, 100);
    await page.mouse.move(600, -20, { steps: 4 });
    await expect(dialog(page, 'exit')).toBeVisible();
    expect(await fired(page)).toEqual(['exit_intent']);
  });

  test('a visitor with an ad blocker sees the popup after its delay; others never do', async ({ page, browser }) => {
    // An ad blocker's element hiding, as its cosmetic filters do it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '.adsbox, .ad-banner { display: none !important; }';
        document.head.append(style);
      });
    });
    const baits: string[] = [];
    await page.exposeFunction('reportBait', (id: string) => baits.push(id));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportBait(id: string): void }).reportBait;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLElement && n.classList.contains('adsbox')) report(n.id);
      }).observe(document, { childList: true, subtree: true });
    });
    await stillClock(page);
    await visit(page, 'adblock');
    await page.clock.runFor(1999);
    expect(baits, 'no bait before the delay').toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => baits.length).toBe(1);
    expect(baits[0]).toMatch(/^[a-z]{6}$/);
    await page.clock.runFor(200);
    expect(await fired(page)).toEqual(['adblock_detection']);
    await page.clock.resume();
    await expect(dialog(page, 'adblock')).toBeVisible();
    await expect(page.locator('.adsbox'), 'the bait is removed').toHaveCount(0);

    const plain = await browser.newPage();
    await recordReports(plain);
    await stillClock(plain);
    await visit(plain, 'adblock');
    await plain.clock.runFor(5000);
    expect(await fired(plain)).toEqual([]);
    await expect(plain.locator('.adsbox')).toHaveCount(0);
    await expect(dialog(plain, 'adblock')).toBeHidden();
    await plain.close();
  });

  test('the help button opens its popup with a click, whatever its timing', async ({ page }) => {
    expect(await visit(page, 'help-button')).toEqual(['devices']);
    await page.getByRole('link', { name: 'Help with booking' }).click();
    await expect(dialog(page, 'help-button')).toBeVisible();
    expect(new URL(page.url()).hash, 'the link did not jump').toBe('');
  });
});

test.describe('timing rules', () => {
  const DAY = 86_400_000;

  test('at most twice a day, again the next day', async ({ page }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    for (let i = 0; i < 2; i++) {
      expect(await visit(page, 'twice-a-day')).toEqual([]);
      await expect(dialog(page, 'twice-a-day')).toBeVisible();
    }
    expect(await visit(page, 'twice-a-day')).toEqual(['times']);
    await page.clock.setSystemTime(start + DAY - 60_000);
    expect(await visit(page, 'twice-a-day')).toEqual(['times']);
    await page.clock.setSystemTime(start + DAY + 60_000);
    expect(await visit(page, 'twice-a-day')).toEqual([]);
    await expect(dialog(page, 'twice-a-day')).toBeVisible();
  });

  test('once a week, counted when the visitor closes it', async ({ page }) => {
    const name = 'once-a-week-on-close';
    const start = Date.now();
    await page.clock.install({ time: start });
    expect(await visit(page, name)).toEqual([]);
    await expect(dialog(page, name)).toBeVisible();
    expect(await visit(page, name), 'shown but never closed: not counted').toEqual([]);
    await expect(dialog(page, name)).toBeVisible();
    await dialog(page, name).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page, name)).toBeHidden();
    expect(await visit(page, name)).toEqual(['times']);
    await page.clock.setSystemTime(start + 6 * DAY);
    expect(await visit(page, name)).toEqual(['times']);
    await page.clock.setSystemTime(start + 7 * DAY + 60_000);
    expect(await visit(page, name)).toEqual([]);
    await expect(dialog(page, name)).toBeVisible();
  });

  test('once a session: not again in this tab, again in a new one', async ({ page, context }) => {
    expect(await visit(page, 'once-a-session')).toEqual([]);
    await expect(dialog(page, 'once-a-session')).toBeVisible();
    expect(await visit(page, 'once-a-session')).toEqual(['times']);
    const tab = await context.newPage();
    expect(await visit(tab, 'once-a-session')).toEqual([]);
    await expect(dialog(tab, 'once-a-session')).toBeVisible();
  });

  test('page views and sessions are counted on every page; the popup waits for two more views', async ({ page, context }) => {
    await page.goto(`${site.url}/pt-clicks/`); // a page without this popup counts too
    const counts = () =>
      page.evaluate(() => ({ pageViews: window.foyer!.storage.get('pageViews'), sessions: window.foyer!.storage.get('sessions') }));
    expect(await counts()).toEqual({ pageViews: 1, sessions: 1 });
    expect(await visit(page, 'third-view'), 'the first meeting').toEqual(['page_views']);
    expect(await visit(page, 'third-view')).toEqual(['page_views']);
    expect(await visit(page, 'third-view')).toEqual([]);
    await expect(dialog(page, 'third-view')).toBeVisible();
    expect(await counts()).toEqual({ pageViews: 4, sessions: 1 });
    const tab = await context.newPage();
    await tab.goto(`${site.url}/pt-clicks/`);
    expect(await tab.evaluate(() => window.foyer!.storage.get('sessions')), 'a new tab is a new session').toBe(2);
  });

  test('a phones-only popup stays away on a desktop', async ({ page }) => {
    expect(await visit(page, 'phones-only')).toEqual(['devices']);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await visit(page, 'phones-only')).toEqual([]);
    await expect(dialog(page, 'phones-only')).toBeVisible();
  });

  test('a popup for search-engine visitors shows only to them', async ({ page }) => {
    expect(await visit(page, 'from-search', { referer: 'https://partner.example/deals' })).toEqual(['sources']);
    expect(await visit(page, 'from-search')).toEqual(['sources']);
    expect(await visit(page, 'from-search', { referer: 'https://www.google.com/' })).toEqual([]);
    await expect(dialog(page, 'from-search')).toBeVisible();
  });

  test('"don’t show again" keeps a popup away', async ({ page }) => {
    await page.goto(`${site.url}/pt-clicks/`);
    await page.evaluate((id) => window.foyer!.storage.set(`popup_${id}_disable`, true), site.ids['page-load']);
    expect(await visit(page, 'page-load')).toEqual(['disable']);
  });
});
