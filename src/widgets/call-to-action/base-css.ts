// Elementor Pro's call-to-action stylesheet and the hover animations it uses (its frontend.css's
// `elementor-bg-transform-*` and `elementor-animated-item--*`), restated as facts; the hover animations
// are printed per page, only those its boxes use (ctaAnimationCss). Elementor puts the
// skin, vertical position and animation classes on the widget's wrapper; Foyer's widgets print inside
// the container, so they are on `.elementor-cta` itself and the rules name it. What hover shows, keyboard
// focus inside the box shows too (`:focus-within`), and under reduced motion nothing moves or zooms.
// The image is an <img> covering `.elementor-cta__bg` (Elementor paints it as the div's background), so
// it is lazy, sized and offered in the widths the upload has.
import type { CssSink, Declarations } from '../../model/css.ts';
import { buttonBaseCss } from '../button/base-css.ts';
import { ICON_BASE_CSS } from '../shared/icon.tsx';
import { ICON_VIEW_CSS } from '../shared/icon-view.ts';

const CTA = '.elementor-cta';
const CLASSIC = '.elementor-cta--skin-classic';
const COVER = '.elementor-cta--skin-cover';
const AC = '.elementor-animated-content';

/** The hover and focus states of a box: `{box}:hover {part},{box}:focus-within {part}`. */
function shown(box: string, parts: string[]): string {
  return parts.flatMap((part) => [`${box}:hover ${part}`, `${box}:focus-within ${part}`]).join(',');
}
const item = (name: string) => `.elementor-animated-item--${name}`;

const BG_TRANSFORMS: Array<[string, string, string]> = [
  // name, at rest, on hover
  ['zoom-in', 'none', 'scale(1.2)'],
  ['zoom-out', 'scale(1.2)', 'scale(1)'],
  ['move-left', 'scale(1.2) translateX(8%)', 'scale(1.2) translateX(-8%)'],
  ['move-right', 'scale(1.2) translateX(-8%)', 'scale(1.2) translateX(8%)'],
  ['move-up', 'scale(1.2) translateY(8%)', 'scale(1.2) translateY(-8%)'],
  ['move-down', 'scale(1.2) translateY(-8%)', 'scale(1.2) translateY(8%)'],
];

/** Content item animations: [name, at rest, on hover]. */
const ITEM_ANIMATIONS: Array<[string, string, string]> = [
  ['grow', '', 'transform:scale(1.1)'],
  ['shrink', '', 'transform:scale(.85)'],
  ['move-right', '', 'transform:translateX(30px)'],
  ['move-left', '', 'transform:translateX(-30px)'],
  ['move-up', '', 'transform:translateY(-30px)'],
  ['move-down', '', 'transform:translateY(30px)'],
  ['enter-zoom-in', 'transform:scale(.2);opacity:0', 'transform:scale(1);opacity:1'],
  ['enter-zoom-out', 'transform:scale(2);opacity:0', 'transform:scale(1);opacity:1'],
  ['fade-in', 'opacity:0', 'transform:scale(1);opacity:1'],
  ['enter-from-right', 'transform:translateX(1000px);opacity:0', 'transform:translateY(0) translateX(0);opacity:1'],
  ['enter-from-left', 'transform:translateX(-1000px);opacity:0', 'transform:translateY(0) translateX(0);opacity:1'],
  ['enter-from-top', 'transform:translateY(-600px);opacity:0', 'transform:translateY(0) translateX(0);opacity:1'],
  ['enter-from-bottom', 'transform:translateY(500px);opacity:0', 'transform:translateY(0) translateX(0);opacity:1'],
  ['exit-zoom-in', 'transform:scale(1);opacity:1', 'transform:scale(2);opacity:0'],
  ['exit-zoom-out', 'transform:scale(1);opacity:1', 'transform:scale(.2);opacity:0'],
  ['fade-out', 'transform:scale(1);opacity:1', 'opacity:0'],
  ['exit-to-right', 'transform:translateY(0) translateX(0);opacity:1', 'transform:translateX(1000px);opacity:0'],
  ['exit-to-left', 'transform:translateY(0) translateX(0);opacity:1', 'transform:translateX(-1000px);opacity:0'],
  ['exit-to-top', 'transform:translateY(0) translateX(0);opacity:1', 'transform:translateY(-600px);opacity:0'],
  ['exit-to-bottom', 'transform:translateY(0) translateX(0);opacity:1', 'transform:translateY(600px);opacity:0'],
];

/** `a:b;c:d` as declarations. */
function declarations(text: string): Declarations {
  return Object.fromEntries(text.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]));
}

const BG_TRANSFORM = new Map(BG_TRANSFORMS.map(([name, rest, hover]) => [name, { rest, hover }]));
const ITEM_ANIMATION = new Map(ITEM_ANIMATIONS.map(([name, rest, hover]) => [name, { rest, hover }]));

/**
 * The hover animations an instance uses, as page rules that name no element: the page's sink keeps
 * one of each however many boxes use it, and a page prints only the animations its boxes play
 * (all of them cost 5 KB). The classes are the ones `ctaClasses` (render.tsx) puts on the box.
 */
