import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from './breakpoints.ts';
import { createCssSink } from './css.ts';
import { typography } from './values.ts';

function print(settings: Record<string, unknown>): string {
  const css = createCssSink(DEFAULT_BREAKPOINTS);
  typography(css, '.t', settings);
  return css.toString();
}

describe('typography group', () => {
  it('prints a var() only for the properties the global defines', () => {
    const ref = 'globals/typography?id=primary&props=font-family+font-weight';
    expect(print({ __globals__: { typography_typography: ref } })).toBe(
      '.t{font-family:var(--e-global-typography-primary-font-family), Sans-serif;font-weight:var(--e-global-typography-primary-font-weight)}',
    );
  });

  it('prints nothing, not its own values, for a global the kit lacks', () => {
    const settings = {
      typography_typography: 'custom',
      typography_line_height: { unit: 'px', size: 14 },
      __globals__: { typography_typography: 'globals/typography?id=gone&props=' },
    };
    expect(print(settings)).toBe('');
  });

  it('prints its own values when it has no global', () => {
    expect(print({ typography_typography: 'custom', typography_line_height: { unit: 'px', size: 14 } })).toBe('.t{line-height:14px}');
  });
});
