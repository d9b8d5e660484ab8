// Elementor's visually hidden text class (`elementor-screen-only`): read by screen readers, not shown.
// Each widget that prints it carries the rule in its base CSS, so a page gets it once whichever is used.
export const SCREEN_ONLY_CSS =
  '.elementor-screen-only{position:absolute;top:-10000em;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);border:0}';
