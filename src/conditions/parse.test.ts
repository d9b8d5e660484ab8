import { describe, expect, it } from 'vitest';
import { conditionFromExport, parseCondition } from './parse.ts';

describe('parseCondition', () => {
  it('splits the four parts Elementor stores', () => {
    expect(parseCondition('include/archive/area/12')).toEqual({
      type: 'include',
      name: 'archive',
      subName: 'area',
      subId: 12,
      source: 'include/archive/area/12',
    });
    expect(parseCondition('exclude/singular/front_page')).toMatchObject({ type: 'exclude', subName: 'front_page', subId: 0 });
    expect(parseCondition('include/general')).toMatchObject({ name: 'general', subName: '', subId: 0 });
  });

  it.each(['', 'general', 'show/general', 'include/', 'include/singular/page/abc', 'include/a/b/1/2', 'include/Singular', 'include//7'])(
    'refuses %j',
    (source) => expect(parseCondition(source)).toBeUndefined(),
  );
});

describe('conditionFromExport', () => {
  it('joins the object form of site-kit manifests as Elementor saves it', () => {
    expect(conditionFromExport({ type: 'include', name: 'general', sub_name: '', sub_id: '' })).toBe('include/general');
    expect(conditionFromExport({ type: 'include', name: 'singular', sub_name: 'page', sub_id: 7529 })).toBe('include/singular/page/7529');
    expect(conditionFromExport('exclude/archive/search')).toBe('exclude/archive/search');
    expect(conditionFromExport(42)).toBeUndefined();
  });
});
