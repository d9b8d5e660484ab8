// Static CSS of the icon list: an unstyled list of icon + text rows (or one wrapping row when inline),
// spaced by --icon-list-space.
import { ICON_BASE_CSS } from '../shared/icon.tsx';

export const iconListBaseCss =
  '.elementor-icon-list-items{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:var(--icon-list-space,0px)}' +
  '.elementor-icon-list-items.elementor-inline-items{flex-direction:row;flex-wrap:wrap}' +
  '.elementor-icon-list-item{position:relative;display:flex;align-items:center;margin:0;padding:0}' +
  '.elementor-icon-list-item>a{display:flex;align-items:center}' +
  '.elementor-icon-list-icon{display:flex;flex-shrink:0}' +
  '.elementor-icon-list-icon .e-font-icon-svg{width:var(--e-icon-list-icon-size,14px);height:var(--e-icon-list-icon-size,14px)}' +
  '.elementor-icon-list-text{padding-inline-start:5px}' +
  ICON_BASE_CSS;
