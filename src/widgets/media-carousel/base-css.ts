// Static CSS of the media carousel: Elementor Pro's rules (230 px high carousel, cover-fitted slide
// images) and the slide widths Swiper would set, from per-device custom properties (render.tsx).
import { swiperPartsCss } from '../shared/swiper-parts.tsx';

const S = '.elementor-widget-media-carousel .elementor-swiper';
export const mediaCarouselBaseCss =
  `${S}{position:relative;--foyer-carousel-per-view:3;--foyer-carousel-gap:10px}` +
  `${S} .elementor-main-swiper{position:relative;overflow:hidden;margin-inline:auto}` +
  '.elementor-skin-carousel .elementor-main-swiper,.elementor-skin-coverflow .elementor-main-swiper{height:230px}' +
  '.elementor-skin-slideshow .elementor-main-swiper{height:350px}' +
  `${S} .swiper-wrapper{display:flex;height:100%;box-sizing:content-box}` +
  `${S} .swiper-slide{flex-shrink:0;height:100%;overflow:hidden;border-style:solid;border-width:0;position:relative;box-sizing:border-box;` +
  'margin-inline-end:var(--foyer-carousel-gap);width:calc((100% - (var(--foyer-carousel-per-view) - 1) * var(--foyer-carousel-gap)) / var(--foyer-carousel-per-view))}' +
  `${S} .swiper-slide>a{display:block;height:100%}` +
  '.elementor-carousel-image{background:no-repeat 50%;background-size:cover;height:100%;position:relative}' +
  '.elementor-carousel-video-message{position:absolute;inset:auto 0 0;margin:0;padding:8px 12px;background:rgba(20,24,28,.85);color:#fff;font-size:.875rem}' +
  '.elementor-carousel-image .elementor-custom-embed-play{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);width:0;height:0;border-left:28px solid rgba(255,255,255,.9);border-block:17px solid transparent}' +
  `${S} .elementor-thumbnails-swiper{display:flex;gap:10px;margin-top:10px;overflow-x:auto}` +
  `${S} .elementor-thumbnail{flex:0 0 calc((100% - 40px) / 5);aspect-ratio:21/9;border:0;padding:0;background:#ddd no-repeat 50%/cover;cursor:pointer;opacity:.6}` +
  `${S} .elementor-thumbnail[aria-current=true]{opacity:1}${S} .elementor-thumbnail:focus-visible{outline:2px solid #000;outline-offset:2px}` +
  swiperPartsCss;
