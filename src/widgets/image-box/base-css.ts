// Static CSS of the image box, laid out as Elementor's widget stylesheet lays it out (not the icon
// box's flex layout): on top, the image part is an inline-block figure (30% wide) that follows the
// text alignment, its image sits on the text baseline (so the figure is a few px taller than the image,
// as in Elementor), and the spacing is the figure's margin; the title keeps the theme's heading
// margins. Beside the text (left/right) the wrapper is a flex row from 768 px up (the figure shrinks
// with the content, whose width is 100%, as in Elementor); below that every
// position stacks, image centred on top, 15 px above the text.
import { HOVER_ANIMATIONS_CSS } from '../shared/hover-animations.ts';

const W = '.elementor-image-box-wrapper';
const IMG = '.elementor-image-box-img';

export const imageBoxBaseCss =
  `${W}{text-align:center}` +
  `${IMG}{display:inline-block;margin:0;width:30%}` +
  `${IMG} img{max-width:100%;height:auto;transition:all var(--image-box-hover-transition,.3s)}` +
  '.elementor-image-box-content{width:100%}' +
  '.elementor-image-box-title>a{color:inherit}.elementor-image-box-description{margin:0}' +
  `${W}.elementor-position-top ${IMG}{margin-bottom:15px}` +
  '@media (min-width:768px){' +
  `${W}.elementor-position-left,${W}.elementor-position-right{display:flex;align-items:flex-start}` +
  `${W}.elementor-position-left{flex-direction:row;text-align:start}${W}.elementor-position-left ${IMG}{margin-inline-end:15px}` +
  `${W}.elementor-position-right{flex-direction:row-reverse;text-align:end}${W}.elementor-position-right ${IMG}{margin-inline-start:15px}` +
  '}' +
  `@media (max-width:767px){${IMG}{margin-left:auto!important;margin-right:auto!important;margin-bottom:15px}}` +
  HOVER_ANIMATIONS_CSS;
