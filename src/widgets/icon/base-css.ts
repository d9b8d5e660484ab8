// Static CSS of the icon widget: the centred wrapper plus the shared icon views.
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';
import { ICON_BASE_CSS } from '../shared/icon.tsx';
import { ICON_VIEW_CSS } from '../shared/icon-view.ts';

export const iconBaseCss =
  '.elementor-icon-wrapper{text-align:center;line-height:1}' + ICON_BASE_CSS + ICON_VIEW_CSS + HOVER_ANIMATIONS_CSS;
