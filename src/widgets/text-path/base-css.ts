// Static CSS of the text path, read from the custom properties its controls set (Elementor's names:
// --width, --rotate, --word-spacing, --text-color, --path-stroke...). The SVG keeps its viewBox's
// proportions at any width, so its height is known from the first paint.
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';

const W = '.elementor-widget-text-path';
export const TEXT_PATH_BASE_CSS =
  `${W}{font-size:20px;text-align:var(--alignment,start)}` +
  `${W} svg{display:inline-block;vertical-align:top;width:var(--width,500px);max-width:100%;height:auto;overflow:visible;word-spacing:var(--word-spacing);transform:rotate(var(--rotate,0deg))}` +
  `${W} svg path{vector-effect:non-scaling-stroke;fill:var(--path-fill,transparent);stroke:var(--stroke-color,var(--path-stroke,transparent));stroke-width:var(--stroke-width,1px);transition:var(--stroke-transition,.3s) stroke,var(--stroke-transition,.3s) stroke-width,var(--stroke-transition,.3s) fill}` +
  `${W} svg:hover path{fill:var(--path-fill-hover,var(--path-fill,transparent));stroke:var(--stroke-color-hover,var(--stroke-color,var(--path-stroke,transparent)));stroke-width:var(--stroke-width-hover,var(--stroke-width,1px))}` +
  `${W} svg text{fill:var(--text-color,currentColor);direction:var(--direction);transition:var(--transition,.3s) fill}` +
  `${W} svg:hover text{fill:var(--text-color-hover,var(--text-color,currentColor))}` +
  // A linked text reads as a link for keyboard users too.
  `${W} svg a:focus-visible{outline:2px solid currentColor;outline-offset:2px}${W} svg a{fill:inherit;text-decoration:inherit}` +
  `@media (prefers-reduced-motion:reduce){${W} svg path,${W} svg text{transition:none}}` +
  HOVER_ANIMATIONS_CSS;
