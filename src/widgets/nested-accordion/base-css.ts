// Static CSS of the nested accordion (after Elementor's widget-nested-accordion rules and variables).
const I = '.e-n-accordion-item';
const T = `${I}>.e-n-accordion-item-title`;
export const nestedAccordionBaseCss =
  `.e-n-accordion{text-align:start}${I}{display:flex;flex-direction:column;position:relative}` +
  `${I}:not(:last-child){margin-block-end:var(--n-accordion-item-title-space-between,0px)}` +
  `${T}{display:flex;flex-direction:row;align-items:center;justify-content:var(--n-accordion-title-justify-content,space-between);` +
  'gap:var(--n-accordion-icon-gap,10px);padding:var(--n-accordion-padding,10px);border:1px solid #d5d8dc;border-radius:var(--n-accordion-border-radius,0);' +
  'cursor:pointer;list-style:none}' +
  `${T}::-webkit-details-marker{display:none}${T}:focus-visible{outline:2px solid currentColor;outline-offset:2px}` +
  '.e-n-accordion-item-title-header{display:flex;flex-grow:var(--n-accordion-title-flex-grow,1)}' +
  `.e-n-accordion-item-title-text{margin:0;font-size:var(--n-accordion-title-font-size,1rem);color:var(--n-accordion-title-normal-color,#1f2124)}` +
  `${T}:hover .e-n-accordion-item-title-text{color:var(--n-accordion-title-hover-color,var(--n-accordion-title-normal-color,#1f2124))}` +
  `${I}[open]>.e-n-accordion-item-title .e-n-accordion-item-title-text{color:var(--n-accordion-title-active-color,var(--n-accordion-title-normal-color,#1f2124))}` +
  `.e-n-accordion-item-title-icon{display:flex;order:var(--n-accordion-title-icon-order,initial);font-size:var(--n-accordion-icon-size,15px);color:var(--n-accordion-icon-normal-color,#1f2124)}` +
  `${T}:hover .e-n-accordion-item-title-icon{color:var(--n-accordion-icon-hover-color,var(--n-accordion-icon-normal-color,#1f2124))}` +
  `${I}[open]>.e-n-accordion-item-title .e-n-accordion-item-title-icon{color:var(--n-accordion-icon-active-color,var(--n-accordion-icon-normal-color,#1f2124))}` +
  `${I}:not([open])>.e-n-accordion-item-title .e-opened,${I}[open]>.e-n-accordion-item-title .e-closed{display:none}` +
  `:where(${I})>.e-con{border:1px solid #d5d8dc;margin-block-start:var(--n-accordion-item-title-distance-from-content,0px);max-width:100%}`;
