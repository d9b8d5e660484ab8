import { describe, expect, it } from 'vitest';
import { conditionNames, controlApplies } from './condition.ts';

describe('Elementor conditions', () => {
  it('holds when every key matches, with `!` negating and lists meaning any of', () => {
    const c = { condition: { look: 'line_text', 'view!': 'default', size: ['sm', 'md'] } };
    expect(controlApplies(c, { look: 'line_text', view: 'stacked', size: 'md' })).toBe(true);
    expect(controlApplies(c, { look: 'line_text', view: 'default', size: 'md' })).toBe(false);
    expect(controlApplies(c, { look: 'line_text', view: 'stacked', size: 'xl' })).toBe(false);
  });

  it('treats an unset value as empty and compares loosely, as Elementor does', () => {
    expect(controlApplies({ condition: { drop_cap: '' } }, {})).toBe(true);
    expect(controlApplies({ condition: { columns: 2 } }, { columns: '2' })).toBe(true);
  });

  it('reads a field of an object value (`image[url]!`)', () => {
    const c = { condition: { 'image[url]!': '' } };
    expect(controlApplies(c, { image: { url: '/a.jpg' } })).toBe(true);
    expect(controlApplies(c, { image: { url: '' } })).toBe(false);
  });

  it('evaluates `conditions` with and/or, nested terms and operators', () => {
    const c = {
      conditions: {
        relation: 'or' as const,
        terms: [
          { name: 'layout', operator: '==' as const, value: 'dropdown' },
          {
            terms: [
              { name: 'width', operator: '>' as const, value: 10 },
              { name: 'mode', operator: 'in' as const, value: ['a', 'b'] },
            ],
          },
        ],
      },
    };
    expect(controlApplies(c, { layout: 'dropdown' })).toBe(true);
    expect(controlApplies(c, { layout: 'horizontal', width: 12, mode: 'b' })).toBe(true);
    expect(controlApplies(c, { layout: 'horizontal', width: 12, mode: 'c' })).toBe(false);
    expect(controlApplies(c, { layout: 'horizontal', width: 'wide', mode: 'a' })).toBe(false);
  });

  it('lists the setting names a condition refers to, without `!` or a field', () => {
    const names = conditionNames({
      condition: { 'view!': 'default', 'image[url]': '' },
      conditions: { terms: [{ name: 'layout', operator: '!=', value: '' }] },
    });
    expect(names).toEqual(['view', 'image', 'layout']);
  });
});
