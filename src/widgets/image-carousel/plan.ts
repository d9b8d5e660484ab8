// What Elementor's carousel handler derives from the settings, per device: slides in view, slides per
// step and the gap between slides (Swiper's slidesPerView, slidesPerGroup, spaceBetween). The server
// lays the slides out with these numbers and the browser moves them with the same ones.

export type CarouselDevice = 'desktop' | 'tablet' | 'mobile';
export type PerDevice = Record<CarouselDevice, number>;

export interface CarouselPlan {
  perView: PerDevice;
  perStep: PerDevice;
  /** px */
  gap: PerDevice;
}

/** A slide count (1 or more) from a setting, else undefined. */
export const count = (v: unknown): number | undefined => {
  const n = Math.floor(Number(v));
  return n >= 1 ? n : undefined;
};

/** A slider setting's size (0 or more), else undefined when unset. */
export const sizeOf = (v: unknown): number | undefined => {
  const raw = v && typeof v === 'object' ? (v as { size?: unknown }).size : v;
  if (raw === '' || raw === null || raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * Desktop shows `slides_to_show` (3 when unset); tablet its own value or 2 (1 when desktop shows 1);
 * mobile its own value or 1. The custom spacing applies only with `image_spacing: custom` and more than
 * one slide, a device without its own size taking the next larger one's.
 */
export function carouselPlan(s: Record<string, unknown>): CarouselPlan {
  const desktop = count(s.slides_to_show) ?? 3;
  const perView: PerDevice = {
    desktop,
    tablet: count(s.slides_to_show_tablet) ?? (desktop === 1 ? 1 : 2),
    mobile: count(s.slides_to_show_mobile) ?? 1,
  };
  const single = String(s.slides_to_show) === '1';
  const perStep: PerDevice = single
    ? { desktop: 1, tablet: 1, mobile: 1 }
    : {
        desktop: count(s.slides_to_scroll) ?? 1,
        tablet: count(s.slides_to_scroll_tablet) ?? 1,
        mobile: count(s.slides_to_scroll_mobile) ?? 1,
      };
  const gap: PerDevice = { desktop: 0, tablet: 0, mobile: 0 };
  if (s.image_spacing === 'custom' && !single) {
    gap.desktop = sizeOf(s.image_spacing_custom) ?? 0;
    gap.tablet = sizeOf(s.image_spacing_custom_tablet) ?? gap.desktop;
    gap.mobile = sizeOf(s.image_spacing_custom_mobile) ?? gap.tablet;
  }
  return { perView, perStep, gap };
}