export function ctaAnimationCss(css: CssSink, transformation: string, contentAnimation: string): void {
  const bg = BG_TRANSFORM.get(transformation);
  if (bg) {
    const box = `.elementor-bg-transform-${transformation}`;
    css.add('.elementor-bg-transform .elementor-bg', { 'will-change': 'transform' });
    if (bg.rest !== 'none') css.add(`${box} .elementor-bg`, { transform: bg.rest });
    css.add(shown(box, ['.elementor-bg']), { transform: bg.hover });
  }
  const it = ITEM_ANIMATION.get(contentAnimation);
  if (it) {
    css.add(`${AC} [class*=elementor-animated-item]`, { 'will-change': 'transform,opacity' });
    if (it.rest) css.add(`${AC} ${item(contentAnimation)}`, declarations(it.rest));
    css.add(shown(AC, [item(contentAnimation)]), declarations(it.hover));
  }
}

export const CTA_BASE_CSS =
  ICON_BASE_CSS +
  ICON_VIEW_CSS +
  buttonBaseCss +
  // clip, not hidden: focus moving to a link that slides in must not scroll the box.
  '.elementor-widget-call-to-action .elementor-widget-container{overflow:hidden;overflow:clip}' +
  `${CTA}{display:flex;overflow:hidden;overflow:clip;position:relative;transition:.5s;color:inherit;text-decoration:none}` +
  `${CLASSIC}{flex-wrap:wrap}` +
  `${CLASSIC} .elementor-cta__bg-wrapper{min-height:200px;position:relative;width:100%}` +
  `${CLASSIC} .elementor-cta__content{background-color:#f9fafa;transition:all .4s;width:100%}` +
  `${CLASSIC} .elementor-cta__content-item,${CLASSIC} .elementor-cta__content-item .elementor-icon{border-color:#3f444b;color:#3f444b;fill:#3f444b}` +
  `${CLASSIC} .elementor-cta__button.elementor-button{border-color:#3f444b;color:#3f444b}` +
  `${COVER}{display:block}` +
  `${COVER} .elementor-cta__bg-wrapper{bottom:0;left:0;position:absolute;right:0;top:0;transition:all .4s;width:100%}` +
  `${COVER} .elementor-cta__content{min-height:280px}` +
  `${COVER} .elementor-cta__button.elementor-button,${COVER} .elementor-cta__content-item,${COVER} .elementor-cta__content-item .elementor-icon{border-color:#fff;color:#fff}` +
  '.elementor-cta__bg,.elementor-cta__bg-overlay{bottom:0;left:0;position:absolute;right:0;top:0;transition:all .4s}' +
  '.elementor-cta__bg-wrapper{overflow:hidden;z-index:1}' +
  '.elementor-cta__bg{background-position:50%;background-size:cover;z-index:1}' +
  '.elementor-cta__bg>img{position:absolute;top:0;left:0;width:100%;height:100%;max-width:none;object-fit:cover;object-position:50% 50%}' +
  '.elementor-cta__bg-overlay{z-index:2}' +
  '.elementor-cta__button.elementor-button{align-self:center;background:transparent;border:2px solid #fff;cursor:pointer;margin-left:auto;margin-right:auto}' +
  '.elementor-cta__button.elementor-button:hover,.elementor-cta__button.elementor-button:focus-visible{background:transparent;text-decoration:none}' +
  '.elementor-cta__button.elementor-button:focus-visible,a.elementor-cta:focus-visible{outline:2px solid currentColor;outline-offset:3px}' +
  '.elementor-cta__title{font-size:23px}' +
  '.elementor-cta__content{align-content:center;align-items:center;display:flex;flex-wrap:wrap;overflow:hidden;padding:35px;width:100%;z-index:1}' +
  '.elementor-cta__content,.elementor-cta__content-item{color:#fff;position:relative;transition:.5s}' +
  '.elementor-cta__content-item{margin:0;width:100%}' +
  '.elementor-cta__content-item:not(:last-child){margin-bottom:15px}' +
  '.elementor-cta__content-item .elementor-icon{color:#fff}' +
  '.elementor-cta__image img{height:auto}' +
  '.elementor-cta--valign-top .elementor-cta__content{align-content:flex-start;align-items:flex-start}' +
  '.elementor-cta--valign-middle .elementor-cta__content{align-content:center;align-items:center}' +
  '.elementor-cta--valign-bottom .elementor-cta__content{align-content:flex-end;align-items:flex-end}' +
  `${shown(CTA, ['.elementor-cta__bg-overlay'])}{background-color:rgba(0,0,0,.3)}` +
  '@media (hover:none){.elementor-cta{cursor:pointer}}' +
  '.elementor-ribbon{height:150px;left:auto;overflow:hidden;position:absolute;right:0;top:0;transform:rotate(90deg);width:150px;z-index:1}' +
  '.elementor-ribbon-inner{background:#000;background-color:var(--e-global-color-accent,#000);color:#fff;font-size:13px;font-weight:800;left:0;line-height:2;margin-top:35px;text-align:center;text-transform:uppercase;transform:translateY(-50%) translateX(-50%) translateX(35px) rotate(-45deg);width:200%}' +
  '.elementor-ribbon.elementor-ribbon-left{left:0;right:auto;transform:rotate(0)}' +
  '.elementor-ribbon.elementor-ribbon-right{left:auto;right:0;transform:rotate(90deg)}' +
  // Reduced motion: no zoom, slide or grow; what hover shows appears at once (opacity only).
  '@media (prefers-reduced-motion:reduce){' +
  `${CTA},${CTA} .elementor-cta__bg,${CTA} .elementor-cta__bg-overlay,${CTA} .elementor-cta__content-item{transition:none!important}` +
  `${CTA} .elementor-bg,${AC} [class*=elementor-animated-item]{transform:none!important}}`;
