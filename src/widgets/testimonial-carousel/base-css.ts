// Static CSS of the testimonial carousel: Elementor Pro's rules for the testimonial (italic text,
// round 60 px image, name over title) in its five layouts and two skins, and the slide widths Swiper
// would set, from per-device custom properties (render.tsx), so the slides are in place before any
// script runs. Alignment and gaps are custom properties per device (schema.ts).
import { swiperPartsCss } from '../shared/swiper-parts.tsx';

const S = '.elementor-widget-testimonial-carousel .elementor-swiper';
const T = '.elementor-testimonial';
const L = (layout: string) => `.elementor-testimonial--layout-${layout}`;
/** The same part in the two layouts that set the image beside the text. */
const beside = (part: string) => `${L('image_left')} ${T}${part},${L('image_right')} ${T}${part}`;

export const testimonialCarouselBaseCss =
  `${S}{position:relative;--foyer-carousel-per-view:1;--foyer-carousel-gap:10px}` +
  `${S} .elementor-main-swiper{position:relative;overflow:hidden;margin-inline:auto;width:95%}` +
  `${S}.elementor-arrows-yes .elementor-main-swiper{width:calc(95% - 40px)}` +
  `${S} .swiper-wrapper{display:flex;box-sizing:content-box}` +
  `${S} .swiper-slide{flex-shrink:0;position:relative;box-sizing:border-box;padding:20px;border-style:solid;border-width:0;` +
  'margin-inline-end:var(--foyer-carousel-gap);width:calc((100% - (var(--foyer-carousel-per-view) - 1) * var(--foyer-carousel-gap)) / var(--foyer-carousel-per-view))}' +
  // Arrows beside the slides, in grey that holds 3:1 on white (Swiper's default white vanishes there).
  `${S} .elementor-swiper-button{font-size:20px;color:rgba(0,0,0,.6)}${S} .elementor-swiper-button svg{fill:currentColor}` +
  `${S} .elementor-swiper-button-prev{left:0}${S} .elementor-swiper-button-next{right:0}` +
  `[dir=rtl] ${S} .elementor-swiper-button-prev{left:auto;right:0}[dir=rtl] ${S} .elementor-swiper-button-next{right:auto;left:0}` +
  // Dots under the slides, 24 px apart at least (WCAG 2.5.8 target spacing).
  `${S} .swiper-pagination{position:static;margin-top:12px}${S} .swiper-pagination-bullet{width:10px;height:10px;margin:0 8px}` +
  `${T}{text-align:var(--e-testimonial-align,center)}` +
  `${T}__text{font-size:1.3em;font-style:italic;line-height:1.5}` +
  `${T}__image img{display:block;width:60px;height:60px;max-width:none;border-radius:999px;box-sizing:content-box;object-fit:cover;border-width:0}` +
  `${T}__cite{display:flex;flex-direction:column;font-style:normal;font-size:14px;line-height:1.5}${T}__name{font-weight:700}${T}__title{font-size:.9em}` +
  // Inline: image and name side by side under the text; stacked: one above the other.
  `${L('image_inline')} ${T}__footer,${L('image_stacked')} ${T}__footer{margin-top:var(--e-testimonial-content-gap,25px)}` +
  `${L('image_inline')} ${T}__footer{display:flex;align-items:center;justify-content:var(--e-testimonial-align,center)}` +
  `${L('image_inline')} ${T}__cite{text-align:start}${L('image_inline')} ${T}__image+cite{margin-inline-start:var(--e-testimonial-image-gap,15px)}` +
  `${L('image_stacked')} ${T}__image{display:inline-block}${L('image_stacked')} ${T}__image+cite{margin-top:var(--e-testimonial-image-gap,15px)}` +
  // Above: the image first, the name under the text.
  `${L('image_above')} ${T}{display:flex;flex-direction:column-reverse}` +
  `${L('image_above')} ${T}__footer{display:flex;justify-content:var(--e-testimonial-align,center);margin-bottom:var(--e-testimonial-content-gap,25px)}` +
  `${L('image_above')} ${T}__content ${T}__cite,${beside(`__content ${T}__cite`)}{margin-top:var(--e-testimonial-image-gap,15px)}` +
  // Left and right: the image beside the text, the name under it.
  `${beside('')}{display:flex;align-items:flex-start;text-align:start}${L('image_left')} ${T}{flex-direction:row-reverse}` +
  `${beside('__content')}{flex:1;min-width:0}${beside('__footer')}{flex-shrink:0}` +
  `${L('image_left')} ${T}__footer{padding-inline-end:var(--e-testimonial-content-gap,20px)}${L('image_right')} ${T}__footer{padding-inline-start:var(--e-testimonial-content-gap,20px)}` +
  // Bubble: the text in a box with a pointer down to the image (Elementor shows the bubble inline only).
  `.elementor-testimonial--skin-bubble ${T}__content{position:relative;background-color:#f9fafa;border-width:0}` +
  `.elementor-testimonial--skin-bubble ${T}__content:after{content:"";position:absolute;bottom:-7px;left:calc(50% - 8px);width:14px;height:14px;` +
  'background-color:#f9fafa;transform:scaleX(.75) rotate(45deg);border-width:0;border-style:inherit;box-sizing:content-box}' +
  `.elementor-testimonial--skin-bubble.elementor-testimonial--align-left ${T}__content:after{left:42px}` +
  `.elementor-testimonial--skin-bubble.elementor-testimonial--align-right ${T}__content:after{left:auto;right:42px}` +
  `.elementor-testimonial--skin-bubble ${T}__footer{padding:0 20px}` +
  swiperPartsCss;
