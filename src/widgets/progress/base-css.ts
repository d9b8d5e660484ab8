// Static CSS of the progress bar (Elementor's): the track, the bar that grows to its percentage
// (1 s ease-in-out, none with reduced motion), its text, and the colours of the four types.
export const progressBaseCss =
  '.elementor-progress-wrapper{position:relative;background-color:#eee;color:#fff;height:100%;border-radius:2px}' +
  '.elementor-progress-bar{display:flex;background-color:var(--e-global-color-primary,#69727d);width:0;font-size:11px;height:30px;line-height:30px;' +
  'border-radius:2px;transition:width 1s ease-in-out}' +
  '@media (prefers-reduced-motion:reduce){.elementor-progress-bar{transition:none}}' +
  '.elementor-progress-text{flex-grow:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;padding-inline-start:15px}' +
  '.elementor-progress-percentage{padding-inline-end:15px}' +
  // The title sits right on the bar, as in Elementor (a heading tag keeps the theme's heading margins).
  '.elementor-widget-progress .elementor-title{display:block;color:var(--e-global-color-primary,#69727d)}' +
  '@media (max-width:767px){.elementor-progress-text{padding-inline-start:10px}}' +
  '.elementor-progress-wrapper.progress-info .elementor-progress-bar{background-color:#5bc0de}' +
  '.elementor-progress-wrapper.progress-success .elementor-progress-bar{background-color:#5cb85c}' +
  '.elementor-progress-wrapper.progress-warning .elementor-progress-bar{background-color:#f0ad4e}' +
  '.elementor-progress-wrapper.progress-danger .elementor-progress-bar{background-color:#d9534f}';
