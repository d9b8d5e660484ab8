// Static CSS of the counter (Elementor's): the title and the number row laid out with flex; the
// number row's grow factors come from `number_position`. Digits are tabular so a running count
// does not shift its prefix and suffix every frame.
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';
export const counterBaseCss =
  '.elementor-counter{display:flex;justify-content:center;align-items:stretch;flex-direction:column-reverse}' +
  '.elementor-counter .elementor-counter-number-wrapper{flex:1;display:flex;font-size:69px;font-weight:600;line-height:1;text-align:center;' +
  'color:var(--e-global-color-primary,#69727d);font-family:var(--e-global-typography-primary-font-family),sans-serif}' +
  '.elementor-counter .elementor-counter-number{flex-grow:var(--counter-number-grow,0);font-variant-numeric:tabular-nums}' +
  '.elementor-counter .elementor-counter-number-prefix{flex-grow:var(--counter-prefix-grow,1);text-align:end;white-space:pre-wrap}' +
  '.elementor-counter .elementor-counter-number-suffix{flex-grow:var(--counter-suffix-grow,1);text-align:start;white-space:pre-wrap}' +
  '.elementor-counter .elementor-counter-title{display:flex;align-items:center;justify-content:center;flex-grow:1;margin:0;font-size:19px;' +
  'font-weight:400;line-height:2.5;color:var(--e-global-color-secondary,#54595f);font-family:var(--e-global-typography-secondary-font-family),sans-serif}' +
  SCREEN_ONLY_CSS;
