// Static CSS of the site logo: the image widget's rules, for the site logo's wrapper class.
import { imageBaseCss } from '../image/base-css.ts';
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';

export const siteLogoBaseCss = imageBaseCss
  .slice(0, imageBaseCss.length - HOVER_ANIMATIONS_CSS.length)
  .replaceAll('.elementor-widget-image', '.elementor-widget-theme-site-logo');
