// The share buttons' CSS: a grid (or a wrapping row with "Auto" columns), each button a coloured box
// with its icon and label, in five skins and three shapes. `--e-share-btn-color` is the network's
// colour (or the widget's primary colour), `--e-share-btn-contrast` what is drawn on it.
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';
import { NETWORK_NAMES, NETWORKS } from './networks.ts';

const BRAND = NETWORK_NAMES.map((n) => `.elementor-share-btn_${n}{--e-share-btn-color:${NETWORKS[n].colour}}`).join('');

export const SHARE_BUTTONS_CSS =
  '.elementor-share-buttons{display:grid;grid-template-columns:var(--grid-template-columns);gap:var(--grid-row-gap,10px) var(--grid-column-gap,10px);margin:0;padding:0}' +
  '.elementor-share-buttons.elementor-grid-0{display:flex;flex-wrap:wrap}' +
  '.elementor-share-buttons--align-justify.elementor-grid-0 .elementor-grid-item{flex:1 1 auto}' +
  '.elementor-share-btn{--e-share-btn-contrast:#fff;display:flex;align-items:center;justify-content:flex-start;overflow:hidden;height:4.5em;font-size:calc(.7em * var(--e-share-buttons-size,1));line-height:1;cursor:pointer;text-decoration:none;border:0 solid var(--e-share-btn-color);color:var(--e-share-btn-contrast);background:var(--e-share-btn-color);transition:filter .2s,background-color .2s,color .2s,border-color .2s;font-family:inherit}' +
  'button.elementor-share-btn{width:100%;padding:0;text-align:start}' +
  '.elementor-share-btn:hover,.elementor-share-btn:focus-visible{filter:saturate(1.5) brightness(1.2);color:var(--e-share-btn-contrast)}' +
  '.elementor-share-btn__icon{display:flex;align-self:stretch;align-items:center;justify-content:center;width:4.5em;flex-shrink:0;font-size:var(--e-share-buttons-icon-size,1.7em)}' +
  '.elementor-share-btn__icon svg{width:1em;height:1em;fill:currentColor}' +
  '.elementor-share-btn__text{display:flex;align-self:stretch;align-items:center;flex-grow:1;padding:0 1.5em}' +
  '.elementor-share-btn__title{font-size:1.5em;font-weight:600;white-space:nowrap}' +
  '.elementor-share-buttons--view-icon .elementor-share-btn{justify-content:center}' +
  '.elementor-share-buttons--view-icon .elementor-share-btn__icon{flex-grow:1}' +
  '.elementor-share-buttons--view-text .elementor-share-btn__text{justify-content:center}' +
  '.elementor-share-buttons--view-icon-text .elementor-share-btn__icon{width:3.5em}' +
  '.elementor-share-buttons--view-icon-text .elementor-share-btn__text{padding-inline-start:0}' +
  '.elementor-share-buttons--skin-gradient .elementor-share-btn__text{background-image:linear-gradient(90deg,rgba(0,0,0,.12),transparent)}' +
  '.elementor-share-buttons--skin-minimal .elementor-share-btn,.elementor-share-buttons--skin-framed .elementor-share-btn,.elementor-share-buttons--skin-boxed .elementor-share-btn{background:none;color:var(--e-share-btn-color)}' +
  '.elementor-share-buttons--skin-minimal .elementor-share-btn__icon,.elementor-share-buttons--skin-boxed .elementor-share-btn__icon{background:var(--e-share-btn-color);color:var(--e-share-btn-contrast)}' +
  '.elementor-share-buttons--skin-framed .elementor-share-btn,.elementor-share-buttons--skin-boxed .elementor-share-btn{border-width:2px}' +
  '.elementor-share-buttons--skin-minimal .elementor-share-btn:hover,.elementor-share-buttons--skin-framed .elementor-share-btn:hover,.elementor-share-buttons--skin-boxed .elementor-share-btn:hover{color:var(--e-share-btn-color)}' +
  '.elementor-share-buttons--shape-rounded .elementor-share-btn{border-radius:.5em}' +
  '.elementor-share-buttons--shape-circle .elementor-share-btn{border-radius:99.9em}' +
  '.elementor-share-buttons--shape-rounded .elementor-share-btn__icon,.elementor-share-buttons--shape-circle .elementor-share-btn__icon{border-radius:inherit}' +
  BRAND +
  SCREEN_ONLY_CSS;
