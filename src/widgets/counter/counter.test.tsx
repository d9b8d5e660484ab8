import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { serialisedForm } from '../../../test/helpers/declaration-form.ts';
import { counterValueAt, decimalsOf, formatNumber, swing } from './format.ts';
import { counter } from './render.tsx';
import { counterDeclaration, type CounterSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(counter, raw);

describe('counter maths', () => {
  it('takes its decimals from the target value', () => {
    expect(decimalsOf(100)).toBe(0);
    expect(decimalsOf(5.4)).toBe(1);
    expect(decimalsOf(4.95)).toBe(2);
    expect(decimalsOf(1e-7)).toBe(7);
    expect(decimalsOf(Number.NaN)).toBe(0);
  });

  it('groups thousands with the chosen separator', () => {
    expect(formatNumber(12390, 0, ',')).toBe('12,390');
    expect(formatNumber(1234567.25, 2, ' ')).toBe('1 234 567.25');
    expect(formatNumber(1234.5, 1, '.')).toBe('1.234,5');
    expect(formatNumber(1234, 0, '')).toBe('1234');
    expect(formatNumber(-1500, 0, ',')).toBe('-1,500');
    expect(formatNumber(-0.01, 1, ',')).toBe('0.0');
    expect(formatNumber(999.96, 1, ',')).toBe('1,000.0');
  });

  it('runs from start to end with swing easing and lands exactly on the end', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(counterValueAt({ from: 0, to: 200, duration: 2000, elapsed: 0 })).toBe(0);
    expect(counterValueAt({ from: 0, to: 200, duration: 2000, elapsed: 1000 })).toBeCloseTo(100);
    expect(counterValueAt({ from: 0, to: 200, duration: 2000, elapsed: 2500 })).toBe(200);
    expect(counterValueAt({ from: 10, to: 0, duration: 0, elapsed: 0 })).toBe(0);
  });
});

describe('counter widget', () => {
  it('has Elementor defaults', () => {
    const s = counter.schema.parse({}) as CounterSettings;
    expect([s.starting_number, s.ending_number, s.duration, s.thousand_separator, s.title, s.title_tag]).toEqual([
      0,
      100,
      2000,
      'yes',
      'Cool Number',
      'div',
    ]);
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ ending_number: 'lots', duration: -5, thousand_separator_char: ';', title_tag: 'script' });
    expect(invalidKeys.sort()).toEqual(['duration', 'ending_number', 'thousand_separator_char', 'title_tag']);
    expect(settings.ending_number).toBe(100);
  });

  it('serialises its form with the Elementor control names', () => {
    const { names } = serialisedForm(counterDeclaration);
    for (const n of ['starting_number', 'ending_number', 'prefix', 'suffix', 'duration', 'thousand_separator_char', 'number_position']) {
      expect(names).toContain(n);
    }
  });

  it('prints the final value for readers without JavaScript and for screen readers', () => {
    const { html } = run({
      ending_number: 12390,
      starting_number: 10,
      prefix: '€ ',
      suffix: '+',
      title: 'Guests <b>a year</b>',
      title_tag: 'h3',
    });
    expect(html).toBe(
      '<div class="elementor-counter"><h3 class="elementor-counter-title">Guests <b>a year</b></h3>' +
        '<div class="elementor-counter-number-wrapper" aria-hidden="true"><span class="elementor-counter-number-prefix">€ </span>' +
        '<span class="elementor-counter-number" data-duration="2000" data-to-value="12390" data-from-value="10" data-delimiter=",">12,390</span>' +
        '<span class="elementor-counter-number-suffix">+</span></div><span class="elementor-screen-only">€ 12,390+</span></div>',
    );
  });

  it('keeps the target decimals and drops the delimiter when the separator is off', () => {
    const { html } = run({ ending_number: 5.4, thousand_separator: '', suffix: 'K+', title: '' });
    expect(html).toContain('data-to-value="5.4" data-from-value="0">5.4</span>');
    expect(html).not.toContain('data-delimiter');
    expect(html).not.toContain('elementor-counter-title');
  });

  it('maps the number position to Elementor grow factors per device', () => {
    const { css } = run({ number_position: 'start', number_position_mobile: 'stretch', title_position: 'before', number_color: '#112233' });
    expect(css).toContain('.elementor-element-abc123 .elementor-counter{flex-direction:column}');
    expect(css).toContain('--counter-prefix-grow:0;--counter-suffix-grow:1');
    expect(css).toMatch(/@media\(max-width:767px\)\{[^}]*--counter-number-grow:1/);
    expect(css).toContain('--counter-number-grow:0;color:#112233}');
  });
});
