// Posts CSS no single control states: grid columns with Elementor's per-device defaults (3 / 2 / 1)
// and the meta separator, a text value that becomes generated content.
import type { CssSink } from '../../model/css.ts';
import { skinOf } from './query.ts';

const DEVICE_DEFAULTS = { desktop: '3', tablet: '2', mobile: '1' } as const;

export function postsCss({ settings, selector, css }: { settings: Record<string, unknown>; selector: string; css: CssSink }): void {
  const skin = skinOf(settings);
  const key = `${skin}_columns`;
  const grid = `${selector} .elementor-grid`;
  for (const device of ['desktop', 'tablet', 'mobile'] as const) {
    const own = settings[device === 'desktop' ? key : `${key}_${device}`];
    const value = typeof own === 'string' && /^[1-6]$/.test(own) ? own : device === 'desktop' ? DEVICE_DEFAULTS.desktop : undefined;
    // Elementor's tablet and mobile defaults apply when the document leaves those devices unset.
    const columns = value ?? DEVICE_DEFAULTS[device];
    css.add(grid, { 'grid-template-columns': `repeat(${columns},1fr)` }, device);
  }
  const separator = settings[`${skin}_meta_separator`];
  if (typeof separator === 'string') {
    css.add(`${selector} .elementor-post__meta-data span+span:before`, { content: JSON.stringify(separator.slice(0, 10)) });
  }
}
