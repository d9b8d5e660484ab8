// Elementor Pro's carousel handler numbers for the media carousel, per device: slides in view (3 / 2 / 1
// unless set; one for the slideshow skin), slides per step, and the space between slides (10 px by
// default, a device without its own value taking the next larger one's).
import { type CarouselPlan, count, sizeOf } from '../image-carousel/plan.ts';

export function mediaCarouselPlan(s: Record<string, unknown>, slides: number): CarouselPlan {
  const isSlideshow = s._skin === 'slideshow';
  const atMost = (n: number) => Math.max(1, Math.min(n, slides));
  const perView = isSlideshow
    ? { desktop: 1, tablet: 1, mobile: 1 }
    : {
        desktop: atMost(count(s.slides_per_view) ?? 3),
        tablet: atMost(count(s.slides_per_view_tablet) ?? 2),
        mobile: atMost(count(s.slides_per_view_mobile) ?? 1),
      };
  const desktop = sizeOf(s.space_between) ?? 10;
  const tablet = sizeOf(s.space_between_tablet) ?? desktop;
  const gap = { desktop, tablet, mobile: sizeOf(s.space_between_mobile) ?? tablet };
  const perStep = {
    desktop: count(s.slides_to_scroll) ?? 1,
    tablet: count(s.slides_to_scroll_tablet) ?? 1,
    mobile: count(s.slides_to_scroll_mobile) ?? 1,
  };
  return { perView, perStep, gap: isSlideshow ? { desktop: 0, tablet: 0, mobile: 0 } : gap };
}
