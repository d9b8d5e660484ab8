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
  const reduced = prefersReducedMotion();
  let perView = slidesPerView(window.innerWidth, options.count);
  root.style.setProperty('--foyer-carousel-per-view', String(perView));

  // Resizes are handled below (debounced 200 ms, as the old carousel's responsive refresh).
  const engine = EmblaCarousel(viewport, {
    loop: true,
    align: 'start',
    slidesToScroll: 1,
    duration: reduced ? 0 : EMBLA_DURATION,
    watchResize: false,
    containScroll: 'trimSnaps',
    // A slide counts as shown (and reachable by Tab) when most of it is in view, not its gutter alone.
    inViewThreshold: 0.6,
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
    if (prev) prev.disabled = !canMove;
    if (next) next.disabled = !canMove;
  };

  // Autoplay: a plain timer, paused while the pointer or focus is inside, and by the pause button.
  let userPaused = !options.autoplay || reduced;
  let hovering = false;
  let focused = false;
  let active = options.isActive ?? true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const isPlaying = () => active && !userPaused && !hovering && !focused && slides.length > perView;
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (isPlaying()) timer = setTimeout(advance, CAROUSEL_TIMING.autoplay);
  };
  function advance(): void {
    engine.scrollNext();
  }
  const syncPause = () => {
    if (!pause) return;
    pause.setAttribute('aria-pressed', String(userPaused));
    pause.setAttribute('aria-label', userPaused ? 'Play slides' : 'Pause slides');
    pause.hidden = !options.autoplay || reduced;
  };

  const onSelect = () => {
    syncSlides();
    options.onSelect?.(engine.selectedScrollSnap());
    schedule();
  };
  const onPrev = () => engine.scrollPrev();
  const onNext = () => engine.scrollNext();
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
    perView = slidesPerView(window.innerWidth, options.count);
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
  prev?.addEventListener('click', onPrev);
  next?.addEventListener('click', onNext);
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
      prev?.removeEventListener('click', onPrev);
      next?.removeEventListener('click', onNext);
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
