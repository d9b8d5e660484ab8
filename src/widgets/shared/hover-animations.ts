// Elementor's hover animations (`elementor-animation-{name}`), transform-only and off for reduced motion.
// Included in the base CSS of every widget that offers a hover animation; the page dedupes nothing
// inside a widget's base CSS, so this is kept to the handful of transform animations real documents use.

const ANIMATIONS: Record<string, string> = {
  grow: 'scale(1.1)',
  shrink: 'scale(.9)',
  float: 'translateY(-8px)',
  sink: 'translateY(8px)',
  rotate: 'rotate(4deg)',
  'grow-rotate': 'scale(1.1) rotate(4deg)',
  skew: 'skew(-10deg)',
};

export const HOVER_ANIMATIONS_CSS =
  '@media (prefers-reduced-motion:no-preference){:where([class*=elementor-animation-]){transition:transform .3s}' +
  Object.entries(ANIMATIONS)
    .map(([name, transform]) => `.elementor-animation-${name}:is(:hover,:focus-visible){transform:${transform}}`)
    .join('') +
  '}';
