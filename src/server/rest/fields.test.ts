import { describe, expect, it } from 'vitest';
import { filterFields, isFieldIncluded, requestedFields } from './fields.ts';

const item = { id: 1, name: 'Old Town', meta: { a: 1, b: 2 }, _links: { self: [{ href: 'x' }], about: [{ href: 'y' }] } };

describe('_fields', () => {
  it('keeps the named fields, in the item order, for an item or a list', () => {
    expect(filterFields(item, requestedFields('name, id'))).toEqual({ id: 1, name: 'Old Town' });
    expect(Object.keys(filterFields(item, ['name', 'id']) as object)).toEqual(['id', 'name']);
    expect(filterFields([item, item], ['id'])).toEqual([{ id: 1 }, { id: 1 }]);
  });

  it('reaches into nested objects with dotted names', () => {
    expect(filterFields(item, ['_links.self', 'meta.b'])).toEqual({ meta: { b: 2 }, _links: { self: [{ href: 'x' }] } });
    expect(filterFields(item, ['meta', 'meta.b'])).toEqual({ meta: { a: 1, b: 2 } });
  });

  it('leaves answers alone without _fields', () => {
    expect(requestedFields(undefined)).toBeUndefined();
    expect(requestedFields('')).toBeUndefined();
    expect(filterFields(item, undefined)).toBe(item);
  });

  it('tells whether a field is wanted', () => {
    expect(isFieldIncluded('_links', undefined)).toBe(true);
    expect(isFieldIncluded('_links', ['_links.self'])).toBe(true);
    expect(isFieldIncluded('_links', ['id'])).toBe(false);
  });
});
