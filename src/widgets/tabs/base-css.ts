// Static CSS of the classic tabs (Elementor's frontend rules; the mobile switch is per element, render.tsx).
const T = '.elementor-tabs';
export const tabsBaseCss =
  `${T}{text-align:start}${T} .elementor-tabs-wrapper{display:flex;flex-wrap:wrap}${T} .elementor-tab-title{padding:20px;font-weight:700;line-height:1;cursor:pointer}` +
  `${T} .elementor-tab-desktop-title{position:relative;padding:20px 25px;border:1px solid transparent;border-bottom:0}` +
  `${T} .elementor-tab-desktop-title.elementor-active{border-color:#d5d8dc;z-index:1}` +
  `${T} .elementor-tab-title:focus-visible{outline:2px solid currentColor;outline-offset:-4px}` +
  `${T} .elementor-tabs-content-wrapper{border:1px solid #d5d8dc;margin-top:-1px}` +
  `${T} .elementor-tab-content{padding:20px}${T} .elementor-tab-content[hidden]{display:none}${T} .elementor-tab-content>:last-child{margin-bottom:0}` +
  `${T} .elementor-tab-mobile-title{display:none;width:100%;margin:0;border:0;border-bottom:1px solid #d5d8dc;background:none;font:inherit;font-weight:700;color:inherit;text-align:start}` +
  `${T}.elementor-tabs-alignment-center .elementor-tabs-wrapper{justify-content:center}${T}.elementor-tabs-alignment-end .elementor-tabs-wrapper{justify-content:flex-end}` +
  `${T}.elementor-tabs-alignment-stretch .elementor-tab-desktop-title{flex:1 1 0;text-align:center}` +
  `${T}.elementor-tabs-view-vertical{display:flex}${T}.elementor-tabs-view-vertical .elementor-tabs-wrapper{flex-direction:column;flex-wrap:nowrap;width:25%;flex-shrink:0}` +
  `${T}.elementor-tabs-view-vertical .elementor-tab-desktop-title{border:1px solid transparent;border-right:0}` +
  `${T}.elementor-tabs-view-vertical .elementor-tabs-content-wrapper{flex-grow:1;margin-top:0;margin-left:-1px}` +
  `${T}.elementor-tabs-view-vertical.elementor-tabs-alignment-center .elementor-tabs-wrapper{justify-content:center}` +
  `${T}.elementor-tabs-view-vertical.elementor-tabs-alignment-end .elementor-tabs-wrapper{justify-content:flex-end}`;
