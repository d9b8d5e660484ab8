// Static CSS of the image widget: images scale down with their column and keep their aspect ratio
// (width/height attributes + height:auto reserve the space before the file arrives).
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';

export const imageBaseCss =
  '.elementor-widget-image{text-align:center}.elementor-widget-image a{display:inline-block}' +
  '.elementor-widget-image img{vertical-align:middle;display:inline-block;max-width:100%;height:auto;border:none}' +
  '.elementor-widget-image figure.wp-caption{margin:0}.elementor-widget-image .widget-image-caption{margin:.5em 0 0}' +
  HOVER_ANIMATIONS_CSS;
