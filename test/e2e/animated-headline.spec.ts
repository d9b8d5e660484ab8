// Animated headlines as a visitor meets them: the winter offer's "Wake up to …" types its words on
// Elementor's timings (2.5 s a word, the old one selected for 0.5 s, the next typed from 1.3 s at
// 150 ms a letter), the about page's "Come and stay" gets its hand-drawn underline once it comes near,
// and every other rotating style turns on its own timing. Screen readers hear the sentence once, not
// letters; under reduced motion nothing moves. Time is Playwright's clock: nothing here sleeps.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { savePost } from '../../src/content/save-post.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { startSite, type ThemeSite } from './support/theme-site.ts';

const WAKE = 'Wake up to the sea, the harbour lights, breakfast in bed, the quiet lanes';
const WORDS = ['the sea', 'the harbour lights', 'breakfast in bed', 'the quiet lanes'];

interface HeadlineState {
  active: number;
  selected: boolean;
  /** Letters typed (or come in) per word. */
  typed: number[];
  /** Each word's computed visibility. */
  visible: boolean[];
  width: number;
}

function state(headline: Locator): Promise<HeadlineState> {
  return headline.evaluate((h) => {
    const words = [...h.querySelectorAll<HTMLElement>('.elementor-headline-dynamic-text')];
    return {
      active: words.findIndex((w) => w.classList.contains('elementor-headline-text-active')),
      selected: h.querySelector('.elementor-headline-typing-selected') !== null,
      typed: words.map((w) => w.querySelectorAll('.elementor-headline-animation-in').length),
      visible: words.map((w) => getComputedStyle(w).visibility === 'visible'),
      width: h.querySelector('.elementor-headline-dynamic-wrapper')!.getBoundingClientRect().width,
    };
  });
}

/** Runs the page clock in `step` ms steps until `done` holds; returns the ms it took. */
async function runUntil(page: Page, done: () => Promise<boolean>, limit: number, step = 25): Promise<number> {
  for (let t = 0; t <= limit; t += step) {
    if (await done()) return t;
    await page.clock.runFor(step);
  }
  throw new Error(`not within ${limit} ms`);
}

/** Opens a page on a paused clock with the headline in view and its behaviour attached. */
async function openAt(page: Page, url: string, scope: string): Promise<Locator> {
  await page.clock.install();
  await page.goto(url);
  const headline = page.locator(`${scope} .elementor-headline`);
  await headline.scrollIntoViewIfNeeded();
  // Attached: the behaviour writes its timing onto the headline.
  await expect
    .poll(() => headline.evaluate((h) => h.style.getPropertyValue('--e-headline-reveal') + h.style.getPropertyValue('--e-headline-draw')), {
      intervals: [25],
    })
    .not.toBe('');
  // Paused a little ahead (the page's clock runs on meanwhile): from here time moves only when told.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
  return headline;
}

test('the winter offer types its words on Elementor’s timings, without moving the page', async ({ page }) => {
  const headline = await openAt(page, '/winter-escape/', '.elementor-widget-animated-headline');
  const start = await state(headline);
  expect(start).toMatchObject({ active: 0, selected: false, visible: [true, false, false, false] });
  // The first word goes 2.5 s after the headline started: selected first.
  await runUntil(page, async () => (await state(headline)).selected, 2_600);
  await page.clock.runFor(450);
  expect(await state(headline)).toMatchObject({ active: 0, selected: true, visible: [true, false, false, false] });
  await page.clock.runFor(50);
  // 0.5 s later the selection is cleared with the word; nothing is typed for 1.3 s from the selection.
  expect(await state(headline)).toMatchObject({ selected: false, typed: [0, 0, 0, 0], visible: [false, false, false, false] });
  await page.clock.runFor(775);
  expect((await state(headline)).typed[1]).toBe(0);
  await page.clock.runFor(25);
  expect((await state(headline)).typed[1]).toBe(1);
  await page.clock.runFor(150);
  expect((await state(headline)).typed[1]).toBe(2);
  await page.clock.runFor(150 * 15);
  expect((await state(headline)).typed[1]).toBe(17);
  await page.clock.runFor(150);
  const typed = await state(headline);
  expect(typed).toMatchObject({ active: 1, typed: [0, WORDS[1].length, 0, 0], visible: [false, true, false, false] });
  expect(await headline.locator('.elementor-headline-text-active').textContent()).toBe(WORDS[1].replace(/ /g, '\u00a0'));
  // It stays 2.5 s, then the next word is selected.
  await page.clock.runFor(2_450);
  expect((await state(headline)).selected).toBe(false);
  await page.clock.runFor(50);
  expect((await state(headline)).selected).toBe(true);
  // The wrapper held the widest word all along: nothing after it or below it moved.
  expect(typed.width).toBe(start.width);
});

