// Static CSS of the animated headline, written for Foyer in Elementor's class names. Everything that
// moves is transform, opacity or clip-path. The rotating words share one grid cell (the wrapper is as
// wide as the widest word from the first paint); a word that is not shown is hidden, not removed, and
// each animation's keyframes carry the visibility, so without them (reduced motion) it simply swaps.
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';

const H = '.elementor-headline';
const ROT = '.elementor-headline--style-rotate';
const HL = '.elementor-headline--style-highlight';
const WORD = '.elementor-headline-dynamic-text';
const ACTIVE = '.elementor-headline-text-active';
const INACTIVE = '.elementor-headline-text-inactive';
const IN = '.elementor-headline-animation-in';
const OUT = '.elementor-headline-animation-out';
const TURNING = '.e-headline-turning';
const type = (name: string) => `${H}.elementor-headline-animation-type-${name}`;

/**
 * In and out keyframes for a word or letter style: it comes in from `from` and leaves to `to` (the
 * same place unless given), ending hidden; `middle` is an optional 60 % step of the way in.
 */
function keyframes(name: string, from: string, to = from, middle = ''): string {
  const shown = 'opacity:1;transform:none';
  return (
    `@keyframes e-headline-${name}-in{from{${from}}${middle ? `60%{${middle}}` : ''}to{${shown}}}` +
    `@keyframes e-headline-${name}-out{from{visibility:visible;${shown}}to{visibility:hidden;${to}}}`
  );
}

/** A style that turns whole words: the new word comes in as the old one goes out. */
function wordStyle(name: string, ms: number, from: string, to?: string): string {
  return (
    keyframes(name, from, to) +
    `${type(name)}${TURNING} ${WORD}${ACTIVE}{animation:e-headline-${name}-in ${ms}ms both}` +
    `${type(name)} ${WORD}${INACTIVE}{animation:e-headline-${name}-out ${ms}ms both}`
  );
}

/** A style that turns letter by letter (the behaviour staggers the classes). */
function letterStyle(name: string, ms: number, from: string, middle?: string): string {
  return (
    keyframes(name, from, from, middle) +
    `${type(name)} ${IN}{animation:e-headline-${name}-in ${ms}ms both}` +
    `${type(name)} ${OUT}{animation:e-headline-${name}-out ${ms}ms both}`
  );
}

export const ANIMATED_HEADLINE_BASE_CSS =
  `${H}{font-size:43px;line-height:1.2}` +
  '.elementor-headline-dynamic-wrapper{display:inline-block;position:relative}' +
  // Rotating: every word in one cell, so the cell holds the widest one.
  `${ROT} .elementor-headline-dynamic-wrapper{display:inline-grid;text-align:start;perspective:300px}` +
  // Each word keeps its own width inside the cell: the selection and the clip fit the word, not the cell.
  `${ROT} ${WORD}{grid-area:1/1;justify-self:start;white-space:nowrap}` +
  `${ROT} ${WORD}:not(${ACTIVE}){visibility:hidden}` +
  '.elementor-headline-dynamic-letter{display:inline-block;position:relative;backface-visibility:hidden}' +
  `${ROT} ${IN}{visibility:visible}` +
  // Typing: letters appear at once; a caret blinks after the last one typed; the old word is selected first.
  `${type('typing')} ${IN}:not(:has(+${IN}))::after{content:"";position:absolute;right:-.06em;top:12%;height:76%;width:2px;background:currentColor;animation:e-headline-caret 1s step-end infinite}` +
  '@keyframes e-headline-caret{50%{opacity:0}}' +
  `.elementor-headline-typing-selected ${ACTIVE}{background-color:#b3d4fc;color:inherit}` +
  // Clip: the word is uncovered from the left, and covered again to the left before the next one.
  `@keyframes e-headline-clip-in{from{clip-path:inset(0 100% 0 0)}to{clip-path:inset(0)}}` +
  `@keyframes e-headline-clip-out{from{clip-path:inset(0)}to{clip-path:inset(0 100% 0 0)}}` +
  `${type('clip')}${TURNING} ${WORD}${ACTIVE}{animation:e-headline-clip-in var(--e-headline-reveal,600ms) linear both}` +
  `${type('clip')} ${WORD}.e-headline-clip-out{animation:e-headline-clip-out var(--e-headline-reveal,600ms) linear both}` +
  wordStyle('flip', 600, 'opacity:0;transform:rotateX(-90deg)', 'opacity:0;transform:rotateX(90deg)') +
  wordStyle('drop-in', 500, 'opacity:0;transform:translateY(-100%)', 'opacity:0;transform:scale(.8)') +
  wordStyle('slide', 500, 'opacity:0;transform:translateY(60%)', 'opacity:0;transform:translateY(-60%)') +
  wordStyle('slide-down', 500, 'opacity:0;transform:translateY(-60%)', 'opacity:0;transform:translateY(60%)') +
  letterStyle('swirl', 400, 'opacity:0;transform:translateZ(-20px) rotateX(90deg)') +
  letterStyle('blinds', 600, 'opacity:0;transform:rotateY(180deg)') +
  letterStyle('wave', 600, 'opacity:0;transform:scale(0)', 'opacity:1;transform:scale(1.2)') +
  // Highlight: the shape is stretched over the words and drawn along its length.
  `${HL} .elementor-headline-dynamic-wrapper{overflow:visible;text-align:center}` +
  `${HL} ${WORD}{position:relative;z-index:1}` +
  `${HL} svg{position:absolute;top:50%;left:50%;width:calc(100% + 20px);height:calc(100% + 20px);transform:translate(-50%,-50%);overflow:visible;pointer-events:none}` +
  `${HL} svg path{fill:none;stroke:var(--e-global-color-accent,#e8178a);stroke-width:9;stroke-dasharray:1 1;stroke-dashoffset:1;opacity:0}` +
  `${HL}.e-animated svg path{animation:e-headline-draw var(--e-headline-draw,1.2s) ease-in-out forwards}` +
  // A two-stroke shape draws one stroke after the other, in the same time.
  `${HL}.e-animated svg:has(path+path) path{animation-duration:calc(var(--e-headline-draw,1.2s)/2)}` +
  `${HL}.e-animated svg path+path{animation-delay:calc(var(--e-headline-draw,1.2s)/2)}` +
  `${HL}.e-hide-highlight svg path{stroke-dashoffset:0;animation:e-headline-fade .4s forwards}` +
  '@keyframes e-headline-draw{from{stroke-dashoffset:1;opacity:1}to{stroke-dashoffset:0;opacity:1}}' +
  '@keyframes e-headline-fade{from{opacity:1}to{opacity:0}}' +
  // Still: the shape is simply there, and no word or letter moves.
  `@media (prefers-reduced-motion:reduce){${HL} svg path{opacity:1;stroke-dashoffset:0;animation:none!important}${H} *{animation:none!important}}` +
  SCREEN_ONLY_CSS;
