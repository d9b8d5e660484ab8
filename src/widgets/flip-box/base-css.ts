// Elementor Pro's flip box stylesheet, restated as facts (class names, sizes, colours, effects), with
// two differences. Elementor puts the effect classes (`elementor-flip-box--effect-flip`, `--direction-up`,
// `--3d`) on the widget's wrapper; Foyer's widgets print inside the container, so they are on
// `.elementor-flip-box` itself and the rules name the box, not an ancestor. And the back shows while
// anything inside the box has keyboard focus (`:focus-within`), not only while the box itself does:
// Tab reaches the back's link and the box turns to show it. Pure CSS: no script for any effect.
import { buttonBaseCss } from '../button/base-css.ts';
import { ICON_BASE_CSS } from '../shared/icon.tsx';
import { ICON_VIEW_CSS } from '../shared/icon-view.ts';

const BOX = '.elementor-flip-box';
const FRONT = '.elementor-flip-box__front';
const BACK = '.elementor-flip-box__back';

/** `{box}:hover {part}` and `{box}:focus-within {part}`: the states that show the back. */
function shown(box: string, part: string): string {
  return `${box}:hover ${part},${box}:focus-within ${part}`;
}

const effect = (name: string, direction?: string) =>
  `.elementor-flip-box--effect-${name}${direction ? `.elementor-flip-box--direction-${direction}` : ''}`;

const DIRECTIONS = ['left', 'right', 'up', 'down'] as const;
type Direction = (typeof DIRECTIONS)[number];

/** Flip: the front turns away and the back turns in, about the axis the direction names. */
const FLIP_TURN: Record<Direction, { front: string; back: string }> = {
  right: { front: 'rotateX(0) rotateY(180deg)', back: 'rotateX(0) rotateY(-180deg)' },
  left: { front: 'rotateX(0) rotateY(-180deg)', back: 'rotateX(0) rotateY(180deg)' },
  up: { front: 'rotateX(180deg) rotateY(0)', back: 'rotateX(-180deg) rotateY(0)' },
  down: { front: 'rotateX(-180deg) rotateY(0)', back: 'rotateX(180deg) rotateY(0)' },
};

/** Slide and push: where the back waits before it moves in, and where push sends the front. */
const SLIDE_FROM: Record<Direction, { back: string; front: string }> = {
  right: { back: 'translateX(-100%) translateY(0)', front: 'translateX(100%) translateY(0)' },
  left: { back: 'translateX(100%) translateY(0)', front: 'translateX(-100%) translateY(0)' },
  up: { back: 'translateX(0) translateY(100%)', front: 'translateX(0) translateY(-100%)' },
  down: { back: 'translateX(0) translateY(-100%)', front: 'translateX(0) translateY(100%)' },
};

const flipCss =
  `${effect('flip')}{perspective:1000px;transform-style:preserve-3d}` +
  `${effect('flip')} .elementor-flip-box__layer{transform-style:preserve-3d;backface-visibility:hidden}` +
  `${effect('flip')} ${FRONT}{transform:none;z-index:1}` +
  DIRECTIONS.map((d) => `${effect('flip', d)} ${BACK}{transform:${FLIP_TURN[d].back}}`).join('') +
  `${shown(effect('flip'), BACK)}{transform:none}` +
  DIRECTIONS.map((d) => `${shown(effect('flip', d), FRONT)}{transform:${FLIP_TURN[d].front}}`).join('');

const slideCss =
  `${effect('slide')},${effect('push')}{overflow:hidden;overflow:clip}` +
  `${effect('push')} ${FRONT}{transform:none}` +
  DIRECTIONS.map((d) => `${effect('slide', d)} ${BACK},${effect('push', d)} ${BACK}{transform:${SLIDE_FROM[d].back}}`).join('') +
  `${shown(effect('slide'), BACK)},${shown(effect('push'), BACK)}{transform:none}` +
  DIRECTIONS.map((d) => `${shown(effect('push', d), FRONT)}{transform:${SLIDE_FROM[d].front}}`).join('');