test('screen readers get the whole sentence once, never the letters', async ({ page }) => {
  const headline = await openAt(page, '/winter-escape/', '.elementor-widget-animated-headline');
  const widget = page.locator('.elementor-widget-animated-headline');
  const snapshot = `- heading "${WAKE}" [level=2]`;
  await expect(page.getByRole('heading', { name: WAKE })).toHaveCount(1);
  await expect(widget).toMatchAriaSnapshot(snapshot);
  // Mid-typing, with letters split and re-classed, it is still the one sentence.
  await page.clock.runFor(4_500);
  expect((await state(headline)).typed[1]).toBeGreaterThan(0);
  await expect(widget).toMatchAriaSnapshot(snapshot);
  // axe waits on timers of its own.
  await page.clock.resume();
  const { violations } = await new AxeBuilder({ page }).include('.elementor-widget-animated-headline').analyze();
  expect(violations).toEqual([]);
});

test('the about page draws its underline only when it comes near, once', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about/');
  const widget = page.locator('.elementor-widget-animated-headline');
  // Below the fold its code waits for the viewport.
  await expect(widget).toHaveAttribute('data-behaviours-defer', 'visible');
  const headline = widget.locator('.elementor-headline');
  await expect(headline).toHaveAccessibleName('Come and stay');
  const path = headline.locator('svg path');
  const drawn = () =>
    path.evaluate((p) => ({ opacity: getComputedStyle(p).opacity, offset: parseFloat(getComputedStyle(p).strokeDashoffset) }));
  expect(await drawn()).toMatchObject({ opacity: '0' });
  await expect(headline).not.toHaveClass(/e-animated/);
  await headline.scrollIntoViewIfNeeded();
  await expect(headline).toHaveClass(/e-animated/);
  // The drawing itself is a CSS animation (1.4 s, on the browser's own time).
  await expect.poll(drawn).toEqual({ opacity: '1', offset: 0 });
  // Not looping: it stays drawn.
  await page.clock.runFor(20_000);
  await expect(headline).not.toHaveClass(/e-hide-highlight/);
  expect(await drawn()).toEqual({ opacity: '1', offset: 0 });
  await page.clock.resume();
  const { violations } = await new AxeBuilder({ page })
    .include('.elementor-widget-animated-headline')
    .include('.elementor-widget-text-path')
    .analyze();
  expect(violations).toEqual([]);
});

test('under reduced motion the headline stays on its first word and the shape is simply there', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/winter-escape/');
  const headline = page.locator('.elementor-widget-animated-headline .elementor-headline');
  await headline.scrollIntoViewIfNeeded();
  await page.clock.runFor(20_000);
  expect(await state(headline)).toMatchObject({ active: 0, selected: false, visible: [true, false, false, false] });
  await expect(headline.locator('.elementor-headline-dynamic-letter')).toHaveCount(0);
  await page.goto('/about/');
  const path = page.locator('.elementor-widget-animated-headline svg path');
  await path.scrollIntoViewIfNeeded();
  await page.clock.runFor(100);
  expect(await path.evaluate((p) => [getComputedStyle(p).opacity, parseFloat(getComputedStyle(p).strokeDashoffset)])).toEqual(['1', 0]);
});

