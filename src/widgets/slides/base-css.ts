// Static CSS of the slides: Elementor Pro's rules (full-size backgrounds, content placed by the
// position classes, white text and an outlined button by default, button sizes).
import { swiperPartsCss } from '../shared/swiper-parts.tsx';

const S = '.elementor-slides-wrapper';
const I = `${S} .swiper-slide-inner`;
export const slidesBaseCss =
  `${S}{position:relative;overflow:hidden;--foyer-carousel-per-view:1;--foyer-carousel-gap:0px}` +
  `${S} .elementor-slides{display:flex}` +
  `${S} .swiper-slide{flex:0 0 100%;width:100%;height:400px;position:relative;overflow:hidden;box-sizing:border-box}` +
  `${S} .swiper-slide-bg{position:absolute;inset:0;background-size:cover;background-position:50%;background-repeat:no-repeat}` +
  `${S} .elementor-background-overlay{position:absolute;inset:0}` +
  `${I}{position:absolute;inset:0;display:flex;padding:50px;margin:auto;box-sizing:border-box;color:#fff;text-decoration:none;text-align:center}` +
  `${S}.elementor--h-position-left .swiper-slide-inner{justify-content:flex-start}${S}.elementor--h-position-center .swiper-slide-inner{justify-content:center}` +
  `${S}.elementor--h-position-right .swiper-slide-inner{justify-content:flex-end}` +
  `${S}.elementor--v-position-top .swiper-slide-inner{align-items:flex-start}${S}.elementor--v-position-middle .swiper-slide-inner{align-items:center}` +
  `${S}.elementor--v-position-bottom .swiper-slide-inner{align-items:flex-end}` +
  `${I} .swiper-slide-contents{max-width:66%}` +
  `${I} .elementor-slide-heading{font-size:35px;font-weight:700;line-height:1;margin:0;color:inherit}${I} .elementor-slide-description{font-size:17px;line-height:1.4;margin:0;color:inherit}` +
  `${I} .elementor-slide-heading:not(:last-child),${I} .elementor-slide-description:not(:last-child){margin-bottom:30px}` +
  `${S} .elementor-slide-button{display:inline-block;border:2px solid #fff;color:#fff;background:transparent;text-decoration:none;line-height:1;font-size:15px;padding:15px 30px;border-radius:3px}` +
  `${S} .elementor-slide-button.elementor-size-xs{font-size:13px;padding:10px 20px;border-radius:2px}` +
  `${S} .elementor-slide-button.elementor-size-md{font-size:16px;padding:20px 40px;border-radius:4px}` +
  `${S} .elementor-slide-button.elementor-size-lg{font-size:18px;padding:25px 50px;border-radius:5px}` +
  `${S} .elementor-slide-button.elementor-size-xl{font-size:20px;padding:30px 60px;border-radius:6px}` +
  swiperPartsCss;
