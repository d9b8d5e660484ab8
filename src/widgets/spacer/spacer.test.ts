import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { spacer } from './render.tsx';

describe('spacer widget', () => {
  it('has no space of its own by default (the base CSS gives 50px)', () => {
    expect(spacer.schema.parse({}).space).toBeUndefined();
    expect(runWidget(spacer, {}).css).toBe('');
  });

  it('falls back to defaults for invalid settings', () => {
    expect(runWidget(spacer, { space: [1, 2] }).invalidKeys).toEqual(['space']);
  });

  it('renders an empty block', () => {
    expect(runWidget(spacer, {}).html).toBe('<div class="elementor-spacer"><div class="elementor-spacer-inner"></div></div>');
  });

  it('sets the size per device', () => {
    const { css } = runWidget(spacer, {
      space: { unit: 'px', size: 20 },
      space_tablet: { unit: 'px', size: 60 },
      space_mobile: { unit: 'vh', size: '' },
    });
    expect(css).toBe(
      '.elementor-element-abc123{--spacer-size:20px}@media(max-width:1024px){.elementor-element-abc123{--spacer-size:60px}}',
    );
  });
});
