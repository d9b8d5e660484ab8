import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOUR_PATTERN, safeColour } from './colour.ts';

const hexDigits = (n: number) =>
  fc.array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: n, maxLength: n }).map((d) => d.join(''));
const hex = fc.constantFrom(3, 4, 6, 8).chain((n) => hexDigits(n).map((d) => `#${d}`));
const channel = fc.integer({ min: 0, max: 255 }).map(String);
const percent = fc.double({ min: 0, max: 100, noNaN: true }).map((n) => `${Math.round(n * 10) / 10}%`);
const alpha = fc.oneof(fc.constantFrom('0', '1', '.5', '0.25', '50%'), percent);
const rgbLegacy = fc
  .tuple(channel, channel, channel, fc.option(alpha))
  .map(([r, g, b, a]) => (a ? `rgba(${r}, ${g}, ${b}, ${a})` : `rgb(${r},${g},${b})`));
const rgbModern = fc.tuple(channel, channel, channel, fc.option(alpha)).map(([r, g, b, a]) => `rgb(${r} ${g} ${b}${a ? ` / ${a}` : ''})`);
const hue = fc.oneof(
  fc.integer({ min: -360, max: 720 }).map(String),
  fc.integer({ min: 0, max: 360 }).map((h) => `${h}deg`),
  fc.constant('0.5turn'),
);
const hsl = fc
  .tuple(hue, percent, percent, fc.option(alpha))
  .map(([h, s, l, a]) => (a ? `hsla(${h}, ${s}, ${l}, ${a})` : `hsl(${h} ${s} ${l})`));
const keyword = fc.constantFrom('red', 'transparent', 'currentColor', 'rebeccapurple', 'lightgoldenrodyellow', 'inherit');
const variable = fc.stringMatching(/^[a-z0-9_-]{1,60}$/).map((name) => `var(--${name})`);
const colour = fc.oneof(hex, rgbLegacy, rgbModern, hsl, keyword, variable);

// Colour-like text with the characters that matter mixed in, so the search stays near the edge.
const nearColour = fc
  .array(
    fc.constantFrom('#', 'rgb(', 'var(--', 'url(', ')', '(', ',', '/', ' ', '1', '.5', '%', 'deg', 'e', ';', ':', '"', '}', 'red', 'a'),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

// What an attacker appends to get out of the declaration or the <style> element.
const escape = fc.constantFrom(
  ';background:url(//evil.example/x)',
  '}body{display:none',
  '"',
  "'",
  '</style><script>',
  '\\',
  ')',
  ' !important;x:y',
);

describe('safeColour', () => {
  it('accepts every colour written in the usual notations, as given', () => {
    fc.assert(fc.property(colour, fc.constantFrom('', ' ', '\n'), (c, pad) => safeColour(`${pad}${c}${pad}`) === c));
  });

  it('never accepts a value that could leave the declaration', () => {
    fc.assert(fc.property(colour, escape, fc.string({ maxLength: 8 }), (c, bad, rest) => safeColour(`${c}${bad}${rest}`) === undefined));
    fc.assert(
      fc.property(fc.oneof(nearColour, fc.string({ maxLength: 30 })), (text) => {
        const accepted = safeColour(text);
        return accepted === undefined || (/^[#\w\s(),./%+-]+$/.test(accepted) && !/url\(|expression\(/i.test(accepted));
      }),
      { numRuns: 1000 },
    );
  });

  it('answers in linear time on hostile input', () => {
    const started = performance.now();
    for (const bad of [`rgb(${'1'.repeat(20000)}x`, `rgb(${'1 '.repeat(20000)}x`, `hsl(${'1,'.repeat(20000)}`])
      expect(COLOUR_PATTERN.test(bad)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses malformed colours and non-colours', () => {
    for (const bad of [
      '#12345',
      '#1234567',
      '#ggg',
      'rgb(1,2)',
      'rgb(a,b,c)',
      'rgb()',
      'url(x.png)',
      'expression(alert(1))',
      'var(--a;b)',
      'red blue',
      '',
      7,
      null,
    ]) {
      expect(safeColour(bad), String(bad)).toBeUndefined();
    }
  });

  it('keeps custom properties out where no page defines them', () => {
    expect(safeColour('var(--e-global-color-primary)')).toBe('var(--e-global-color-primary)');
    expect(safeColour('var(--e-global-color-primary)', { allowVariables: false })).toBeUndefined();
    expect(safeColour('#1f3a4d', { allowVariables: false })).toBe('#1f3a4d');
  });
});
