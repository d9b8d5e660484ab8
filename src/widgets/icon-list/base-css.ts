// Static CSS of the icon list, with Elementor's measures: rows are flex lines; an icon is
// --e-icon-list-icon-size square (14 px unless set) with a quarter of that after it, a font icon Foyer
// cannot draw keeps its 1.25em-wide slot, and the text is indented 5 px only after an icon. Rows are
// spaced by --icon-list-space; inline rows sit half of it (8 px by default) from each neighbour, the
// list pulled out by as much so the first and last rows line up with the widget's edges.
import { ICON_BASE_CSS } from '../shared/icon.tsx';

const SIZE = 'var(--e-icon-list-icon-size,14px)';
const HALF = 'calc(var(--icon-list-space,16px) / 2)';

export const iconListBaseCss =
  '.elementor-icon-list-items{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:var(--icon-list-space,0px)}' +
  `.elementor-icon-list-items.elementor-inline-items{flex-direction:row;flex-wrap:wrap;gap:0;margin-inline:calc(${HALF} * -1)}` +
  `.elementor-inline-items>.elementor-icon-list-item{margin-inline:${HALF};word-break:break-word}` +
  '.elementor-widget-container:has(>.elementor-inline-items){overflow:hidden}' +
  '.elementor-icon-list-item{position:relative;display:flex;align-items:var(--icon-vertical-align,center);margin:0;padding:0;font-size:inherit}' +
  '.elementor-icon-list-item>a{display:flex;align-items:var(--icon-vertical-align,center);font-size:inherit}' +
  '.elementor-icon-list-icon{display:flex;flex-shrink:0;position:relative;top:var(--icon-vertical-offset,initial)}' +
  `.elementor-icon-list-icon .e-font-icon-svg{width:${SIZE};height:${SIZE};margin:var(--e-icon-list-icon-margin,0 calc(${SIZE} * .25) 0 0)}` +
  `.elementor-icon-list-icon i{width:1.25em;font-size:${SIZE}}` +
  '.elementor-icon-list-icon+.elementor-icon-list-text{align-self:center;padding-inline-start:5px}' +
  ICON_BASE_CSS;
