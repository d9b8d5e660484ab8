// Static CSS of the login widget: Elementor Pro's form layout (full-width rows, the field size
// presets, the button's sizes from the button widget) and the logged-in line with its log-out button
// drawn as the link Elementor prints.
import { buttonBaseCss } from '../button/base-css.ts';
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';

const FIELD_SIZES: Array<[string, string, string, string]> = [
  ['xs', '13px', '4px 12px', '2px'],
  ['sm', '15px', '5px 14px', '3px'],
  ['md', '16px', '6px 16px', '4px'],
  ['lg', '18px', '7px 20px', '5px'],
  ['xl', '20px', '8px 24px', '6px'],
];

export const loginBaseCss =
  '.elementor-login .elementor-form-fields-wrapper{display:flex;flex-wrap:wrap}' +
  '.elementor-login .elementor-field-group{display:flex;flex-wrap:wrap;align-items:center;width:100%;margin-bottom:10px}' +
  '.elementor-login .elementor-field-group>label{flex-basis:100%}' +
  '.elementor-login .elementor-field-textual{width:100%;max-width:100%;flex-grow:1;min-height:40px;line-height:1.4;border:1px solid #69727d;' +
  'background-color:#fff;color:#1f2124;vertical-align:middle}' +
  FIELD_SIZES.map(
    ([s, font, pad, radius]) =>
      `.elementor-login .elementor-field-textual.elementor-size-${s}{font-size:${font};padding:${pad};border-radius:${radius}}`,
  ).join('') +
  '.elementor-login .elementor-remember-me label{display:inline-flex;gap:.4em;align-items:center;cursor:pointer}' +
  '.elementor-login .elementor-field-type-submit .elementor-button{width:100%}' +
  '.elementor-login .elementor-login-separator{padding-inline:.25em}' +
  '.elementor-login__logout{display:inline}' +
  '.elementor-login__logout-button{display:inline;padding:0;border:0;background:none;font:inherit;color:var(--e-global-color-accent,#69727d);' +
  'text-decoration:underline;cursor:pointer}' +
  buttonBaseCss +
  SCREEN_ONLY_CSS;
