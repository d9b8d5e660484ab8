// Static CSS of the text editor: the drop cap (first letter of the first paragraph) in its three views,
// and the clearfix that keeps a floated drop cap inside the widget.
const letter = '.elementor-drop-cap-yes::first-letter';

export const textEditorBaseCss =
  `${letter}{float:left;font-size:50px;line-height:1;text-align:center;margin-inline-end:10px;color:var(--e-global-color-primary,#69727d)}` +
  `.elementor-drop-cap-view-default::first-letter{margin-top:8px}` +
  `.elementor-drop-cap-view-stacked::first-letter{padding:10px;background-color:var(--e-global-color-primary,#69727d);color:#fff}` +
  `.elementor-drop-cap-view-framed::first-letter{padding:10px;border:3px solid}` +
  '.elementor-clearfix::after{content:"";display:block;clear:both}';
