// GET /wp-json/wp/v2/area and /area/{id}: the areas as a WordPress client receives them.
import { beforeAll, expect, it } from 'vitest';
import { addAreaFixtures, areaSlug, type AreaFixtures } from '../helpers/fixtures.ts';
import { describeDatabases, TEST_BASE_URL } from '../helpers/app.ts';
import { getJson, headerOf, linksOf, queryOf } from '../helpers/http.ts';

const API = `${TEST_BASE_URL}/wp-json/wp/v2`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- nested JSON read loosely; toEqual checks shapes
type Area = Record<string, any>;

describeDatabases('areas REST API', (suite) => {
  let f: AreaFixtures;
  const id = (n: number) => f.areas.get(n) as number;
  const list = (query: string) => getJson<Area[]>(suite.app, `/wp-json/wp/v2/area?${query}`);
  const slugs = (items: Area[]) => items.map((a) => a.slug);

  beforeAll(async () => {
    f = await addAreaFixtures(suite.db);
  });

  it('answers one term exactly as WordPress shapes it', async () => {
    const res = await getJson(suite.app, `/wp-json/wp/v2/area/${id(1)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: id(1),
      count: 2,
      description: 'Fixture description 12',
      link: `${TEST_BASE_URL}/area/fixture-area-01/`,
      name: 'Fixture Area 01',
      slug: 'fixture-area-01',
      taxonomy: 'area',
      parent: 0,
      meta: [],
      _links: {
        self: [{ href: `${API}/area/${id(1)}` }],
        collection: [{ href: `${API}/area` }],
        about: [{ href: `${API}/taxonomies/area` }],
        'wp:post_type': [{ href: `${API}/posts?area=${id(1)}` }, { href: `${API}/pages?area=${id(1)}` }],
        curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
      },
    });
    expect(Object.keys(res.body as object)).toEqual([
      'id',
      'count',
      'description',
      'link',
      'name',
      'slug',
      'taxonomy',
      'parent',
      'meta',
      '_links',
    ]);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
  });

  it('counts only published posts and pages', async () => {
    const res = await list(`include=${[1, 2, 3, 4].map(id).join(',')}&orderby=include`);
    expect(res.body.map((a) => a.count)).toEqual([2, 0, 1, 0]);
  });

  it('lists areas by name with the paging headers and the API discovery link', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    const total = Number(res.headers['x-wp-total']);
    expect(total).toBeGreaterThanOrEqual(14);
    expect(Number(res.headers['x-wp-totalpages'])).toBe(Math.ceil(total / 10));
    expect(res.body).toHaveLength(10);
    const names = res.body.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(linksOf(res.headers)['https://api.w.org/']).toBe(`${TEST_BASE_URL}/wp-json/`);
    expect(headerOf(res.headers, 'access-control-expose-headers')).toBe('X-WP-Total, X-WP-TotalPages, Link');
  });

  it('pages through a filtered list with prev/next links that keep the other parameters', async () => {
    const first = await list('search=fixture-area&per_page=5');
    expect(first.headers['x-wp-total']).toBe('12');
    expect(first.headers['x-wp-totalpages']).toBe('3');
    expect(slugs(first.body)).toEqual([1, 2, 3, 4, 5].map(areaSlug));
    const firstLinks = linksOf(first.headers);
    expect(firstLinks.prev).toBeUndefined();
    expect(firstLinks.next).toBe(`${API}/area?search=fixture-area&per_page=5&page=2`);

    const second = await getJson<Area[]>(suite.app, firstLinks.next.slice(TEST_BASE_URL.length));
    expect(slugs(second.body)).toEqual([6, 7, 8, 9, 10].map(areaSlug));
    const links = linksOf(second.headers);
    expect(queryOf(links.prev)).toEqual({ search: 'fixture-area', per_page: '5', page: '1' });
    expect(queryOf(links.next)).toEqual({ search: 'fixture-area', per_page: '5', page: '3' });

    const last = await list('search=fixture-area&per_page=5&page=3');
    expect(slugs(last.body)).toEqual([11, 12].map(areaSlug));
    expect(linksOf(last.headers).next).toBeUndefined();
  });

  it('refuses a page past the end with rest_invalid_page_number', async () => {
    const res = await list('search=fixture-area&per_page=5&page=4');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });

  it('answers the first page of an empty result with an empty list', async () => {
    const res = await list('search=no-such-area-anywhere&page=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-wp-total']).toBe('0');
  });

  it('skips items with offset, which overrides page', async () => {
    const res = await list('search=fixture-area&per_page=5&offset=2&page=3');
    expect(slugs(res.body)).toEqual([3, 4, 5, 6, 7].map(areaSlug));
    expect(res.headers['x-wp-total']).toBe('12');
  });

  it('searches names and slugs, ignoring case and taking LIKE wildcards literally', async () => {
    expect(slugs((await list('search=AREA%2007')).body)).toEqual([areaSlug(7)]);
    expect(slugs((await list('search=fixture-quarter')).body)).toEqual(['fixture-quarter']);
    const wildcard = await list('search=%25');
    expect(wildcard.body.every((a) => a.name.includes('%') || a.slug.includes('%'))).toBe(true);
  });

  it('filters by slug: one, a comma list, slug[] or repeated keys', async () => {
    expect(slugs((await list(`slug=${areaSlug(4)}`)).body)).toEqual([areaSlug(4)]);
    const expected = [areaSlug(2), areaSlug(5)];
    for (const q of [
      `slug=${areaSlug(5)},${areaSlug(2)}`,
      `slug[]=${areaSlug(5)}&slug[]=${areaSlug(2)}`,
      `slug=${areaSlug(5)}&slug=${areaSlug(2)}`,
    ]) {
      expect(slugs((await list(q)).body), q).toEqual(expected);
    }
    expect((await list('slug=no-such-area')).body).toEqual([]);
  });

  it('includes and excludes ids; include wins over exclude', async () => {
    expect(slugs((await list(`include=${id(3)},${id(1)}`)).body)).toEqual([areaSlug(1), areaSlug(3)]);
    expect(slugs((await list(`include[]=${id(3)}&include[]=${id(1)}`)).body)).toEqual([areaSlug(1), areaSlug(3)]);
    const excluded = await list(`search=fixture-area&per_page=20&exclude=${id(1)},${id(2)}`);
    expect(slugs(excluded.body)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(areaSlug));
    expect(slugs((await list(`include=${id(1)}&exclude=${id(1)}`)).body)).toEqual([areaSlug(1)]);
    expect((await list('include=99999999999')).body).toEqual([]);
  });

  it('sorts by every WordPress ordering, both ways', async () => {
    const few = [3, 1, 2].map(id);
    const q = `include=${few.join(',')}`;
    const by = async (orderby: string, order = 'asc') => slugs((await list(`${q}&orderby=${orderby}&order=${order}`)).body);
    expect(await by('name')).toEqual([1, 2, 3].map(areaSlug));
    expect(await by('name', 'desc')).toEqual([3, 2, 1].map(areaSlug));
    expect(await by('slug', 'desc')).toEqual([3, 2, 1].map(areaSlug));
    expect(await by('include')).toEqual([3, 1, 2].map(areaSlug));
    expect(await by('include', 'desc')).toEqual([2, 1, 3].map(areaSlug));
    expect(await by('description')).toEqual([3, 2, 1].map(areaSlug));
    expect(await by('count', 'desc')).toEqual([1, 3, 2].map(areaSlug));
    const byId = [...few].sort((a, b) => a - b);
    expect((await list(`${q}&orderby=id`)).body.map((a) => a.id)).toEqual(byId);
    expect((await list(`${q}&orderby=term_group`)).status).toBe(200);
    const bySlugList = await list(`slug=${areaSlug(9)},${areaSlug(4)},${areaSlug(6)}&orderby=include_slugs`);
    expect(slugs(bySlugList.body)).toEqual([9, 4, 6].map(areaSlug));
  });

  it('hides empty areas on request', async () => {
    const res = await list('search=fixture&hide_empty=true&per_page=50');
    expect(slugs(res.body).sort()).toEqual([areaSlug(1), areaSlug(3), 'fixture-region']);
    expect((await list('search=fixture&hide_empty=0&per_page=50')).body).toHaveLength(14);
  });

  it('filters by parent and by post', async () => {
    expect(slugs((await list(`parent=${f.regionId}`)).body)).toEqual(['fixture-quarter']);
    const topLevel = await list('search=fixture-&parent=0&per_page=50');
    expect(slugs(topLevel.body)).not.toContain('fixture-quarter');
    expect(slugs(topLevel.body)).toContain('fixture-region');
    expect(slugs((await list(`post=${f.pageId}`)).body)).toEqual([areaSlug(1), areaSlug(3), 'fixture-region']);
    expect(slugs((await list(`post=${f.postId}`)).body)).toEqual([areaSlug(1)]);
  });

  it('refuses terms of posts that do not exist or are not public', async () => {
    const missing = await list('post=99999999');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 400 } });
    const draft = await list(`post=${f.draftId}`);
    expect(draft.status).toBe(401);
    expect(draft.body).toMatchObject({
      code: 'rest_forbidden_context',
      message: 'Sorry, you are not allowed to view terms for this post.',
    });
  });

  it('links a child to its parent and embeds the parent on _embed', async () => {
    const plain = await list('slug=fixture-quarter');
    expect(plain.body[0]._links.up).toEqual([{ embeddable: true, href: `${API}/area/${f.regionId}` }]);
    expect(plain.body[0]._embedded).toBeUndefined();
    const embedded = await list('slug=fixture-quarter&_embed');
    const parent = embedded.body[0]._embedded.up[0];
    expect(parent).toMatchObject({
      id: f.regionId,
      name: 'Fixture Region',
      slug: 'fixture-region',
      taxonomy: 'area',
      link: `${TEST_BASE_URL}/area/fixture-region/`,
    });
    expect(Object.keys(parent)).toEqual(['id', 'link', 'name', 'slug', 'taxonomy', '_links']);
    expect((await list('slug=fixture-quarter&_embed=author')).body[0]._embedded).toBeUndefined();
  });

  it('limits fields with _fields, nested ones included', async () => {
    const res = await list(`include=${id(1)}&_fields=id,name`);
    expect(res.body).toEqual([{ id: id(1), name: 'Fixture Area 01' }]);
    const nested = await list(`include=${id(1)}&_fields=slug,_links.self`);
    expect(nested.body).toEqual([{ slug: areaSlug(1), _links: { self: [{ href: `${API}/area/${id(1)}` }] } }]);
    const asList = await getJson(suite.app, `/wp-json/wp/v2/area/${id(1)}?_fields[]=id&_fields[]=count`);
    expect(asList.body).toEqual({ id: id(1), count: 2 });
  });

  it('shows fewer fields in the embed context and refuses the edit context', async () => {
    const embed = await list(`include=${id(1)}&context=embed`);
    expect(Object.keys(embed.body[0])).toEqual(['id', 'link', 'name', 'slug', 'taxonomy', '_links']);
    const edit = await list('context=edit');
    expect(edit.status).toBe(401);
    expect(edit.body).toEqual({
      code: 'rest_forbidden_context',
      message: 'Sorry, you are not allowed to edit terms in this taxonomy.',
      data: { status: 401 },
    });
    const editOne = await getJson(suite.app, `/wp-json/wp/v2/area/${id(1)}?context=edit`);
    expect(editOne.status).toBe(401);
    expect(editOne.body.message).toBe('Sorry, you are not allowed to edit this term.');
  });

  it('answers 404 for unknown terms and rest_no_route for ids that are not numbers', async () => {
    for (const bad of ['999999', '0', '99999999999']) {
      const res = await getJson(suite.app, `/wp-json/wp/v2/area/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body).toEqual({ code: 'rest_term_invalid', message: 'Term does not exist.', data: { status: 404 } });
    }
    expect((await getJson(suite.app, '/wp-json/wp/v2/area/999999?context=edit')).status).toBe(404);
    for (const bad of ['abc', '12abc', '-1']) {
      const res = await getJson(suite.app, `/wp-json/wp/v2/area/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body).toEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    }
  });

  it('accepts WordPress URL forms: trailing slash, ?rest_route= and an id in the query', async () => {
    expect((await getJson(suite.app, `/wp-json/wp/v2/area/${id(2)}/`)).body.slug).toBe(areaSlug(2));
    expect((await getJson(suite.app, `/?rest_route=/wp/v2/area/${id(2)}`)).body.slug).toBe(areaSlug(2));
    const plain = await getJson<Area[]>(suite.app, `/index.php?rest_route=%2Fwp%2Fv2%2Farea&include=${id(2)}`);
    expect(slugs(plain.body)).toEqual([areaSlug(2)]);
    expect((await getJson(suite.app, `/wp-json/wp/v2/area/${id(2)}?id=abc`)).body.slug).toBe(areaSlug(2));
    const pretty = await getJson(suite.app, `/wp-json/wp/v2/area/${id(2)}?_pretty`);
    expect(pretty.raw).toContain('{\n    "id": ');
  });

  it('sends CORS headers for browsers on other origins, and answers OPTIONS with the route', async () => {
    const res = await getJson(suite.app, '/wp-json/wp/v2/area?per_page=1', { origin: 'https://partner.example' });
    // Public reads only, never with credentials: `*` (test/integration/security.test.ts has the rest).
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const options = await suite.app.inject({ method: 'OPTIONS', url: '/wp-json/wp/v2/area' });
    expect(options.statusCode).toBe(200);
    expect(options.headers.allow).toBe('GET');
    expect(options.json()).toMatchObject({ namespace: 'wp/v2', methods: ['GET'] });
    const head = await suite.app.inject({ method: 'HEAD', url: '/wp-json/wp/v2/area' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-wp-total']).toBeDefined();
  });
});
