// Option lists several declarations share (Elementor's labels).
import { BLEND_MODES } from '../../model/css-values.ts';

export const TITLE_TAGS = {
  h1: 'H1',
  h2: 'H2',
  h3: 'H3',
  h4: 'H4',
  h5: 'H5',
  h6: 'H6',
  div: 'div',
  span: 'span',
  p: 'p',
} as const;

/** Text alignment (Elementor's `choose`), with the logical values newer versions store. */
export const TEXT_ALIGN = {
  '': 'Default',
  left: 'Left',
  center: 'Center',
  right: 'Right',
  justify: 'Justified',
  start: 'Start',
  end: 'End',
} as const;

export const BLEND_MODE_OPTIONS: Record<string, string> = {
  '': 'Normal',
  ...Object.fromEntries(BLEND_MODES.filter((m) => m !== 'normal').map((m) => [m, m])),
  normal: 'normal',
};

/** Elementor hover animations become `elementor-animation-{name}`; kept class-safe. */
export const HOVER_ANIMATION_PATTERN = '[a-z-]{0,30}';
