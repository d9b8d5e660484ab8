// The gallery's layouts in CSS alone, so images sit where they belong before any script runs:
// grid (fixed columns and aspect ratio), masonry (CSS columns, each image at its own height) and
// justified (rows that fill the width, each image as wide as its ratio gives at the row height).
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';

export const GALLERY_CSS =
  '.e-gallery-container{--columns:4;--gap:10px;--row-height:200px;--aspect-ratio:66.666%}' +
  '.e-gallery-grid{display:grid;grid-template-columns:repeat(var(--columns),minmax(0,1fr));gap:var(--gap)}' +
  '.e-gallery-grid .e-gallery-image{aspect-ratio:var(--ratio,3/2)}' +
  '.e-gallery-masonry{columns:var(--columns);column-gap:var(--gap)}' +
  '.e-gallery-masonry .e-gallery-item{break-inside:avoid;margin-bottom:var(--gap)}' +
  '.e-gallery-justified{display:flex;flex-wrap:wrap;gap:var(--gap)}' +
  '.e-gallery-justified .e-gallery-item{flex:var(--item-ratio,1.5) 1 calc(var(--item-ratio,1.5) * var(--row-height));height:var(--row-height)}' +
  '.e-gallery-justified::after{content:"";flex:999 1 0}' +
  '.e-gallery-item{position:relative;display:block;overflow:hidden;color:#fff;text-decoration:none}' +
  '.e-gallery-item[hidden]{display:none}' +
  '.e-gallery-image{display:block;width:100%;height:100%;object-fit:cover;transition:transform .8s}' +
  '.e-gallery-masonry .e-gallery-image{height:auto}' +
  '.e--hover-grow:hover .e-gallery-image,.e--hover-grow:focus-visible .e-gallery-image{transform:scale(1.1)}' +
  '.e--hover-shrink-contained .e-gallery-image{transform:scale(1.12)}' +
  '.e--hover-shrink-contained:hover .e-gallery-image,.e--hover-shrink-contained:focus-visible .e-gallery-image{transform:scale(1)}' +
  '.elementor-gallery-item__overlay{position:absolute;inset:0;background-color:rgba(0,0,0,.5);opacity:0;transition:opacity .3s}' +
  '.e-gallery-item:hover .elementor-gallery-item__overlay,.e-gallery-item:focus-visible .elementor-gallery-item__overlay{opacity:1}' +
  '.elementor-gallery-item__content{position:absolute;inset:auto 0 0;padding:1em;display:flex;flex-direction:column;gap:.3em;background:linear-gradient(transparent,rgba(0,0,0,.72));text-align:start}' +
  '.elementor-gallery-item__title{font-weight:600}' +
  '.elementor-gallery-item__description{font-size:.875em}' +
  '.elementor-gallery__titles-container{display:flex;flex-wrap:wrap;justify-content:center;gap:10px;margin-bottom:10px}' +
  '.elementor-gallery-title{--pointer-color:currentColor;position:relative;padding:.5em 1em;font:inherit;color:inherit;background:none;border:0;cursor:pointer}' +
  '.elementor-gallery-title::after{content:"";position:absolute;inset:auto 1em 0;height:2px;background:var(--pointer-color);opacity:0;transition:opacity .3s}' +
  '.elementor-gallery-title[aria-pressed="true"]::after,.elementor-gallery-title:hover::after{opacity:1}' +
  '@media (prefers-reduced-motion:reduce){.e-gallery-image{transition:none}}' +
  SCREEN_ONLY_CSS;
