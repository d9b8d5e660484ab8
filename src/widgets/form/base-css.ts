// Static CSS of the form widget, after Pro's widget-form.css and its steps CSS: the flex row of field
// columns (Elementor's `elementor-col-*`, `elementor-md-*` at and below the tablet breakpoint,
// `elementor-sm-*` on phones, where a field without one takes the whole row), field sizes, the select
// caret, option lists, the required mark, buttons, messages, step indicators and the busy state.
// Breakpoints are Elementor's defaults (1024 / 767 px), as the static rules of other widgets.
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';
import { ICON_BASE_CSS } from '../shared/icon.tsx';
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';

const W = '.elementor-widget-form';
const G = '.elementor-field-group';
const WIDTHS = ['100', '80', '75', '70', '66', '60', '50', '40', '33', '30', '25', '20'];
const pct = (w: string) => (w === '33' ? '33.333%' : w === '66' ? '66.666%' : `${w}%`);
const columns = (prefix: string) => WIDTHS.map((w) => `${G}.elementor-column.elementor-${prefix}-${w}{width:${pct(w)}}`).join('');

const FIELD_SIZES: Array<[string, string, string, string, string]> = [
  ['xs', '13px', '33px', '4px 12px', '2px'],
  ['sm', '15px', '40px', '5px 14px', '3px'],
  ['md', '16px', '47px', '6px 16px', '4px'],
  ['lg', '18px', '59px', '7px 20px', '5px'],
  ['xl', '20px', '72px', '8px 24px', '6px'],
];
const BUTTON_SIZES: Array<[string, string, string, string]> = [
  ['xs', '13px', '33px', '10px 20px'],
  ['sm', '15px', '40px', '12px 24px'],
  ['md', '16px', '47px', '15px 30px'],
  ['lg', '18px', '59px', '20px 40px'],
  ['xl', '20px', '72px', '25px 50px'],
];

const I = '.e-form__indicators__indicator';

