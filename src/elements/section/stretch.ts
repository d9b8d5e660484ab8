// Stretched sections: at first paint the page CSS spans them across the viewport (100vw, from the
// middle of their parent), close to exact; the stretch-section behaviour then sets the exact
// offset and width (without the scrollbar, wherever the parent is).
import type { CssSink } from '../../model/css.ts';

export function stretchCss(css: CssSink, settings: Record<string, unknown>): void {
  if (!settings.stretch_section) return;
  css.add('.elementor-section.elementor-section-stretched', {
    position: 'relative',
    width: '100vw',
    'max-width': 'none',
    left: 'calc(50% - 50vw)',
  });
}
