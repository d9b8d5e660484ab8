import { describe, expect, it } from 'vitest';
import type { Control } from '../declaration/types.ts';
import { checkSettings } from './check.ts';

const CONTROLS: readonly Control[] = [
  { name: 'on', kind: 'switcher', boolean: true, label: 'On', default: false },
  { name: 'yes', kind: 'switcher', label: 'Yes' },
  { name: 'level', kind: 'select', label: 'Level', options: { low: 'Low', high: 'High' }, default: 'low' },
  { name: 'roles', kind: 'select', multiple: true, label: 'Roles', options: { a: 'A', b: 'B' }, default: [] },
  { name: 'days', kind: 'number', integer: true, min: 0, max: 10, label: 'Days', default: 0 },
  { name: 'slug', kind: 'text', label: 'Slug', pattern: '[a-z]{1,5}', maxLength: 5, default: 'a' },
  { name: 'hosts', kind: 'list', label: 'Hosts', format: 'ip-range', maxItems: 2, maxLength: 10, default: [] },
];
// A stand-in check for the entries' format: the real one (admin/shared/ip-range.ts) is tested with the privacy form.
const FORMATS = { 'ip-range': (h: string) => (/^[a-z.]+$/.test(h) ? undefined : `“${h}” is no host name.`) };
const GOOD = { on: true, yes: 'yes', level: 'high', roles: ['b', 'a', 'b'], days: 10, slug: 'abc', hosts: [' a.b ', '', 'a.b', 'c'] };

describe('checking a settings form by its declaration', () => {
  it('keeps good values, de-duplicating choices and trimming list entries', () => {
    expect(checkSettings(CONTROLS, { ...GOOD, extra: 'dropped' }, FORMATS)).toEqual({
      ok: true,
      settings: { ...GOOD, roles: ['b', 'a'], hosts: ['a.b', 'c'] },
    });
    expect(checkSettings(CONTROLS, { ...GOOD, yes: '' }, FORMATS).ok).toBe(true);
  });

  it('names each wrong field with a message from its kind and limits', () => {
    const checked = checkSettings(
      CONTROLS,
      { on: 'yes', yes: true, level: 'max', roles: ['c'], days: 1.5, slug: 'ABC', hosts: ['a_b'] },
      FORMATS,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        on: 'Choose on or off.',
        yes: 'Choose on or off.',
        level: 'Choose one of: low, high.',
        roles: 'Choose from: a, b.',
        days: 'Type a whole number from 0 to 10.',
        slug: 'This is not in the expected form.',
        hosts: '“a_b” is no host name.',
      },
    });
  });

  it('checks lengths and counts, and says when a list is no list', () => {
    const errors = (input: object) => {
      const c = checkSettings(CONTROLS, { ...GOOD, ...input }, FORMATS);
      return c.ok ? {} : c.errors;
    };
    expect(errors({ slug: 'abcdef' }).slug).toBe('At most 5 characters, please.');
    expect(errors({ hosts: ['a', 'b', 'c'] }).hosts).toBe('At most 2 entries, please.');
    expect(errors({ hosts: ['abcdefghijk'] }).hosts).toBe('“abcdefghijk” is longer than 10 characters.');
    expect(errors({ hosts: 'a.b' }).hosts).toBe('Give a list, one entry per line.');
    expect(errors({ days: Number.NaN }).days).toBeDefined();
    expect(errors({ days: -1 }).days).toBeDefined();
  });

  it('uses a control’s own message where it has one, and needs every field', () => {
    const own: Control[] = [{ ...(CONTROLS[4] as Control), invalid: 'Days, please.' } as Control];
    expect(checkSettings(own, { days: 'x' })).toEqual({ ok: false, errors: { days: 'Days, please.' } });
    const missing = checkSettings(CONTROLS, null, FORMATS);
    expect(missing.ok ? [] : Object.keys(missing.errors)).toEqual(CONTROLS.map((c) => c.name));
  });

  it('refuses to check what a settings form cannot offer, or a list format nobody checks', () => {
    expect(() => checkSettings([{ name: 'c', kind: 'color', label: 'C' }], { c: '#fff' })).toThrow(/cannot check color/);
    expect(() => checkSettings(CONTROLS, GOOD)).toThrow(/format ip-range/);
  });
});
