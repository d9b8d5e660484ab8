// Entrance animations used by real documents (fade, zoom, slide), as compact keyframes: each
// gives only its start state, the end being the element's own (opacity 1, no transform).
const FROM: Record<string, string> = {
  fadeIn: 'opacity:0',
  fadeInUp: 'opacity:0;transform:translateY(100%)',
  fadeInDown: 'opacity:0;transform:translateY(-100%)',
  fadeInLeft: 'opacity:0;transform:translateX(-100%)',
  fadeInRight: 'opacity:0;transform:translateX(100%)',
  zoomIn: 'opacity:0;transform:scale(.3)',
  slideInLeft: 'transform:translateX(-100%)',
  slideInRight: 'transform:translateX(100%)',
  slideInUp: 'transform:translateY(100%)',
  slideInDown: 'transform:translateY(-100%)',
};

export const ENTRANCE_ANIMATIONS = Object.keys(FROM);

/**
 * The entrance behaviour reveals an element by adding `animated` and the animation name.
 * Durations follow Elementor: 1.25s, slow 2s, fast .75s; reduced motion shows elements at once.
 * Hidden elements show by themselves after 3 s unless the behaviour has taken charge of them
 * (`e-animation-armed`), so a page whose scripts fail to load never keeps content hidden.
 * `names` are the animations the page plays (src/render/plan.ts collects them): only their keyframes
 * are printed, and a page that plays none gets nothing. Left out, every animation is printed.
 */
export function animationCss(names: Iterable<string> = ENTRANCE_ANIMATIONS): string {
  const used = new Set(names);
  if (!used.size) return '';
  let css =
    '.elementor-invisible{visibility:hidden;animation:e-reveal 0s 3s forwards}@keyframes e-reveal{to{visibility:visible}}' +
    '.elementor-invisible.e-animation-armed{animation:none}' +
    '.animated{animation-duration:1.25s;animation-fill-mode:both}' +
    '.animated.animated-slow{animation-duration:2s}.animated.animated-fast{animation-duration:.75s}';
  // In this list's order whatever the page's, so a page's CSS does not change with its element order.
  for (const [name, from] of Object.entries(FROM)) {
    if (used.has(name)) css += `.${name}{animation-name:${name}}@keyframes ${name}{from{${from}}}`;
  }
  return `${css}@media(prefers-reduced-motion:reduce){.animated{animation:none!important}.elementor-invisible{visibility:visible}}`;
}
