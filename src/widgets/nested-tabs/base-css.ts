// Static CSS of the nested tabs (after Elementor's widget-nested-tabs rules: 15px title padding, 5px
// between icon and text, the text's own line height); the accordion switch
// at the chosen breakpoint is per element (render.tsx).
const N = '.e-n-tabs';
export const nestedTabsBaseCss =
  `${N}{display:flex;flex-direction:column;gap:var(--n-tabs-gap,10px);text-align:start;min-width:0}` +
  `${N}-heading{display:flex;flex-wrap:wrap;gap:var(--n-tabs-title-gap,10px);justify-content:flex-start}` +
  `${N} .e-n-tab-title{display:flex;align-items:center;justify-content:center;gap:5px;margin:0;padding:15px;border:0 solid transparent;` +
  'background-color:#fff;font:inherit;font-weight:500;color:#515962;text-align:center;cursor:pointer;-webkit-user-select:none;user-select:none}' +
  `${N} .e-n-tab-title:not([aria-selected="true"]):not([aria-expanded="true"]):hover{background-color:#f1f2f3;color:#1f2124}` +
  `${N} .e-n-tab-title[aria-selected="true"],${N} .e-n-tab-title[aria-expanded="true"]{background-color:#3f444b;color:#fff}` +
  `${N} .e-n-tab-title:focus-visible{outline:2px solid currentColor;outline-offset:2px}` +
  `${N} .e-n-tab-icon{display:flex;align-items:center}${N} .e-n-tab-icon .e-active{display:none}` +
  `${N} .e-n-tab-title[aria-selected="true"] .e-n-tab-icon .e-active,${N} .e-n-tab-title[aria-expanded="true"] .e-n-tab-icon .e-active{display:flex}` +
  `${N} .e-n-tab-title[aria-selected="true"] .e-n-tab-icon .e-normal,${N} .e-n-tab-title[aria-expanded="true"] .e-n-tab-icon .e-normal{display:none}` +
  `${N}-content{display:flex;flex-direction:column;min-width:0;flex-grow:1}` +
  `${N}-content>.e-n-tab-mobile-title{display:none;width:100%;justify-content:flex-start}` +
  `${N}-content>.e-n-tab-content[hidden]{display:none}${N}-content>.e-n-tab-content>.e-con{max-width:100%;margin:0}`;