const zoomFadeCss =
  `${effect('zoom-out')} ${FRONT}{transition:transform .7s,opacity .35s,width .1ms;opacity:1;transform:scale(1);z-index:1;width:100%}` +
  `${shown(effect('zoom-out'), FRONT)}{width:0;opacity:0;transform:scale(.7);transition:transform .8s,opacity .7s .1s,width .1ms .7s}` +
  `${effect('zoom-in')} ${BACK}{transition:transform .7s,opacity .5s .2s;opacity:0;transform:scale(.7)}` +
  `${shown(effect('zoom-in'), BACK)}{transition:transform .7s,opacity .5s;opacity:1;transform:scale(1)}` +
  `${effect('fade')} ${BACK}{opacity:0}` +
  `${shown(effect('fade'), BACK)}{opacity:1}`;

export const FLIP_BOX_BASE_CSS =
  ICON_BASE_CSS +
  ICON_VIEW_CSS +
  buttonBaseCss +
  `${BOX}{height:280px;position:relative;perspective:1000px;transform-style:preserve-3d}` +
  // Touch screens have no hover: a tap gives the box :hover (and the pointer cue tells it can be tapped).
  `@media (hover:none){${BOX}{cursor:pointer}}` +
  `${FRONT}{background-color:#1abc9c}${BACK}{background-color:#4054b2;display:block}` +
  'a.elementor-flip-box__back{text-decoration:none}' +
  '.elementor-flip-box__layer{position:absolute;top:0;left:0;width:100%;height:100%;transition:all .6s ease-in-out}' +
  '.elementor-flip-box__layer__overlay{display:flex;width:100%;height:100%;flex-direction:column;justify-content:center;align-items:stretch;text-align:center;padding:35px;color:#fff}' +
  '.elementor-flip-box__layer__title{font-size:21px;line-height:1;font-weight:600}' +
  '.elementor-flip-box__layer__description{font-size:14px}' +
  '.elementor-flip-box__layer__title,.elementor-flip-box__layer__description{margin:0;padding:0;color:inherit}' +
  '.elementor-flip-box__layer__title:not(:last-child),.elementor-flip-box__layer__description:not(:last-child){margin:0 0 20px}' +
  `${BOX},${BOX} .elementor-view-framed,${BOX} .elementor-view-stacked{--e-flip-box-view-framed-stacked-icon-color:#fff}` +
  `${BOX} .elementor-icon,${BOX} .elementor-view-framed .elementor-icon,${BOX} .elementor-view-stacked .elementor-icon{color:var(--e-flip-box-view-framed-stacked-icon-color)}` +
  `${BOX} .elementor-icon svg{fill:var(--e-flip-box-view-framed-stacked-icon-color)}` +
  `${BOX} .elementor-view-framed .elementor-icon{border-color:#fff}` +
  `${BOX} .elementor-view-stacked .elementor-icon{background-color:rgba(0,0,0,.5)}` +
  `${BOX} .elementor-icon-wrapper{margin-bottom:20px}` +
  '.elementor-flip-box__button.elementor-button{cursor:pointer;align-self:center;margin-left:auto;margin-right:auto;border:2px solid #fff;background:transparent;color:#fff}' +
  '.elementor-flip-box__button.elementor-button:hover,.elementor-flip-box__button.elementor-button:focus-visible{background:transparent;text-decoration:none}' +
  '.elementor-flip-box__button.elementor-button:focus-visible,a.elementor-flip-box__back:focus-visible{outline:2px solid currentColor;outline-offset:3px}' +
  '.elementor-flip-box__image{margin:0 0 20px;display:inline-block;width:100%}' +
  '.elementor-flip-box__image img{width:50%;height:auto}' +
  '.elementor-flip-box--3d .elementor-flip-box__layer__inner{transform:translateZ(90px) scale(.91)}' +
  '.elementor-flip-box--3d .elementor-flip-box__layer__overlay{transform-style:preserve-3d;transform:translateZ(.1px)}' +
  flipCss +
  slideCss +
  zoomFadeCss +
  // Reduced motion: the back still shows on hover and focus, at once instead of turning or sliding in.
  `@media (prefers-reduced-motion:reduce){${BOX} .elementor-flip-box__layer,${BOX} .elementor-flip-box__layer__inner{transition:none!important}}`;
