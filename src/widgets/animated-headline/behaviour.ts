// Animated headline in the browser: draws the highlight's shape (again after each delay when it
// loops), or turns the rotating words on Elementor's timings (timings.ts). It only swaps classes on
// what the server printed; base-css.ts does the moving. Under reduced motion nothing starts: the
// first word stays and the shape is drawn by CSS alone. Loaded when the headline nears the viewport.
// A behaviour, not an island: a few timers and class swaps on server HTML (about 1.5 KB gzipped).
import type { Detach } from '../../runtime/behaviours.ts';
import type { AnimationType } from './schema.ts';
import { LETTER_TYPES, msOr, rotateTimings, type RotateTimings } from './timings.ts';

const ACTIVE = 'elementor-headline-text-active';
const INACTIVE = 'elementor-headline-text-inactive';
const IN = 'elementor-headline-animation-in';
const OUT = 'elementor-headline-animation-out';
const SELECTED = 'elementor-headline-typing-selected';
const CLIP_OUT = 'e-headline-clip-out';
/** How long a looping highlight takes to fade before it is drawn again. */
export const HIGHLIGHT_FADE_MS = 400;

type Later = (fn: () => void, ms: number) => void;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Splits a word into letter spans once (grapheme by grapheme where the browser can tell them). */
function lettersOf(word: HTMLElement): HTMLElement[] {
  if (word.dataset.split === undefined) {
    const text = word.textContent ?? '';
    const parts =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment)
        : Array.from(text);
    word.replaceChildren(
      ...parts.map((part) => {
        const letter = document.createElement('span');
        letter.className = 'elementor-headline-dynamic-letter';
        letter.textContent = part;
        return letter;
      }),
    );
    word.dataset.split = '';
  }
  return Array.from(word.children as HTMLCollectionOf<HTMLElement>);
}

function highlight(headline: HTMLElement, settings: Record<string, unknown>, later: Later): void {
  const duration = msOr(settings.highlight_animation_duration, 1200);
  const pause = msOr(settings.highlight_iteration_delay, 8000);
  headline.style.setProperty('--e-headline-draw', `${duration}ms`);
  const draw = () => {
    headline.classList.remove('e-hide-highlight');
    headline.classList.add('e-animated');
    if (settings.loop) later(fade, duration + pause);
  };
  const fade = () => {
    headline.classList.remove('e-animated');
    headline.classList.add('e-hide-highlight');
    later(draw, HIGHLIGHT_FADE_MS);
  };
  draw();
}

interface Rotation {
  wrapper: HTMLElement;
  t: RotateTimings;
  later: Later;
}

/** Shows `word` as the current one (no animation of its own: the CSS animates the class change). */
function swap(from: HTMLElement, to: HTMLElement): void {
  from.classList.remove(ACTIVE);
  from.classList.add(INACTIVE);
  to.classList.remove(INACTIVE);
  to.classList.add(ACTIVE);
}

/** Turns from word `from` to word `to`; calls `done` when `to` is fully shown. */
function turn(type: AnimationType, r: Rotation, from: HTMLElement, to: HTMLElement, done: () => void): void {
  const { t, later } = r;
  if (type === 'typing') {
    r.wrapper.classList.add(SELECTED);
    later(() => {
      r.wrapper.classList.remove(SELECTED);
      from.classList.remove(ACTIVE);
      from.classList.add(INACTIVE);
      for (const letter of lettersOf(from)) letter.classList.remove(IN);
    }, t.selection);
    const letters = lettersOf(to);
    for (const letter of letters) letter.classList.remove(IN, OUT);
    const type1 = (i: number) => {
      letters[i]?.classList.add(IN);
      if (i < letters.length - 1) later(() => type1(i + 1), t.typing);
      else {
        to.classList.remove(INACTIVE);
        to.classList.add(ACTIVE);
        done();
      }
    };
    later(() => type1(0), t.typeDelay);
  } else if (LETTER_TYPES.has(type)) {
    const leaving = lettersOf(from);
    const coming = lettersOf(to);
    for (const letter of coming) letter.classList.remove(IN, OUT);
    leaving.forEach((letter, i) =>
      later(() => {
        letter.classList.remove(IN);
        letter.classList.add(OUT);
        if (i === leaving.length - 1) {
          from.classList.remove(ACTIVE);
          from.classList.add(INACTIVE);
        }
      }, i * t.letters),
    );
    coming.forEach((letter, i) =>
      later(() => {
        letter.classList.add(IN);
        if (i === coming.length - 1) {
          to.classList.remove(INACTIVE);
          to.classList.add(ACTIVE);
          done();
        }
      }, i * t.letters),
    );
  } else if (type === 'clip') {
    from.classList.add(CLIP_OUT);
    later(() => {
      from.classList.remove(CLIP_OUT);
      swap(from, to);
      later(done, t.reveal);
    }, t.reveal);
  } else {
    swap(from, to);
    done();
  }
}

function rotate(headline: HTMLElement, settings: Record<string, unknown>, later: Later): (() => void) | undefined {
  const wrapper = headline.querySelector<HTMLElement>('.elementor-headline-dynamic-wrapper');
  const words = Array.from(wrapper?.querySelectorAll<HTMLElement>('.elementor-headline-dynamic-text') ?? []);
  if (!wrapper || words.length < 2) return undefined;
  const type = (typeof settings.animation_type === 'string' ? settings.animation_type : 'typing') as AnimationType;
  const t = rotateTimings(msOr(settings.rotate_iteration_delay, 2500));
  const r: Rotation = { wrapper, t, later };
  // Split up front: letters set as boxes may space a word a hair differently, better now than mid-turn.
  if (LETTER_TYPES.has(type)) words.forEach(lettersOf);
  headline.style.setProperty('--e-headline-reveal', `${t.reveal}ms`);
  let current = Math.max(
    0,
    words.findIndex((w) => w.classList.contains(ACTIVE)),
  );
  // A clipped word stays its own while, once uncovered; every other style waits the setting.
  const stay = type === 'clip' ? t.clipDelay : t.wordDelay;
  const next = () => {
    const to = (current + 1) % words.length;
    headline.classList.add('e-headline-turning');
    turn(type, r, words[current], words[to], () => {
      current = to;
      // Without the loop the headline stops on its last word.
      if (settings.loop || current < words.length - 1) later(next, stay);
    });
  };
  later(next, t.wordDelay);
  // Left as a still headline on the word it was showing.
  return () => {
    wrapper.classList.remove(SELECTED);
    headline.classList.remove('e-headline-turning');
    words.forEach((word, i) => {
      word.classList.remove(INACTIVE, CLIP_OUT);
      word.classList.toggle(ACTIVE, i === current);
      for (const letter of word.querySelectorAll('.elementor-headline-dynamic-letter')) letter.classList.remove(IN, OUT);
    });
  };
}

export function attach(element: HTMLElement, settings: Record<string, unknown>): Detach {
  const headline = element.querySelector<HTMLElement>('.elementor-headline');
  if (!headline || prefersReducedMotion()) return () => {};
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later: Later = (fn, ms) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };
  const reset = settings.headline_style === 'rotate' ? rotate(headline, settings, later) : highlight(headline, settings, later);
  return () => {
    for (const timer of timers) clearTimeout(timer);
    reset?.();
  };
}
