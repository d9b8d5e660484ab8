import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { menuAnchor } from './render.tsx';

describe('menu-anchor widget', () => {
  it('renders the target with the anchor as its id', () => {
    expect(runWidget(menuAnchor, { anchor: 'our-suites' }).html).toBe('<div class="elementor-menu-anchor" id="our-suites"></div>');
    expect(runWidget(menuAnchor, {}).html).toBe('');
  });

  it('refuses anchors the anchor scrolling would ignore (and markup), falling back to none', () => {
    for (const bad of ['1st', 'a b', '"><script>', 'é']) {
      const run = runWidget(menuAnchor, { anchor: bad });
      expect(run.invalidKeys).toEqual(['anchor']);
      expect(run.html).toBe('');
    }
  });
});
