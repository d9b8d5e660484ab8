// A visitor opens and closes popups: by a URL action link, a button (open_selector), the close button,
// Escape, a click outside, the automatic timer and "don't show again"; with the close button's delay,
// the spec's 250 ms focus delay, a focus trap, scroll locking, avoid_multiple_popups and animations,
// timed with Playwright's clock. Test popups live in a site of their own; the demo's are tested last.
import { expect, test, type Page } from '@playwright/test';
import { savePost } from '../../src/content/save-post.ts';
import { popupActionHref } from '../../src/demo/popups.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { startSite } from './support/theme-site.ts';

const POPUPS = {
  basic: {},
  locked: { prevent_close_on_background_click: 'yes', prevent_close_on_esc_key: 'yes', close_button_delay: 3, close_automatically: 8 },
  scroller: { prevent_scroll: 'yes', open_selector: '.open-scroller', close_button_position: 'outside' },
  animated: { entrance_animation: 'zoomIn', exit_animation: 'fadeIn', entrance_animation_duration: { unit: 'px', size: 0.5 } },
  rival: { avoid_multiple_popups: 'yes' },
} satisfies Record<string, Record<string, unknown>>;
type Name = keyof typeof POPUPS;

const widget = (id: string, widgetType: string, settings: Record<string, unknown>): ElementNode => ({
  id,
  elType: 'widget',
  widgetType,
  settings,
  elements: [],
});
const container = (id: string, elements: ElementNode[]): ElementNode => ({ id, elType: 'container', settings: {}, elements });
const linkText = (id: string, html: string) => widget(id, 'text-editor', { editor: `<p>${html}</p>` });

function popupContent(name: Name): ElementNode[] {
  return [
    container(`c-${name}`, [
      widget(`h-${name}`, 'heading', { title: `The ${name} popup`, header_size: 'h2' }),
      linkText(`t1-${name}`, '<a href="/suites/">See the suites</a>'),
      linkText(`t2-${name}`, `<a href="${popupActionHref('popup:close', { do_not_show_again: 'yes' })}">Never again</a>`),
      linkText(`t3-${name}`, `<a href="${popupActionHref('popup:close', {})}">Back to the page</a>`),
    ]),
  ];
}

let site: { url: string; ids: Record<Name, number>; close(): Promise<void> };

test.beforeAll(async () => {
  const ids = {} as typeof site.ids;
  const started = await startSite('popup-core', async (db) => {
    // The demo's popups (exit intent on every page) would compete with these.
    await db.kysely.updateTable('posts').set({ status: 'draft' }).where('type', '=', 'popup').execute();
    const k = db.kysely;
    const lab = await savePost(k, { type: 'page', slug: 'popup-lab', title: 'Popup lab', status: 'published', elements: [] });
    const rivalPage = await savePost(k, { type: 'page', slug: 'popup-rival', title: 'Rival', status: 'published', elements: [] });
    for (const [name, settings] of Object.entries(POPUPS) as Array<[Name, Record<string, unknown>]>) {
      const isRival = name === 'rival';
      ids[name] = await savePost(k, {
        type: 'popup',
        slug: `lab-${name}`,
        title: `Lab ${name}`,
        status: 'published',
        conditions: isRival
          ? [`include/singular/page/${rivalPage}`]
          : [`include/singular/page/${lab}`, `include/singular/page/${rivalPage}`],
        elements: popupContent(name),
        // The rival opens by a trigger (2 s after load); the others only when asked.
        pageSettings: { ...settings, display: { triggers: isRival ? { page_load: 'yes', page_load_delay: 2 } : {}, timing: {} } },
      });
    }
    const open = (name: Name, label: string, toggle = false) =>
      linkText(`o-${name}-${label.length}`, `<a href="${popupActionHref('popup:open', { id: ids[name], toggle })}">${label}</a>`);
    const page = [
      container('lab', [
        widget('lab-h', 'heading', { title: 'Popup lab', header_size: 'h1' }),
        open('basic', 'Open basic'),
        open('basic', 'Toggle basic', true),
        open('locked', 'Open locked'),
        open('animated', 'Open animated'),
        widget('lab-b', 'button', { text: 'Scroller help', link: { url: '#help' }, _css_classes: 'open-scroller' }),
        widget('lab-s', 'spacer', { space: { unit: 'px', size: 2400 } }),
      ]),
    ];
    await savePost(k, { id: lab, type: 'page', slug: 'popup-lab', title: 'Popup lab', status: 'published', elements: page });
    await savePost(k, {
      id: rivalPage,
      type: 'page',
      slug: 'popup-rival',
      title: 'Rival',
      status: 'published',
      elements: [container('rv', [open('basic', 'Open basic')])],
    });
  });
  site = { ...started, ids };
});
test.afterAll(async () => site?.close());

