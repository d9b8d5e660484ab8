// Static CSS of the alert (Elementor's colours per type), its dismiss button and the fade-out.
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';
const TYPES: Record<string, [string, string, string]> = {
  info: ['#31708f', '#d9edf7', '#bcdff1'],
  success: ['#3c763d', '#dff0d8', '#cae6be'],
  warning: ['#8a6d3b', '#fcf8e3', '#f9f0c3'],
  danger: ['#a94442', '#f2dede', '#e8c4c4'],
};

export const alertBaseCss =
  '.elementor-alert{padding:15px;border-left:5px solid transparent;position:relative;text-align:start}' +
  // Room for the dismiss button, so a long title never runs under it.
  '.elementor-alert:has(.elementor-alert-dismiss){padding-inline-end:44px}' +
  '.elementor-alert .elementor-alert-title{display:block;font-weight:700}' +
  '.elementor-alert .elementor-alert-description{font-size:13px}' +
  '.elementor-alert button.elementor-alert-dismiss{position:absolute;inset-inline-end:var(--dismiss-icon-horizontal-position,10px);' +
  'top:var(--dismiss-icon-vertical-position,10px);padding:3px;min-width:26px;min-height:26px;font-size:var(--dismiss-icon-size,20px);line-height:1;' +
  'background:transparent;color:var(--dismiss-icon-normal-color,inherit);border:none;border-radius:3px;cursor:pointer;transition:color .3s}' +
  '.elementor-alert button.elementor-alert-dismiss:hover{color:var(--dismiss-icon-hover-color,inherit)}' +
  '.elementor-alert button.elementor-alert-dismiss:focus-visible{outline:2px solid currentColor;outline-offset:1px}' +
  '.elementor-alert button.elementor-alert-dismiss svg{width:1em;height:1em;fill:currentColor}' +
  Object.entries(TYPES)
    .map(
      ([type, [color, bg, border]]) =>
        `.elementor-alert.elementor-alert-${type}{color:${color};background-color:${bg};border-color:${border}}`,
    )
    .join('') +
  // 400 ms, jQuery's fadeOut that Elementor used; the behaviour removes the element when it ends.
  '.elementor-widget-alert.e-alert-dismissing{opacity:0;transition:opacity .4s}' +
  '@media (prefers-reduced-motion:reduce){.elementor-widget-alert.e-alert-dismissing{transition:none}}' +
  SCREEN_ONLY_CSS;
