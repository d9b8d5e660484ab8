import { describe, expect, it } from 'vitest';
import { parseSettings } from '../settings.ts';
import { htmlSettings } from './html.ts';
import { declarationSchema } from './zod.ts';
import type { Control } from './types.ts';

const controls: Control[] = [
  { name: 'title', kind: 'text', label: '', default: 'Hello', html: 'inline' },
  { name: 'tag', kind: 'select', label: '', default: 'h2', options: { h2: 'H2', h3: 'H3' } },
  { name: 'css_id', kind: 'text', label: '', default: '', pattern: '[\\w-]*' },
  { name: 'rate', kind: 'number', label: '', default: 180, min: 0, integer: true },
  { name: 'z', kind: 'number', label: '', responsive: true },
  { name: 'space', kind: 'slider', label: '', responsive: true },
  { name: 'on', kind: 'switcher', label: '', default: '' },
  { name: 'body', kind: 'wysiwyg', label: '', default: '<p>x</p>' },
  {
    name: 'items',
    kind: 'repeater',
    label: '',
    fields: [
      { name: 'text', kind: 'text', label: '', default: '', html: 'inline' },
      { name: 'n', kind: 'number', label: '', default: 1 },
    ],
    default: [{ text: 'one' }],
  },
  { name: 'typography', kind: 'typography', label: '' },
];
const schema = declarationSchema(controls);

describe('the zod schema of a declaration', () => {
  it('applies defaults and leaves what has none unset', () => {
    const { settings, invalidKeys } = parseSettings(schema, {});
    expect(invalidKeys).toEqual([]);
    expect(settings).toEqual({ title: 'Hello', tag: 'h2', css_id: '', rate: 180, on: '', body: '<p>x</p>', items: [{ text: 'one' }] });
  });

  it('falls back key by key: an option, pattern, range or shape that does not hold is reported and defaulted', () => {
    const { settings, invalidKeys } = parseSettings(schema, {
      tag: 'script',
      css_id: 'a b',
      rate: '-5',
      space: [1],
      on: 'maybe',
      title: 'Kept',
    });
    expect(invalidKeys.sort()).toEqual(['css_id', 'on', 'rate', 'space', 'tag']);
    expect(settings).toMatchObject({ tag: 'h2', css_id: '', rate: 180, on: '', title: 'Kept' });
  });

  it('coerces numeric strings; an empty optional number or per-device value means unset', () => {
    const { settings, invalidKeys } = parseSettings(schema, { rate: '95', z: '', z_mobile: '', space_tablet: { unit: 'px', size: 3 } });
    expect(invalidKeys).toEqual([]);
    expect(settings).toMatchObject({ rate: 95, space_tablet: { unit: 'px', size: 3 } });
    expect(settings.z).toBeUndefined();
  });

  it('validates per-device keys like their control and group fields by their kind', () => {
    expect(parseSettings(schema, { space_mobile: true }).invalidKeys).toEqual(['space_mobile']);
    expect(parseSettings(schema, { typography_font_size: 'big', typography_typography: 'custom' }).invalidKeys).toEqual([]);
    expect(parseSettings(schema, { typography_typography: 'maybe' }).invalidKeys).toEqual(['typography_typography']);
  });

  it('drops repeater items that do not validate and keeps the rest', () => {
    const { settings } = parseSettings(schema, { items: [{ text: 'a', n: '2' }, { text: 5 }, 'junk', { _id: 'x1' }] });
    expect(settings.items).toEqual([
      { text: 'a', n: 2 },
      { _id: 'x1', text: '', n: 1 },
    ]);
  });

  it('derives the HTML settings to sanitise from wysiwyg and inline-HTML text controls, repeaters included', () => {
    expect(htmlSettings(controls)).toEqual({ title: 'inline', body: 'rich', 'items[].text': 'inline' });
  });
});
