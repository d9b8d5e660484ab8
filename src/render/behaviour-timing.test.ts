import { describe, expect, it } from 'vitest';
import { node, renderTree } from '../../test/helpers/render-tree.tsx';

const MOTION = { motion_fx_motion_fx_scrolling: 'yes', motion_fx_translateY_effect: 'yes' };

describe('behaviour timing', () => {
  it('holds back below-the-fold elements whose behaviours all act only on what the visitor sees', () => {
    const { html, plan } = renderTree([
      node('widget', { ...MOTION }, [], { id: 'm1', widgetType: 'heading' }),
      node('widget', { ending_number: 120 }, [], { id: 'n1', widgetType: 'counter' }),
      // An entrance animation must take charge at load (its CSS fallback shows the element after a few seconds).
      node('widget', { ...MOTION, _animation: 'fadeIn' }, [], { id: 'a1', widgetType: 'heading' }),
    ]);
    expect(html).toMatch(/elementor-element-m1 [^>]*data-behaviours="motion-fx" data-behaviours-defer="visible"/);
    expect(html).toMatch(/elementor-element-n1 [^>]*data-behaviours="counter-animation" data-behaviours-defer="visible"/);
    expect(html).toMatch(/elementor-element-a1 [^>]*data-behaviours="entrance-animation motion-fx"(?! data-behaviours-defer)/);
    expect([...plan.visibleModules].sort()).toEqual(['counter-animation', 'motion-fx']);
    // motion-fx is also needed at load, by a1: it is among the page's preloaded modules all the same.
    expect([...plan.modules].sort()).toEqual(['entrance-animation', 'motion-fx']);
  });

  it('loads above-the-fold elements at once', () => {
    const { html, plan } = renderTree([node('widget', { ...MOTION }, [], { id: 'm1', widgetType: 'heading' })], { aboveFold: ['m1'] });
    expect(html).not.toContain('data-behaviours-defer');
    expect(plan.modules.has('motion-fx')).toBe(true);
  });
});
