// Bad query parameters on the areas API: each answers 400 rest_invalid_param with WordPress's
// per-parameter messages, codes and details.
import { expect, it } from 'vitest';
import { describeDatabases } from '../helpers/app.ts';
import { getJson } from '../helpers/http.ts';

interface Case {
  query: string;
  param: string;
  message: string;
  code: 'rest_invalid_type' | 'rest_out_of_bounds' | 'rest_not_in_enum' | 'rest_too_many_items';
  /** The `data.param` WordPress attaches to type errors. */
  dataParam?: string;
}

const typeCase = (query: string, param: string, type: string, dataParam = param): Case => ({
  query,
  param,
  message: `${dataParam} is not of type ${type}.`,
  code: 'rest_invalid_type',
  dataParam,
});

const numbers = (n: number, from = 1): string[] => Array.from({ length: n }, (_, i) => String(from + i));
const tooMany = (query: string, param: string): Case => ({
  query,
  param,
  message: `${param} must contain at most 100 items.`,
  code: 'rest_too_many_items',
});

const CASES: Case[] = [
  // List parameters are bounded at 100 items (WordPress's maxItems), in every list form.
  tooMany(`include=${numbers(101).join(',')}`, 'include'),
  tooMany(
    numbers(101)
      .map((n) => `exclude[]=${n}`)
      .join('&'),
    'exclude',
  ),
  tooMany(
    `slug=${numbers(101)
      .map((n) => `s${n}`)
      .join('%20')}`,
    'slug',
  ),
  tooMany(`include=${numbers(5000).join(',')}`, 'include'),
  {
    query: 'per_page=0',
    param: 'per_page',
    message: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
    code: 'rest_out_of_bounds',
  },
  {
    query: 'per_page=101',
    param: 'per_page',
    message: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
    code: 'rest_out_of_bounds',
  },
  typeCase('per_page=abc', 'per_page', 'integer'),
  typeCase('per_page=1.5', 'per_page', 'integer'),
  typeCase('per_page=', 'per_page', 'integer'),
  typeCase('per_page[]=5', 'per_page', 'integer'),
  { query: 'page=0', param: 'page', message: 'page must be greater than or equal to 1', code: 'rest_out_of_bounds' },
  typeCase('page=two', 'page', 'integer'),
  typeCase('offset=x', 'offset', 'integer'),
  typeCase('parent=x', 'parent', 'integer'),
  typeCase('post=x', 'post', 'integer'),
  typeCase('search[]=spa', 'search', 'string'),
  typeCase('hide_empty=yes', 'hide_empty', 'boolean'),
  typeCase('hide_empty=', 'hide_empty', 'boolean'),
  typeCase('include=1,x', 'include', 'integer', 'include[1]'),
  typeCase('exclude[]=1&exclude[]=2.5', 'exclude', 'integer', 'exclude[1]'),
  typeCase('include[a]=1', 'include', 'array'),
  typeCase('slug[a]=x', 'slug', 'array'),
  { query: 'order=up', param: 'order', message: 'order is not one of asc and desc.', code: 'rest_not_in_enum' },
  { query: 'order=ASC', param: 'order', message: 'order is not one of asc and desc.', code: 'rest_not_in_enum' },
  {
    query: 'orderby=date',
    param: 'orderby',
    message: 'orderby is not one of id, include, name, slug, include_slugs, term_group, description, and count.',
    code: 'rest_not_in_enum',
  },
  { query: 'context=full', param: 'context', message: 'context is not one of view, embed, and edit.', code: 'rest_not_in_enum' },
];

describeDatabases('areas REST API parameter validation', (suite) => {
  it.each(CASES)('$query -> 400 $param', async ({ query, param, message, code, dataParam }) => {
    const res = await getJson(suite.app, `/wp-json/wp/v2/area?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${param}`,
      data: {
        status: 400,
        params: { [param]: message },
        details: { [param]: { code, message, data: dataParam ? { param: dataParam } : null } },
      },
    });
  });

  it('reports every bad parameter at once, in the order WordPress declares them', async () => {
    const res = await getJson(suite.app, '/wp-json/wp/v2/area?order=sideways&per_page=0&hide_empty=perhaps');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid parameter(s): per_page, order, hide_empty');
    expect(Object.keys(res.body.data.params)).toEqual(['per_page', 'order', 'hide_empty']);
  });

  it('validates the context of a single term too', async () => {
    const res = await getJson(suite.app, '/wp-json/wp/v2/area/1?context=nope');
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ context: 'context is not one of view, embed, and edit.' });
  });

  it('accepts the value forms WordPress accepts', async () => {
    for (const query of [
      'per_page=1e1',
      'per_page=%2010%20',
      'page=1.0',
      'hide_empty=TRUE',
      'hide_empty=1',
      'include=',
      'include=1%202,3',
      `include=${numbers(100).join(',')}`,
      numbers(100)
        .map((n) => `slug[]=s${n}`)
        .join('&'),
      'search=',
      'orderby=count&order=desc',
      'unknown=ignored&_envelope',
    ]) {
      const res = await getJson(suite.app, `/wp-json/wp/v2/area?${query}`);
      expect(res.status, query).toBe(200);
    }
    const res = await getJson(suite.app, '/wp-json/wp/v2/area?per_page=1e1');
    expect(res.headers['x-wp-totalpages']).toBe(String(Math.ceil(Number(res.headers['x-wp-total']) / 10)));
  });
});
