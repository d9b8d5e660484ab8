// THE carousel engine of the project: Embla Carousel (7.4 KB gzipped with this wrapper's needs,
// against Swiper's 39.6 KB), wrapped once so the mega menu now and the media widgets later share
// one markup, one keyboard model and the old carousel's constants. See ARCHITECTURE.md, "Carousel".
//
// Markup (server-rendered, laid out by CSS alone so nothing moves when this runs):
//   .foyer-carousel[style=--foyer-carousel-count:N]   role=region, aria-roledescription=carousel
//     .foyer-carousel__viewport > .foyer-carousel__track > .foyer-carousel__slide (role=group, "n of m")
//     .foyer-carousel__prev / __next / __pause buttons
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';

/** The old menu carousel's defaults (spec §9): autoplay timeout, smart speed, responsive refresh. */
export const CAROUSEL_TIMING = { autoplay: 5000, transition: 250, refresh: 200 } as const;

/**
 * Embla moves by a spring stepped at 60 fps, not by a duration in ms: 14 brings a slide within 1 %
 * of its place in 15–16 frames, i.e. the old 250 ms smart speed (checked in carousel.test.ts).
 */
export const EMBLA_DURATION = 14;

/** Milliseconds Embla's scroll body takes to bring a slide within 1 % of its place at a duration. */
export function settleMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  let frames = 0;
  // Embla 8's scroll body, stepped at its fixed 60 fps with its default friction (0.68).
  while (Math.abs(1 - location) > 0.01 && frames < 6000) {
    velocity += (1 - location) / duration;
    velocity *= 0.68;
    location += velocity;
    frames++;
  }
  return (frames * 1000) / 60;
}

/** The Embla duration whose settling time is closest to a transition given in ms (Elementor's `speed`). */
export function emblaDuration(ms: number): number {
  if (!(ms > 0)) return 0;
  // Below 12 the spring overshoots and rings, so faster transitions settle at 12 (~215 ms).
  let best = 12;
  for (let d = 12; d <= 200; d++) if (Math.abs(settleMs(d) - ms) < Math.abs(settleMs(best) - ms)) best = d;
  return best;
}