const modal = (page: Page, name: Name) => page.locator(`#elementor-popup-modal-${site.ids[name]}`);
const dialog = (page: Page, name: Name) => page.getByRole('dialog', { name: `The ${name} popup` });
const closeButton = (page: Page, name: Name) => modal(page, name).getByRole('button', { name: 'Close' });

/** Show and hide actions on the hooks bus, recorded from boot. */
async function recordHooks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { popupEvents: unknown[]; foyer?: Window['foyer'] };
    w.popupEvents = [];
    let foyer: Window['foyer'];
    Object.defineProperty(window, 'foyer', {
      configurable: true,
      get: () => foyer,
      set(value: NonNullable<Window['foyer']>) {
        foyer = value;
        for (const action of ['show', 'hide'])
          value.hooks.addAction(`foyer/popup/${action}`, 'e2e', (e: Record<string, unknown>) => w.popupEvents.push({ action, ...e }));
      },
    });
  });
}
const hookEvents = (page: Page) => page.evaluate(() => (window as unknown as { popupEvents: unknown[] }).popupEvents);

async function visitLab(page: Page, path = '/popup-lab/'): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await page.waitForFunction(() => Boolean(window.foyer?.urlActions));
}

/** Input events take effect with the next frames. */
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The clock stands still from before the page loads, so every delay is measured from a known start. */
async function stillClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a URL action link opens the popup; the close button, Escape and a click outside close it', async ({ page }) => {
      const problems = watchPageProblems(page);
      await recordHooks(page);
      await visitLab(page);
      await expect(modal(page, 'basic')).toBeHidden();
      await page.getByRole('link', { name: 'Open basic' }).click();
      await expect(dialog(page, 'basic')).toBeVisible();
      await expect(dialog(page, 'basic')).toHaveAttribute('aria-modal', 'true');
      await closeButton(page, 'basic').click();
      await expect(modal(page, 'basic')).toBeHidden();

      await page.getByRole('link', { name: 'Open basic' }).click();
      await expect(dialog(page, 'basic')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal(page, 'basic')).toBeHidden();

      await page.getByRole('link', { name: 'Open basic' }).click();
      await expect(dialog(page, 'basic')).toBeVisible();
      // A click inside the dialog keeps it; a click on the overlay closes it.
      await dialog(page, 'basic').getByRole('heading').click();
      await expect(dialog(page, 'basic')).toBeVisible();
      await page.mouse.click(5, 790);
      await expect(modal(page, 'basic')).toBeHidden();
      const id = site.ids.basic;
      expect(await hookEvents(page)).toEqual(
        [1, 2, 3].flatMap(() => [
          { action: 'show', id },
          { action: 'hide', id },
        ]),
      );
      expect(problems.list).toEqual([]);
    });

    test('a button matching open_selector opens the popup, which stops the page scrolling until it closes', async ({ page }) => {
      await visitLab(page);
      const scrollY = () => page.evaluate(() => window.scrollY);
      await page.getByRole('link', { name: 'Scroller help' }).click();
      await expect(dialog(page, 'scroller')).toBeVisible();
      expect(page.url()).not.toContain('#help'); // the click opened the popup instead of following the link
      await expect(page.locator('html')).toHaveClass(/foyer-popup-no-scroll/);
      await page.mouse.wheel(0, 900);
      await frames(page); // a (wrong) scroll would have landed by now
      expect(await scrollY()).toBe(0);
      // Outside: the close button sits in the window's corner, not the dialog's.
      const button = await closeButton(page, 'scroller').boundingBox();
      expect(button!.x + button!.width).toBeGreaterThan(width - 60);
      expect(button!.y).toBeLessThan(60);
      await closeButton(page, 'scroller').click();
      await expect(modal(page, 'scroller')).toBeHidden();
      await expect(page.locator('html')).not.toHaveClass(/foyer-popup-no-scroll/);
      await page.mouse.wheel(0, 900);
      await expect.poll(scrollY).toBeGreaterThan(0);
    });
  });
}

