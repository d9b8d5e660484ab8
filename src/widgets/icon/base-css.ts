// Static CSS of the icon widget: the centred wrapper plus the shared icon views. The wrapper keeps the
// inherited line height, as in Elementor: the icon sits on the text baseline, so the widget is the icon
// plus the line's descent (a 50 px icon makes a 57 px widget under a 16 px / 1.5 body).
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';
import { ICON_BASE_CSS } from '../shared/icon.tsx';
import { ICON_VIEW_CSS } from '../shared/icon-view.ts';

export const iconBaseCss = '.elementor-icon-wrapper{text-align:center}' + ICON_BASE_CSS + ICON_VIEW_CSS + HOVER_ANIMATIONS_CSS;
