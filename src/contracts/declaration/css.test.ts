import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { createCssSink } from '../../model/css.ts';
import { cssValue, declarationCss } from './css.ts';
import type { Control } from './types.ts';

function print(controls: Control[], settings: Record<string, unknown>): string {
  const css = createCssSink(DEFAULT_BREAKPOINTS);
  declarationCss({ controls, settings, selector: '.e-1', css });
  return css.toString();
}

describe('CSS from a declaration', () => {
  it('converts each kind strictly: a value that is not CSS of its kind prints nothing', () => {
    expect(cssValue({ name: 'c', kind: 'color', label: '' }, '#fff')).toBe('#fff');
    expect(cssValue({ name: 'c', kind: 'color', label: '' }, 'red;}body{x:y')).toBeUndefined();
    expect(cssValue({ name: 's', kind: 'slider', label: '', defaultUnit: '%' }, 40)).toBe('40%');
    expect(cssValue({ name: 's', kind: 'slider', label: '' }, { unit: 'url(', size: 1 })).toBeUndefined();
    expect(cssValue({ name: 'd', kind: 'dimensions', label: '' }, { unit: 'px', top: '1', right: '2', bottom: '1', left: '2' })).toBe(
      '1px 2px',
    );
    expect(cssValue({ name: 'n', kind: 'number', label: '', integer: true }, '3.5')).toBeUndefined();
    const select: Control = { name: 'a', kind: 'select', label: '', options: { left: 'Left' }, dictionary: { left: 'flex-start' } };
    expect(cssValue(select, 'left')).toBe('flex-start');
    expect(cssValue({ name: 'a', kind: 'select', label: '', options: { left: 'Left' } }, 'javascript')).toBeUndefined();
  });

  it('maps `{{WRAPPER}}` and `{{VALUE}}`, per device for responsive controls, with colours through their global', () => {
    const controls: Control[] = [
      { name: 'gap', kind: 'slider', label: '', responsive: true, selectors: { '{{WRAPPER}} .x': { margin: '0 {{VALUE}}' } } },
      { name: 'color', kind: 'color', label: '', selectors: { '{{WRAPPER}}:hover,{{WRAPPER}}:focus': { color: '{{VALUE}}' } } },
    ];
    const css = print(controls, {
      gap: { unit: 'px', size: 4 },
      gap_mobile: { unit: 'em', size: 1 },
      color: '#000',
      __globals__: { color: 'globals/colors?id=primary' },
    });
    expect(css).toBe(
      '.e-1 .x{margin:0 4px}.e-1:hover,.e-1:focus{color:var(--e-global-color-primary)}@media(max-width:767px){.e-1 .x{margin:0 1em}}',
    );
  });

  it('prints a control only while its condition holds, and runs escape hatches in declaration order', () => {
    const order: string[] = [];
    const controls: Control[] = [
      { name: 'look', kind: 'select', label: '', options: { line: '', text: '' }, css: () => order.push('look') },
      {
        name: 'c',
        kind: 'color',
        label: '',
        condition: { look: 'text' },
        selectors: { '{{WRAPPER}}': { color: '{{VALUE}}' } },
        css: () => order.push('c'),
      },
      { name: 'typography', kind: 'typography', label: '', selector: '{{WRAPPER}} h2' },
    ];
    expect(print(controls, { look: 'line', c: '#111', typography_typography: 'custom', typography_font_weight: '700' })).toBe(
      '.e-1 h2{font-weight:700}',
    );
    expect(order).toEqual(['look']);
    expect(print(controls, { look: 'text', c: '#111' })).toBe('.e-1{color:#111}');
    expect(order).toEqual(['look', 'look', 'c']);
  });
});
