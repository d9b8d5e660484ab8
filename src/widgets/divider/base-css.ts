// Static CSS of the divider: a line drawn from custom properties the element's settings override;
// with text or an icon, the line splits into two halves around it.
import { ICON_BASE_CSS } from '../shared/icon.tsx';

const line = 'border-block-start:var(--divider-border-width) var(--divider-border-style) var(--divider-color)';

export const dividerBaseCss =
  '.elementor-divider{--divider-border-style:solid;--divider-border-width:1px;--divider-color:#0c0d0e;display:flex;padding-block:15px}' +
  `.elementor-divider-separator{display:flex;align-items:center;width:100%;margin:0;${line}}` +
  '.elementor-divider--has-element .elementor-divider-separator{border:0}' +
  `.elementor-divider--has-element .elementor-divider-separator::before,.elementor-divider--has-element .elementor-divider-separator::after{content:"";flex:1 1 auto;${line}}` +
  '.elementor-divider__element{flex:0 0 auto;margin:0 10px;line-height:1}' +
  '.elementor-divider__text{font-size:15px;max-width:95%}' +
  '.elementor-divider .elementor-icon{font-size:20px;display:inline-flex}' +
  ICON_BASE_CSS;
