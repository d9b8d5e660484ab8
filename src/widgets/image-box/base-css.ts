// Static CSS of the image box: the shared box layout; the image part is 30% wide and centred on top.
import { boxBaseCss } from '../shared/box-layout.ts';
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';

export const imageBoxBaseCss =
  boxBaseCss('image-box') +
  '.elementor-image-box-img{margin:0;flex:0 0 auto;width:30%;line-height:0}' +
  '.elementor-image-box-wrapper.elementor-position-top>.elementor-image-box-img{margin-inline:auto}' +
  '.elementor-image-box-img a{display:inline-block}' +
  '.elementor-image-box-img img{max-width:100%;height:auto;vertical-align:middle}' +
  HOVER_ANIMATIONS_CSS;