test('the close button appears after its delay; Escape and the overlay cannot close it; it closes itself after 8 s', async ({ page }) => {
  await stillClock(page);
  await visitLab(page);
  await page.getByRole('link', { name: 'Open locked' }).click();
  await expect(dialog(page, 'locked')).toBeVisible();
  await expect(closeButton(page, 'locked')).toBeHidden();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 790);
  await page.clock.runFor(2999);
  await expect(dialog(page, 'locked')).toBeVisible();
  await expect(closeButton(page, 'locked')).toBeHidden();
  await page.clock.runFor(1);
  await expect(closeButton(page, 'locked')).toBeVisible();
  await page.clock.runFor(4999);
  await expect(dialog(page, 'locked')).toBeVisible();
  await page.clock.runFor(1);
  await expect(modal(page, 'locked')).toBeHidden();
});

test('focus moves into the dialog after 250 ms, stays inside on Tab, and returns to the link on close', async ({ page }) => {
  await stillClock(page);
  await visitLab(page);
  const opener = page.getByRole('link', { name: 'Open basic' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page, 'basic')).toBeVisible();
  await page.clock.runFor(249);
  await expect(opener).toBeFocused();
  await page.clock.runFor(1);
  const inside = dialog(page, 'basic');
  await expect(inside.getByRole('link', { name: 'See the suites' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(inside.getByRole('link', { name: 'Never again' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(inside.getByRole('link', { name: 'Back to the page' })).toBeFocused();
  await page.keyboard.press('Tab'); // wraps to the close button, the dialog's first control
  await expect(closeButton(page, 'basic')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(inside.getByRole('link', { name: 'Back to the page' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page, 'basic')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the toggle action opens and closes; popup:close closes the popup its link is in', async ({ page }) => {
  await visitLab(page);
  await page.getByRole('link', { name: 'Toggle basic' }).click();
  await expect(dialog(page, 'basic')).toBeVisible();
  // The popup covers the page: run the toggle link from code, as a second click would.
  await page.evaluate((href) => window.foyer!.urlActions!.run(href), popupActionHref('popup:open', { id: site.ids.basic, toggle: true }));
  await expect(modal(page, 'basic')).toBeHidden();
  await page.getByRole('link', { name: 'Open basic' }).click();
  await dialog(page, 'basic').getByRole('link', { name: 'Back to the page' }).click();
  await expect(modal(page, 'basic')).toBeHidden();
  // Not stored: it opens again.
  await page.getByRole('link', { name: 'Open basic' }).click();
  await expect(dialog(page, 'basic')).toBeVisible();
});

test('"don\'t show again" stores popup_{id}_disable: the popup never opens again, even after a reload', async ({ page }) => {
  await visitLab(page);
  await page.getByRole('link', { name: 'Open basic' }).click();
  await dialog(page, 'basic').getByRole('link', { name: 'Never again' }).click();
  await expect(modal(page, 'basic')).toBeHidden();
  const key = `foyer:popup_${site.ids.basic}_disable`;
  expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)).toMatchObject({ value: true });
  await page.reload();
  await page.waitForFunction(() => Boolean(window.foyer?.urlActions));
  await page.getByRole('link', { name: 'Open basic' }).click();
  const opened = await page.evaluate(
    async (id) => (await window.foyer!.loader.load<{ open(id: number): boolean }>('popup')).open(id),
    site.ids.basic,
  );
  expect(opened).toBe(false);
  await expect(modal(page, 'basic')).toBeHidden();
});

test('avoid_multiple_popups: a popup its trigger opens stays hidden when another popup has shown on the page', async ({ page }) => {
  await recordHooks(page);
  await stillClock(page);
  await visitLab(page, '/popup-rival/');
  await page.getByRole('link', { name: 'Open basic' }).click();
  await expect(dialog(page, 'basic')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.clock.runFor(2000);
  await page.clock.runFor(100);
  await expect(modal(page, 'rival')).toBeHidden();
  expect(await hookEvents(page)).toEqual([
    { action: 'show', id: site.ids.basic },
    { action: 'hide', id: site.ids.basic },
  ]);
  // Without another popup first, the trigger opens it.
  await visitLab(page, '/popup-rival/');
  await page.clock.runFor(2000);
  await page.clock.runFor(100);
  await expect(dialog(page, 'rival')).toBeVisible();
  expect(await hookEvents(page)).toEqual([{ action: 'show', id: site.ids.rival, trigger: 'page_load' }]);
});

test('the entrance and exit animations play for their duration; reduced motion shows and hides at once', async ({ page }) => {
  await visitLab(page);
  const content = modal(page, 'animated').locator('.dialog-widget-content');
  // Every class change of the dialog, with the animation it runs at that moment (a loaded machine may
  // finish a half-second animation before a poll would see it).
  await content.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const describe = () => {
      const style = getComputedStyle(el);
      const own = el.className.replace('dialog-widget-content dialog-lightbox-widget-content', '').trim();
      return `${own} | ${style.animationDuration} ${style.animationDirection}`;
    };
    let last = describe();
    new MutationObserver(() => {
      const now = describe();
      if (now !== last) seen.push(now);
      last = now;
    }).observe(el, { attributes: true, attributeFilter: ['class'] });
  });
  const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  await page.getByRole('link', { name: 'Open animated' }).click();
  await expect(dialog(page, 'animated')).toBeVisible();
  await expect.poll(seen).toContain(' | 0.5s normal'); // the entrance ended and its classes came off
  await page.keyboard.press('Escape');
  await expect(modal(page, 'animated')).toBeHidden();
  expect(await seen()).toEqual([
    'animated zoomIn | 0.5s normal',
    ' | 0.5s normal',
    'animated fadeIn foyer-popup-exit | 0.5s reverse',
    ' | 0.5s normal',
  ]);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => ((window as unknown as { seen: string[] }).seen.length = 0));
  await page.getByRole('link', { name: 'Open animated' }).click();
  await expect(dialog(page, 'animated')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page, 'animated')).toBeHidden();
  // (Reduced motion also shortens every animation's computed duration: only the classes matter here.)
  expect((await seen()).filter((entry) => entry.includes('animated'))).toEqual([]);
});

test.describe('the demo hotel', () => {
  for (const width of [1280, 375]) {
    test(`"Help with booking" opens from the contact page's button and link at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const problems = watchPageProblems(page);
      await page.goto('/contact/');
      const help = page.getByRole('dialog', { name: 'Help with booking' });
      await expect(help).toBeHidden();
      await page.getByRole('link', { name: 'Help with booking' }).click();
      await expect(help).toBeVisible();
      await expect(help.getByRole('link', { name: 'Call the front desk' })).toBeInViewport();
      await help.getByRole('link', { name: 'Back to the page' }).click();
      await expect(help).toBeHidden();
      await page.getByRole('link', { name: 'See how booking works' }).click();
      await expect(help).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(help).toBeHidden();
      expect(problems.list).toEqual([]);
    });
  }

  test('the newsletter asks a visitor who is leaving, and "No, thank you" keeps it away', async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.goto('/about/');
    const letters = page.getByRole('dialog', { name: 'Four letters a year from the house by the sea' });
    await page.waitForFunction(() => Boolean(window.foyer?.urlActions));
    await page.mouse.move(600, 100);
    await page.mouse.move(600, -20, { steps: 4 });
    await expect(letters).toBeVisible();
    await letters.getByRole('link', { name: 'No, thank you' }).click();
    await expect(letters).toBeHidden();
    await page.reload();
    await page.mouse.move(600, 100);
    await page.mouse.move(600, -20, { steps: 4 });
    await frames(page);
    await expect(letters).toBeHidden();
    expect(problems.list).toEqual([]);
  });
});
