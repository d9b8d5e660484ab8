// Background slideshow: the server renders every slide with the first one showing
// (src/elements/background-layers/slideshow.tsx); this steps through them. Each slide shows for
// `slide_duration` ms, then the next one comes in over `transition_duration` ms (fade or slide,
// by classes the page CSS animates with opacity and transform only), as Swiper's autoplay does:
// the next wait starts when the transition has ended. Lazy slides get their image one slide ahead.
// Runs only while the element is in view and the tab is visible. Reduced motion: no Ken Burns
// zoom, and slides fade instead of moving.
import type { Detach } from '../runtime/behaviours.ts';

type Settings = Record<string, unknown>;

const SLIDE = 'elementor-background-slideshow__slide';
const ACTIVE = 'e-slide--active';
const ENTER = 'e-slide--enter';
const LEAVING = 'e-slide--leaving';
const MOVING = 'e-slide--moving';
const KEN_BURNS_ACTIVE = 'elementor-ken-burns--active';

export interface SlideshowOptions {
  slideMs: number;
  transitionMs: number;
  loop: boolean;
  kenBurns: boolean;
}

function ms(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** The options from Elementor's settings, with Elementor's defaults (5000 ms, 500 ms, loop on). */
export function slideshowOptions(settings: Settings): SlideshowOptions {
  return {
    slideMs: ms(settings.background_slideshow_slide_duration, 5000),
    transitionMs: ms(settings.background_slideshow_transition_duration, 500),
    loop: (settings.background_slideshow_loop ?? 'yes') === 'yes',
    kenBurns: settings.background_slideshow_ken_burns === 'yes',
  };
}

/** The slide after `current`, or undefined when the show stops on its last slide (no loop). */
export function nextSlide(current: number, count: number, loop: boolean): number | undefined {
  if (count < 2) return undefined;
  if (current + 1 < count) return current + 1;
  return loop ? 0 : undefined;
}

/** When the k-th change (k ≥ 1) starts, in ms after the show started: k waits and k − 1 transitions. */
export function changeStartMs(k: number, options: Pick<SlideshowOptions, 'slideMs' | 'transitionMs'>): number {
  return k * options.slideMs + (k - 1) * options.transitionMs;
}

/** The slides whose images must be there while `current` shows: itself and the one after it. */
export function slidesToLoad(current: number, count: number, loop: boolean): number[] {
  const next = nextSlide(current, count, loop);
  return next === undefined ? [current] : [current, next];
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function attach(element: HTMLElement, settings: Settings): Detach {
  const list = element.querySelector<HTMLElement>(
    ':scope>.elementor-background-slideshow,:scope>.elementor-widget-wrap>.elementor-background-slideshow',
  );
  if (!list) return () => {};
  const slides = [...list.children].filter((c): c is HTMLElement => c instanceof HTMLElement && c.classList.contains(SLIDE));
  if (!slides.length) return () => {};
  const options = slideshowOptions(settings);
  const reduced = prefersReducedMotion();
  const serverTransition = list.dataset.transition;
  if (reduced) list.dataset.transition = 'fade';
  const kenBurns = options.kenBurns && !reduced;

  const image = (i: number) => slides[i].firstElementChild;
  const load = (i: number) => {
    for (const j of slidesToLoad(i, slides.length, options.loop)) slides[j].removeAttribute('data-lazy');
  };

  // Start from the slide showing now (the first, or where a re-attach after a device change left off).
  let current = Math.max(
    0,
    slides.findIndex((s) => s.classList.contains(ACTIVE)),
  );
  slides.forEach((s, i) => {
    s.classList.remove(ENTER, LEAVING, MOVING);
    s.classList.toggle(ACTIVE, i === current);
  });
  load(current);
  if (kenBurns) image(current)?.classList.add(KEN_BURNS_ACTIVE);
  // One slide starts no slider (it only zooms).
  if (slides.length < 2) return () => image(current)?.classList.remove(KEN_BURNS_ACTIVE);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let phase: 'idle' | 'waiting' | 'moving' | 'ended' = 'idle';
  let inView = typeof IntersectionObserver !== 'function';
  const isPaused = () => !inView || document.visibilityState === 'hidden';

  const wait = () => {
    if (phase === 'ended') return;
    if (isPaused()) {
      phase = 'idle';
      return;
    }
    phase = 'waiting';
    timer = setTimeout(change, options.slideMs);
  };

  const change = () => {
    const next = nextSlide(current, slides.length, options.loop);
    if (next === undefined) {
      phase = 'ended';
      return;
    }
    const incoming = slides[next];
    const outgoing = slides[current];
    load(next);
    // The start pose without a transition, then the move to the active pose with one.
    incoming.classList.add(ENTER);
    void incoming.offsetWidth;
    incoming.classList.remove(ENTER);
    incoming.classList.add(ACTIVE, MOVING);
    outgoing.classList.remove(ACTIVE);
    outgoing.classList.add(LEAVING, MOVING);
    if (kenBurns) image(next)?.classList.add(KEN_BURNS_ACTIVE);
    current = next;
    phase = 'moving';
    timer = setTimeout(() => {
      outgoing.classList.remove(LEAVING, MOVING);
      image(slides.indexOf(outgoing))?.classList.remove(KEN_BURNS_ACTIVE);
      incoming.classList.remove(MOVING);
      wait();
    }, options.transitionMs);
  };

  const onVisibility = () => {
    if (isPaused()) {
      if (phase === 'waiting') {
        clearTimeout(timer);
        phase = 'idle';
      }
    } else if (phase === 'idle') wait();
  };

  let observer: IntersectionObserver | undefined;
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => {
      inView = entries[entries.length - 1].isIntersecting;
      onVisibility();
    });
    observer.observe(element);
  } else wait();
  document.addEventListener('visibilitychange', onVisibility);

  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    // Leave the showing slide in place, settled, for a re-attach.
    slides.forEach((s) => s.classList.remove(ENTER, LEAVING, MOVING));
    slides.forEach((_, i) => i !== current && image(i)?.classList.remove(KEN_BURNS_ACTIVE));
    if (serverTransition !== undefined) list.dataset.transition = serverTransition;
  };
}
