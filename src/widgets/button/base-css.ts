// Static CSS of the button widget: Elementor's look (accent background, size presets, type colours),
// shared by <a> and <button> markup.
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';
import { ICON_BASE_CSS } from '../shared/icon.tsx';

const SIZES: Array<[string, string, string, string]> = [
  ['xs', '13px', '10px 20px', '2px'],
  ['sm', '15px', '12px 24px', '3px'],
  ['md', '16px', '15px 30px', '4px'],
  ['lg', '18px', '20px 40px', '5px'],
  ['xl', '20px', '25px 50px', '6px'],
];
const TYPES: Array<[string, string]> = [
  ['info', '#5bc0de'],
  ['success', '#5cb85c'],
  ['warning', '#f0ad4e'],
  ['danger', '#d9534f'],
];

export const buttonBaseCss =
  '.elementor-button{display:inline-block;line-height:1;font-family:inherit;font-size:15px;padding:12px 24px;border:0;border-radius:3px;' +
  'color:#fff;background-color:var(--e-global-color-accent,#69727d);text-align:center;text-decoration:none;cursor:pointer;transition:all .3s}' +
  '.elementor-button:visited{color:#fff}' +
  '.elementor-button-content-wrapper{display:flex;justify-content:center;align-items:center;gap:5px}' +
  '.elementor-button-icon{display:flex;align-items:center}' +
  // Elementor sizes the icon by width only: a glyph taller than wide (most of Font Awesome) makes the
  // button that much taller than its text.
  '.elementor-button-icon .e-font-icon-svg{width:1em;height:auto}' +
  SIZES.map(
    ([s, font, pad, radius]) => `.elementor-button.elementor-size-${s}{font-size:${font};padding:${pad};border-radius:${radius}}`,
  ).join('') +
  TYPES.map(([t, bg]) => `.elementor-button-${t} .elementor-button{background-color:${bg}}`).join('') +
  ICON_BASE_CSS +
  HOVER_ANIMATIONS_CSS;
