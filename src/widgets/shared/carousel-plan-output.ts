// What a carousel widget's plan (slides in view, per step, gap, per device) gives the page: the CSS
// that lays the slides out before scripts run, and the settings the carousel engine reads. Shared by
// the carousels built on Elementor Pro's carousel handler (media, testimonial).
import type { CssSink } from '../../model/css.ts';
import type { CarouselPlan } from '../image-carousel/plan.ts';

/** `--foyer-carousel-per-view` and `--foyer-carousel-gap` on `root`, for desktop, tablet and mobile. */
export function carouselLayoutCss(plan: CarouselPlan, root: string, css: CssSink): void {
  for (const device of ['desktop', 'tablet', 'mobile'] as const) {
    css.add(
      root,
      { '--foyer-carousel-per-view': String(plan.perView[device]), '--foyer-carousel-gap': `${plan.gap[device]}px` },
      device === 'desktop' ? undefined : device,
    );
  }
}

interface ProCarouselSettings {
  autoplay?: unknown;
  autoplay_speed?: number;
  pause_on_hover?: unknown;
  pause_on_interaction?: unknown;
  loop?: unknown;
  speed?: number;
}

/** The engine's settings under Elementor Pro's carousel controls (switches are off unless "yes"). */
export function proCarouselClientSettings(plan: CarouselPlan, s: ProCarouselSettings): Record<string, unknown> {
  return {
    perView: plan.perView,
    perStep: plan.perStep,
    autoplay: s.autoplay === 'yes',
    autoplaySpeed: s.autoplay_speed ?? 5000,
    pauseOnHover: s.pause_on_hover === 'yes',
    pauseOnInteraction: s.pause_on_interaction === 'yes',
    loop: s.loop === 'yes',
    speed: s.speed ?? 500,
    fade: false,
  };
}
