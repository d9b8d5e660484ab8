// Static CSS of the text editor: Elementor's drop cap (the first letter of the first paragraph,
// wrapped on the server in .elementor-drop-cap > .elementor-drop-cap-letter) in its three views,
// and the clearfix that keeps a floated drop cap inside the widget.
const cap = '.elementor-drop-cap';

export const textEditorBaseCss =
  `${cap}{float:left;text-align:center;line-height:1;font-size:50px;margin-inline-end:10px}` +
  '.elementor-drop-cap-letter{display:inline-block}' +
  `.elementor-drop-cap-view-default ${cap}{color:var(--e-global-color-primary,#69727d)}` +
  `.elementor-drop-cap-view-stacked ${cap}{background-color:var(--e-global-color-primary,#69727d);color:#fff}` +
  `.elementor-drop-cap-view-framed ${cap}{color:var(--e-global-color-primary,#69727d);border:3px solid;background-color:transparent}` +
  `.elementor-drop-cap-view-stacked ${cap},.elementor-drop-cap-view-framed ${cap}{padding:10px;margin-top:8px}` +
  '.elementor-drop-cap-view-stacked .elementor-drop-cap-letter,.elementor-drop-cap-view-framed .elementor-drop-cap-letter{width:1em;height:1em}' +
  '.elementor-clearfix::after{content:"";display:block;clear:both}';