test.describe('every rotating style and a looping highlight', () => {
  let site: ThemeSite;
  const TYPES = ['clip', 'flip', 'swirl', 'blinds', 'drop-in', 'wave', 'slide', 'slide-down'] as const;
  const page_ = (id: string, settings: Record<string, unknown>): ElementNode[] => [
    {
      id: `c${id}`,
      elType: 'container',
      settings: {},
      elements: [{ id, elType: 'widget', widgetType: 'animated-headline', settings, elements: [] }],
    },
  ];
  test.beforeAll(async () => {
    site = await startSite('headline', async (db) => {
      const pages: Array<[string, ElementNode[]]> = TYPES.map((type, i) => [
        `ah-${type}`,
        page_(`a${i}b${i}c${i}`, {
          headline_style: 'rotate',
          animation_type: type,
          before_text: 'Mornings are',
          rotating_text: 'slow\nsunny\ngolden',
          after_text: 'here',
          rotate_iteration_delay: 1000,
        }),
      ]);
      pages.push(
        [
          'ah-once',
          page_('o1o1o1o', {
            headline_style: 'rotate',
            animation_type: 'flip',
            rotating_text: 'one\ntwo\nthree',
            loop: '',
            rotate_iteration_delay: 1000,
          }),
        ],
        [
          'ah-loop',
          page_('l1l1l1l', { marker: 'x', highlighted_text: 'twice', highlight_animation_duration: 1000, highlight_iteration_delay: 2000 }),
        ],
      );
      for (const [slug, elements] of pages) await savePost(db.kysely, { type: 'page', slug, title: slug, status: 'published', elements });
    });
  });
  test.afterAll(async () => site?.close());

  for (const type of TYPES) {
    test(`${type}: each word takes its turn on time, shown alone once turned`, async ({ page }) => {
      const headline = await openAt(page, `${site.url}/ah-${type}/`, '');
      const start = await state(headline);
      const activeIs = (i: number) => async () => (await state(headline)).active === i;
      // Timed from the second turn on: the first may have begun before the clock was paused.
      await runUntil(page, activeIs(2), 3_000, 10);
      const between = await runUntil(page, activeIs(0), 2_000, 10);
      // A word stays 1 s; a clip adds its closing and opening (0.24 s each) and stays 0.6 s; letters
      // come in 20 ms apart, so the turn ends with the last letter of "slow" (3 × 20 ms after its first).
      const expected = type === 'clip' ? 240 + 600 + 240 : ['swirl', 'blinds', 'wave'].includes(type) ? 1000 + 3 * 20 : 1000;
      expect(Math.abs(between - expected), `${between} ms`).toBeLessThanOrEqual(20);
      // The old word's last letters leave a moment later ("golden" is longer than "slow"); their way
      // out is a CSS animation, on the browser's own time.
      await page.clock.runFor(200);
      await expect.poll(async () => (await state(headline)).visible).toEqual([true, false, false]);
      expect((await state(headline)).width).toBe(start.width);
      // And on to the next.
      await runUntil(page, activeIs(1), 2_000, 50);
    });
  }

  test('without the loop the words stop on the last one', async ({ page }) => {
    const headline = await openAt(page, `${site.url}/ah-once/`, '');
    await runUntil(page, async () => (await state(headline)).active === 2, 3_000, 50);
    await page.clock.runFor(10_000);
    expect((await state(headline)).active).toBe(2);
  });

  test('a looping highlight fades after its delay and is drawn again', async ({ page }) => {
    const headline = await openAt(page, `${site.url}/ah-loop/`, '');
    await expect(headline).toHaveClass(/e-animated/);
    const isHidden = async () => /e-hide-highlight/.test((await headline.getAttribute('class')) ?? '');
    // Drawn over 1 s (a cross: one stroke, then the other), kept 2 s, faded in 0.4 s, drawn again.
    await runUntil(page, isHidden, 3_500, 25);
    await expect(headline).not.toHaveClass(/e-animated/);
    await page.clock.runFor(370);
    expect(await isHidden()).toBe(true);
    await page.clock.runFor(30);
    await expect(headline).toHaveClass(/e-animated/);
    expect(await isHidden()).toBe(false);
    await page.clock.runFor(2_970);
    expect(await isHidden()).toBe(false);
    await page.clock.runFor(30);
    expect(await isHidden()).toBe(true);
  });
});
