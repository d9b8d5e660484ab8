import { describe, expect, it } from 'vitest';
import { listOf } from './param-checks.ts';
import { booleanParam, describeArgs, enumParam, integerListParam, integerParam, parseParams, stringParam } from './params.ts';

const shape = {
  per_page: integerParam({ description: 'Per page.', default: 10, minimum: 1, maximum: 100, absolute: true }),
  order: enumParam({ description: 'Order.', values: ['asc', 'desc'], default: 'asc' }),
  flag: booleanParam({ description: 'Flag.', default: false }),
  ids: integerListParam({ description: 'Ids.' }),
  q: stringParam({ description: 'Search.', sanitize: (s) => s.trim() }),
};

describe('parseParams', () => {
  it('fills defaults and converts values the way WordPress sanitises them', () => {
    expect(parseParams(shape, {})).toEqual({ ok: true, value: { per_page: 10, order: 'asc', flag: false, ids: [], q: undefined } });
    const r = parseParams(shape, { per_page: ' 1e1 ', flag: 'TRUE', ids: '3, 1 2', q: '  sea ' });
    expect(r).toEqual({ ok: true, value: { per_page: 10, order: 'asc', flag: true, ids: [3, 1, 2], q: 'sea' } });
  });

  it('reports each bad parameter with its message, code and data', () => {
    const r = parseParams(shape, { per_page: '0', order: 'up', ids: ['1', 'x'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toBe('Invalid parameter(s): per_page, order, ids');
    expect(r.error.data.params).toEqual({
      per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
      order: 'order is not one of asc and desc.',
      ids: 'ids[1] is not of type integer.',
    });
    expect((r.error.data.details as Record<string, unknown>).ids).toEqual({
      code: 'rest_invalid_type',
      message: 'ids[1] is not of type integer.',
      data: { param: 'ids[1]' },
    });
  });

  it('checks bounds before integer-ness, as WordPress does', () => {
    const r = parseParams({ n: integerParam({ description: '', minimum: 1 }) }, { n: '0.5' });
    expect(!r.ok && r.error.data.params).toEqual({ n: 'n must be greater than or equal to 1' });
    const s = parseParams({ n: integerParam({ description: '', maximum: 5 }) }, { n: '4.5' });
    expect(!s.ok && s.error.data.params).toEqual({ n: 'n is not of type integer.' });
  });
});

describe('list parameters', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

  it('take up to 100 items, in any list form', () => {
    expect(parseParams(shape, { ids: ids(100) })).toMatchObject({ ok: true, value: { ids: ids(100).map(Number) } });
    expect(parseParams(shape, { ids: ids(100).join(',') })).toMatchObject({ ok: true });
  });

  it('refuse more as WordPress does: rest_invalid_param with rest_too_many_items inside', () => {
    for (const raw of [ids(101), ids(101).join(','), ids(5000).join(' ')]) {
      const r = parseParams(shape, { ids: raw });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { ids: 'ids must contain at most 100 items.' } },
      });
      expect((r.error.data.details as Record<string, unknown>).ids).toEqual({
        code: 'rest_too_many_items',
        message: 'ids must contain at most 100 items.',
        data: null,
      });
    }
  });

  it('report a bad item before the count, as WordPress checks items first', () => {
    const r = parseParams(shape, { ids: [...ids(200), 'x'] });
    expect(!r.ok && r.error.data.params).toEqual({ ids: 'ids[200] is not of type integer.' });
  });
});

describe('describeArgs', () => {
  it('lists each argument in WordPress key order with required: false', () => {
    expect(describeArgs(shape)).toEqual({
      per_page: { description: 'Per page.', type: 'integer', default: 10, minimum: 1, maximum: 100, required: false },
      order: { description: 'Order.', type: 'string', default: 'asc', enum: ['asc', 'desc'], required: false },
      flag: { description: 'Flag.', type: 'boolean', default: false, required: false },
      ids: { description: 'Ids.', type: 'array', items: { type: 'integer' }, maxItems: 100, default: [], required: false },
      q: { description: 'Search.', type: 'string', required: false },
    });
  });
});

describe('listOf', () => {
  it('joins like wp_sprintf %l', () => {
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b'])).toBe('a and b');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b, and c');
  });
});
