// Static CSS of the icon box: the shared box layout and icon views.
import { boxBaseCss } from '../shared/box-layout.ts';
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';
import { ICON_BASE_CSS } from '../shared/icon.tsx';
import { ICON_VIEW_CSS } from '../shared/icon-view.ts';

export const iconBoxBaseCss =
  boxBaseCss('icon-box') + '.elementor-icon-box-icon{flex:0 0 auto;line-height:1}' + ICON_BASE_CSS + ICON_VIEW_CSS + HOVER_ANIMATIONS_CSS;