export const formBaseCss =
  `${W}{--e-form-steps-indicators-spacing:20px;--e-form-steps-indicator-padding:30px;--e-form-steps-indicator-icon-size:15px;` +
  '--e-form-steps-indicator-inactive-primary-color:var(--e-global-color-text,#7a7a7a);--e-form-steps-indicator-inactive-secondary-color:#fff;' +
  '--e-form-steps-indicator-active-primary-color:var(--e-global-color-accent,#61ce70);--e-form-steps-indicator-active-secondary-color:#fff;' +
  '--e-form-steps-indicator-completed-primary-color:var(--e-global-color-accent,#61ce70);--e-form-steps-indicator-completed-secondary-color:#fff;' +
  '--e-form-steps-divider-width:1px;--e-form-steps-divider-gap:10px;--e-form-steps-indicator-progress-color:var(--e-global-color-accent,#61ce70);' +
  '--e-form-steps-indicator-progress-background-color:#e6e6e6;--e-form-steps-indicator-progress-height:20px;' +
  '--e-form-steps-indicator-progress-border-radius:0;--e-form-steps-indicator-progress-meter-color:#fff}' +
  '.elementor-form{transition:opacity .5s}' +
  '.elementor-form.elementor-form-waiting{opacity:.45}' +
  '.elementor-form-fields-wrapper{display:flex;flex-wrap:wrap;margin-left:-5px;margin-right:-5px;margin-bottom:-10px}' +
  // align-content: a group stretched to a taller neighbour keeps its label on top of its input.
  `${G}{align-items:center;align-content:flex-start;flex-wrap:wrap;padding-left:5px;padding-right:5px;margin-bottom:10px}` +
  `${G}.elementor-column{display:flex;position:relative;min-height:1px;width:100%;box-sizing:border-box}` +
  `${G}.elementor-field-type-submit{align-items:flex-end}` +
  `.elementor-labels-above ${G}>label,.elementor-labels-above ${G} .elementor-field-subgroup,.elementor-labels-above ${G}>.elementor-select-wrapper,` +
  `.elementor-labels-above ${G}>input,.elementor-labels-above ${G}>textarea{flex-basis:100%;max-width:100%}` +
  `.elementor-labels-inline ${G}>input,.elementor-labels-inline ${G}>textarea,.elementor-labels-inline ${G}>.elementor-select-wrapper{flex-basis:0;flex-grow:1}` +
  `@media(min-width:768px){${columns('col')}}` +
  `@media(max-width:1024px){${columns('md')}}` +
  `@media(max-width:767px){${G}.elementor-column{width:100%}${columns('sm')}}` +
  '.elementor-field-label{cursor:pointer;display:block}' +
  `${G} .elementor-field-textual{background-color:#fff;border:1px solid #69727d;color:#1f2124;flex-grow:1;max-width:100%;width:100%;vertical-align:middle;font-family:inherit;box-sizing:border-box;` +
  'border-radius:3px;font-size:15px;line-height:1.4;min-height:40px;padding:5px 14px}' +
  FIELD_SIZES.map(
    ([s, font, min, pad, radius]) =>
      `${G} .elementor-field-textual.elementor-size-${s}{font-size:${font};min-height:${min};padding:${pad};border-radius:${radius}}`,
  ).join('') +
  `${G} .elementor-field-textual:focus{box-shadow:inset 0 0 0 1px rgba(0,0,0,.1)}` +
  `${G} .elementor-field-textual::placeholder{color:inherit;font-family:inherit;opacity:.6}` +
  `${G} textarea.elementor-field-textual{resize:vertical}` +
  `${G} .elementor-select-wrapper{display:flex;position:relative;width:100%}` +
  `${G} .elementor-select-wrapper select{-webkit-appearance:none;appearance:none;color:inherit;flex-basis:100%;font:inherit;letter-spacing:inherit;text-transform:inherit;padding-inline-end:30px}` +
  `${G} .elementor-select-wrapper select[multiple]{padding-inline-end:14px}` +
  `${G} .select-caret-down-wrapper{position:absolute;top:50%;inset-inline-end:10px;transform:translateY(-50%);pointer-events:none;font-size:11px;line-height:1;color:#1f2124}` +
  `${G} .select-caret-down-wrapper svg{fill:currentColor;width:1em;height:1em;display:block}` +
  '.elementor-field-subgroup{display:flex;flex-wrap:wrap}' +
  '.elementor-field-subgroup .elementor-field-option label{display:inline-block}' +
  '.elementor-field-subgroup.elementor-subgroup-inline .elementor-field-option{padding-inline-end:10px}' +
  '.elementor-field-subgroup:not(.elementor-subgroup-inline) .elementor-field-option{flex-basis:100%}' +
  '.elementor-field-option input{margin-inline-start:0}' +
  '.elementor-field-type-acceptance .elementor-field-subgroup .elementor-field-option input,.elementor-field-type-acceptance .elementor-field-subgroup .elementor-field-option label{display:inline}' +
  '.elementor-mark-required .elementor-field-label::after{content:"*";color:red;padding-inline-start:.2em}' +
  '.elementor-field-type-html{display:block}' +
  '.elementor-form .elementor-button{display:inline-flex;align-items:center;justify-content:center;line-height:1;font-family:inherit;border:0;border-radius:3px;color:#fff;' +
  'background-color:var(--e-global-color-accent,#69727d);text-align:center;cursor:pointer;transition:all .3s}' +
  BUTTON_SIZES.map(
    ([s, font, min, pad]) => `.elementor-form .elementor-button.elementor-size-${s}{font-size:${font};min-height:${min};padding:${pad}}`,
  ).join('') +
  '.elementor-form .elementor-button-content-wrapper,.elementor-form .elementor-button>span{display:flex;flex-direction:row;gap:5px;justify-content:center;align-items:center}' +
  '.elementor-form .elementor-button-icon{display:flex;align-items:center}' +
  '.elementor-form .elementor-button:disabled{cursor:wait}' +
  '.elementor-form .elementor-button:focus-visible{outline:2px solid currentColor;outline-offset:2px}' +
  // The busy spinner the behaviour puts in the submit button while a submission is on its way.
  '.elementor-form-spinner{width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;display:inline-block;animation:e-form-spin .75s linear infinite}' +
  '@keyframes e-form-spin{to{transform:rotate(360deg)}}' +
  '@media(prefers-reduced-motion:reduce){.elementor-form{transition:none}.elementor-form-spinner{animation-duration:3s}}' +
  '.e-form__buttons,.e-form__buttons__wrapper{display:flex;flex-wrap:wrap;gap:10px}' +
  `.e-form__buttons .elementor-button{flex-basis:100%}` +
  `.e-form__buttons ${G}.e-form__buttons__wrapper{padding:0;margin:0;width:auto;flex:1 1 0}` +
  `.e-form__buttons__wrapper .elementor-button,.e-form__buttons ${G} .elementor-button{flex-basis:100%}` +
  '.e-form__step{width:100%;display:flex;flex-wrap:wrap}' +
  '.e-form__step.elementor-hidden,.e-form__step[hidden]{display:none}' +
  '.elementor-message{font-size:1em;line-height:1.4;margin:10px 0;width:100%}' +
  '.elementor-message.elementor-message-danger{color:#d9534f}' +
  '.elementor-message.elementor-message-success{color:#5cb85c}' +
  '.elementor-message.elementor-help-inline{display:block;font-size:.9em;margin:4px 0 0;flex-basis:100%}' +
  `${G} [aria-invalid=true]{border-color:#d9534f}` +
  // Step indicators: Pro's flat row of indicators and separators; Foyer wraps each in a list item,
  // which takes no box of its own.
  '.e-form__indicators{display:flex;flex-wrap:nowrap;align-items:flex-start;justify-content:space-between;font-size:13px;margin:0 0 var(--e-form-steps-indicators-spacing);padding:0;list-style:none;width:100%}' +
  '.e-form__indicators__item{display:contents}' +
  `${I}{display:flex;flex-direction:column;align-items:center;justify-content:center;flex-basis:0;padding:0 var(--e-form-steps-divider-gap);color:var(--e-form-steps-indicator-inactive-primary-color);text-align:center}` +
  `${I}--state-active{color:var(--e-form-steps-indicator-active-primary-color)}` +
  `${I}--state-completed{color:var(--e-form-steps-indicator-completed-primary-color)}` +
  `${I}__separator{flex:1 1 0;align-self:flex-start;margin-top:calc(var(--e-form-steps-indicator-padding) / 2);background-color:#babfc5;height:var(--e-form-steps-divider-width);min-width:10px}` +
  `${I}__number,${I}__icon{display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:var(--e-form-steps-indicator-padding);height:var(--e-form-steps-indicator-padding);` +
  'border:1px solid;margin-bottom:10px;background-color:var(--e-form-steps-indicator-inactive-secondary-color);font-size:var(--e-form-steps-indicator-icon-size)}' +
  `${I}--state-active ${I}__number,${I}--state-active ${I}__icon{background-color:var(--e-form-steps-indicator-active-primary-color);border-color:var(--e-form-steps-indicator-active-primary-color);color:var(--e-form-steps-indicator-active-secondary-color)}` +
  `${I}--state-completed ${I}__number,${I}--state-completed ${I}__icon{background-color:var(--e-form-steps-indicator-completed-primary-color);border-color:var(--e-form-steps-indicator-completed-primary-color);color:var(--e-form-steps-indicator-completed-secondary-color)}` +
  `${I}--shape-circle ${I}__number,${I}--shape-circle ${I}__icon{border-radius:50%}` +
  `${I}--shape-rounded ${I}__number,${I}--shape-rounded ${I}__icon{border-radius:5px}` +
  `${I}--shape-none ${I}__number,${I}--shape-none ${I}__icon{border:0;background:none}` +
  `${I}__progress{position:relative;overflow:hidden;width:100%;background-color:var(--e-form-steps-indicator-progress-background-color);border-radius:var(--e-form-steps-indicator-progress-border-radius)}` +
  `${I}__progress__meter{box-sizing:border-box;height:var(--e-form-steps-indicator-progress-height);line-height:var(--e-form-steps-indicator-progress-height);padding-right:15px;text-align:right;` +
  'white-space:nowrap;background-color:var(--e-form-steps-indicator-progress-color);color:var(--e-form-steps-indicator-progress-meter-color);border-radius:var(--e-form-steps-indicator-progress-border-radius);transition:width .3s}' +
  `${I}__progress__meter--hidden{padding:0;font-size:0}` +
  `@media(prefers-reduced-motion:reduce){${I}__progress__meter{transition:none}}` +
  ICON_BASE_CSS +
  HOVER_ANIMATIONS_CSS +
  SCREEN_ONLY_CSS;
