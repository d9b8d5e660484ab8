// Static CSS of the image carousel: Elementor's frontend rules, and the slide widths Swiper would set,
// from per-device custom properties (render.tsx), so the slides are in place before any script runs.
import { swiperPartsCss } from '../shared/swiper-parts.tsx';

const W = '.elementor-image-carousel-wrapper';
export const imageCarouselBaseCss =
  // Static: the arrows and bullets are placed against the widget, as Elementor's are.
  `${W}.swiper{position:static;overflow:hidden;--foyer-carousel-per-view:3;--foyer-carousel-gap:0px}` +
  // Static too: the engine measures slides and track by offsetLeft, so both must share one offset parent.
  `${W} .swiper-wrapper{display:flex;width:100%;box-sizing:content-box}` +
  `${W} .swiper-slide{flex-shrink:0;position:relative;text-align:center;margin-inline-end:var(--foyer-carousel-gap);` +
  'width:calc((100% - (var(--foyer-carousel-per-view) - 1) * var(--foyer-carousel-gap)) / var(--foyer-carousel-per-view))}' +
  `${W} .swiper-slide-inner{margin:0;line-height:inherit}${W} .swiper-slide>a{display:block}` +
  `${W} .swiper-slide-image.size-thumbnail{width:150px;aspect-ratio:1;object-fit:cover}` +
  `${W} .swiper-image-stretch .swiper-slide .swiper-slide-image{width:100%}` +
  swiperPartsCss;
