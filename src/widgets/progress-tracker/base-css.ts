// Static CSS of the progress tracker: a bar that scales along x (transform only, no layout work
// while scrolling) or an SVG ring whose stroke is drawn to the percentage.
export const progressTrackerBaseCss =
  '.elementor-scrolling-tracker{position:relative;color:var(--percentage-color,#fff)}' +
  '.elementor-scrolling-tracker-horizontal{height:var(--horizontal-height,6px);background:var(--tracker-background-color,rgba(0,0,0,.08));overflow:hidden}' +
  '.elementor-scrolling-tracker-horizontal .current-progress{position:absolute;inset:0;background:var(--progress-color,var(--e-global-color-primary,#69727d));' +
  'transform:scaleX(var(--e-progress,0));transform-origin:left center}' +
  '.elementor-scrolling-tracker-horizontal.elementor-scrolling-tracker-rtl .current-progress{transform-origin:right center}' +
  '.elementor-scrolling-tracker-horizontal .current-progress-percentage{position:absolute;top:50%;transform:translateY(-50%);padding:0 8px;font-size:12px;line-height:1}' +
  '.elementor-scrolling-tracker-horizontal .current-progress-percentage{inset-inline-start:0}' +
  '.elementor-scrolling-tracker-percentage-rtl .current-progress-percentage{inset-inline-start:auto;inset-inline-end:0}' +
  '.elementor-scrolling-tracker-circular{width:var(--circular-size,100px);height:var(--circular-size,100px);color:var(--percentage-color,inherit)}' +
  '.elementor-scrolling-tracker-circular svg{display:block;width:100%;height:100%;transform:rotate(-90deg)}' +
  '.elementor-scrolling-tracker-circular circle{fill:none;stroke-width:var(--circular-thickness,4px)}' +
  '.elementor-scrolling-tracker-circular .circle-background{stroke:var(--tracker-background-color,rgba(0,0,0,.08))}' +
  '.elementor-scrolling-tracker-circular .current-progress{stroke:var(--progress-color,var(--e-global-color-primary,#69727d));' +
  'stroke-dasharray:100;stroke-dashoffset:calc(100 - 100 * var(--e-progress,0))}' +
  '.elementor-scrolling-tracker-circular .current-progress-percentage{position:absolute;inset:0;display:grid;place-items:center;font-size:16px}';