/** Slides in view at a viewport width: 1 from 0 px, at most 2 from 600 px, `count` from 900 px (spec §9). */
export function slidesPerView(width: number, count: number): number {
  const n = Math.max(1, Math.floor(count));
  if (width >= 900) return n;
  if (width >= 600) return Math.min(2, n);
  return 1;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface CarouselOptions {
  /** Slides in view from 900 px. */
  count: number;
  /** Advance every 5000 ms until the visitor pauses it; off with prefers-reduced-motion. */
  autoplay?: boolean;
  /** False while the carousel cannot be seen (a closed menu panel): autoplay waits. Default true. */
  isActive?: boolean;
  /** Called after a slide change (e.g. to stop a playing video). */
  onSelect?(index: number): void;
  /** Slides in view now, read at mount and on each refresh; replaces the §9 rule (widgets' per-device counts). */
  perView?: () => number;
  /** Autoplay delay in ms (default 5000). */
  autoplayDelay?: number;
  /** Wrap around at the ends (default true). */
  loop?: boolean;
  /** Slides moved per step (default 1). */
  slidesToScroll?: number;
  /** Transition in ms (default the old 250 ms smart speed). */
  speed?: number;
  /** Pause autoplay while the pointer is over the carousel (default true). */
  pauseOnHover?: boolean;
  /** Stop autoplay for good once the visitor moves the slides (Swiper's disableOnInteraction; default false). */
  pauseOnInteraction?: boolean;
  /** Cross-fade the slides in view instead of showing them slide by (only with one slide in view). */
  fade?: boolean;
  /** Left/right arrow keys move the slides while focus is inside (default false: the mega menu's keys are the menu's). */
  keys?: boolean;
  /** An extra class for the current dot (`.foyer-carousel__dot`), e.g. a stylesheet's own name for it. */
  activeDotClass?: string;
}

export interface Carousel {
  readonly engine: EmblaCarouselType;
  /** Slides in view now (after the last responsive refresh). */
  perView(): number;
  isPlaying(): boolean;
  /** Shown or hidden by its container (a menu panel opening or closing). */
  setActive(active: boolean): void;
  destroy(): void;
}

/** Mounts the engine on server-rendered carousel markup. */
export function mountCarousel(root: HTMLElement, options: CarouselOptions): Carousel {
  const viewport = root.querySelector<HTMLElement>('.foyer-carousel__viewport') ?? root;
  const prev = root.querySelector<HTMLButtonElement>('.foyer-carousel__prev');
  const next = root.querySelector<HTMLButtonElement>('.foyer-carousel__next');
  const pause = root.querySelector<HTMLButtonElement>('.foyer-carousel__pause');
  const dots = [...root.querySelectorAll<HTMLButtonElement>('.foyer-carousel__dot')];
  const reduced = prefersReducedMotion();
  const countInView = () => Math.max(1, Math.floor(options.perView?.() ?? slidesPerView(window.innerWidth, options.count)));
  let perView = countInView();
  root.style.setProperty('--foyer-carousel-per-view', String(perView));

  // Resizes are handled below (debounced 200 ms, as the old carousel's responsive refresh).
  const engine = EmblaCarousel(viewport, {
    loop: options.loop ?? true,
    direction: getComputedStyle(viewport).direction === 'rtl' ? 'rtl' : 'ltr',
    align: 'start',
    slidesToScroll: Math.max(1, Math.floor(options.slidesToScroll ?? 1)),
    // A fade jumps and lets CSS fade the new slide in over the same time.
    duration: reduced || options.fade ? 0 : options.speed === undefined ? EMBLA_DURATION : emblaDuration(options.speed),
    watchResize: false,
    containScroll: 'trimSnaps',
    // A slide counts as shown (and reachable by Tab) when most of it is in view, not its gutter alone.
    inViewThreshold: 0.6,
    // A press on an arrow, a dot or the pause button is a click, never the start of a drag: a drag
    // stops the slides where they are and snaps them on release, so "Previous" pressed while a slide
    // was still moving went back two slides.
    watchDrag: (_api, event) => !(event.target instanceof Element && event.target.closest('button')),
  });

  const slides = engine.slideNodes();
  const syncSlides = () => {
    const inView = new Set(engine.slidesInView());
    slides.forEach((slide, i) => {
      // Slides out of view leave the tab order and the accessibility tree's reading of the region.
      const hidden = !inView.has(i);
      slide.toggleAttribute('inert', hidden);
      slide.setAttribute('aria-hidden', String(hidden));
    });
    const canMove = slides.length > perView;
    if (prev) prev.disabled = !canMove || !engine.canScrollPrev();
    if (next) next.disabled = !canMove || !engine.canScrollNext();
    const snaps = engine.scrollSnapList().length;
    const current = engine.selectedScrollSnap();
    dots.forEach((dot, i) => {
      dot.hidden = i >= snaps || !canMove;
      const isCurrent = i === current;
      dot.classList.toggle('foyer-carousel__dot--active', isCurrent);
      if (options.activeDotClass) dot.classList.toggle(options.activeDotClass, isCurrent);
      if (isCurrent) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };

  // Autoplay: a plain timer, paused while the pointer or focus is inside, and by the pause button.
  let userPaused = !options.autoplay || reduced;
  let hovering = false;
  let focused = false;
  let active = options.isActive ?? true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pauseOnHover = options.pauseOnHover ?? true;
  const isPlaying = () => active && !userPaused && !(hovering && pauseOnHover) && !focused && slides.length > perView;
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (isPlaying()) timer = setTimeout(advance, options.autoplayDelay ?? CAROUSEL_TIMING.autoplay);
  };
  function advance(): void {
    // Without a loop, autoplay starts over from the first slide after the last (as Swiper's rewind).
    if (engine.canScrollNext()) engine.scrollNext();
    else engine.scrollTo(0);
  }
  /** The visitor moved the slides: with pauseOnInteraction, autoplay stops until the play button. */
  const interacted = () => {
    if (!options.pauseOnInteraction || userPaused) return;
    userPaused = true;
    syncPause();
  };
  const syncPause = () => {
    if (!pause) return;
    pause.setAttribute('aria-pressed', String(userPaused));
    pause.setAttribute('aria-label', userPaused ? 'Play slides' : 'Pause slides');
    pause.hidden = !options.autoplay || reduced;
  };

  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  const onSelect = () => {
    if (options.fade && !reduced) {
      // The slides in view now fade in; the class comes off after the transition so it can run again.
      root.classList.remove('foyer-carousel--fading');
      void root.offsetWidth;
      root.style.setProperty('--foyer-carousel-speed', `${options.speed ?? CAROUSEL_TIMING.transition}ms`);
      root.classList.add('foyer-carousel--fading');
      clearTimeout(fadeTimer);
      fadeTimer = setTimeout(() => root.classList.remove('foyer-carousel--fading'), options.speed ?? CAROUSEL_TIMING.transition);
    }
    syncSlides();
    options.onSelect?.(engine.selectedScrollSnap());
    schedule();
  };
  const onPrev = () => {
    interacted();
    engine.scrollPrev();
  };
  const onNext = () => {
    interacted();
    engine.scrollNext();
  };
  const onDot = (event: MouseEvent) => {
    const index = dots.indexOf(event.currentTarget as HTMLButtonElement);
    interacted();
    if (index >= 0) engine.scrollTo(index);
  };
  // Left and right arrow keys anywhere in the carousel (not in a field a visitor types into).
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.target as Element).closest('input, textarea, select, [contenteditable]')) return;
    const rtl = getComputedStyle(viewport).direction === 'rtl';
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    if ((event.key === 'ArrowRight') !== rtl) onNext();
    else onPrev();
  };
  const onDrag = () => interacted();
  const onPause = () => {
    userPaused = !userPaused;
    syncPause();
    schedule();
  };
  const onEnter = () => {
    hovering = true;
    schedule();
  };
  const onLeave = () => {
    hovering = false;
    schedule();
  };
  const onFocusIn = () => {
    focused = true;
    schedule();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    schedule();
  };
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    perView = countInView();
    root.style.setProperty('--foyer-carousel-per-view', String(perView));
    engine.reInit();
    syncSlides();
    schedule();
  };
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(refresh, CAROUSEL_TIMING.refresh);
  };

  engine.on('select', onSelect);
  engine.on('slidesInView', syncSlides);
  engine.on('pointerDown', onDrag);
  prev?.addEventListener('click', onPrev);
  next?.addEventListener('click', onNext);
  for (const dot of dots) dot.addEventListener('click', onDot);
  if (options.keys) root.addEventListener('keydown', onKey);
  pause?.addEventListener('click', onPause);
  root.addEventListener('pointerenter', onEnter);
  root.addEventListener('pointerleave', onLeave);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  window.addEventListener('resize', onResize);
  root.classList.add('foyer-carousel--ready');
  syncSlides();
  syncPause();
  schedule();

  return {
    engine,
    perView: () => perView,
    isPlaying,
    setActive(value) {
      if (value === active) return;
      active = value;
      // Shown again: sizes may have changed while hidden, and the 5 s start over.
      if (active) refresh();
      else schedule();
    },
    destroy() {
      clearTimeout(timer);
      clearTimeout(resizeTimer);
      clearTimeout(fadeTimer);
      prev?.removeEventListener('click', onPrev);
      next?.removeEventListener('click', onNext);
      for (const dot of dots) dot.removeEventListener('click', onDot);
      root.removeEventListener('keydown', onKey);
      root.classList.remove('foyer-carousel--fading');
      pause?.removeEventListener('click', onPause);
      root.removeEventListener('pointerenter', onEnter);
      root.removeEventListener('pointerleave', onLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('resize', onResize);
      root.classList.remove('foyer-carousel--ready');
      for (const slide of slides) {
        slide.removeAttribute('inert');
        slide.removeAttribute('aria-hidden');
      }
      engine.destroy();
    },
  };
}
