// Elementor Pro's carousel handler numbers for the testimonial carousel, per device: one slide in
// view unless set (never more than there are slides), slides per step, and the space between slides
// (10 px by default, a device without its own value taking the next larger one's).
import { type CarouselPlan, count, sizeOf } from '../image-carousel/plan.ts';

export function testimonialCarouselPlan(s: Record<string, unknown>, slides: number): CarouselPlan {
  const atMost = (n: number) => Math.max(1, Math.min(n, slides));
  const desktop = sizeOf(s.space_between) ?? 10;
  const tablet = sizeOf(s.space_between_tablet) ?? desktop;
  return {
    perView: {
      desktop: atMost(count(s.slides_per_view) ?? 1),
      tablet: atMost(count(s.slides_per_view_tablet) ?? 1),
      mobile: atMost(count(s.slides_per_view_mobile) ?? 1),
    },
    perStep: {
      desktop: count(s.slides_to_scroll) ?? 1,
      tablet: count(s.slides_to_scroll_tablet) ?? 1,
      mobile: count(s.slides_to_scroll_mobile) ?? 1,
    },
    gap: { desktop, tablet, mobile: sizeOf(s.space_between_mobile) ?? tablet },
  };
}
