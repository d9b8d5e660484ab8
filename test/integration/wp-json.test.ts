// The REST index (/wp-json/), namespace index and unknown REST routes, including discovery the
// way an off-the-shelf WordPress client does it over real HTTP.
import { expect, it } from 'vitest';
import { describeArgs } from '../../src/server/rest/params.ts';
import { termCollectionParams } from '../../src/server/rest/term-resource.ts';
import { describeDatabases, TEST_BASE_URL } from '../helpers/app.ts';
import { getJson, linksOf } from '../helpers/http.ts';

const AREA_ITEM_ROUTE = '/wp/v2/area/(?P<id>[\\d]+)';
type Arg = {
  type?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  items?: { type: string };
  maxItems?: number;
  default?: unknown;
};

describeDatabases('REST index', (suite) => {
  it('describes the site, its namespaces and every route', async () => {
    const res = await getJson(suite.app, '/wp-json/');
    expect(res.status).toBe(200);
    const index = res.body;
    expect(Object.keys(index)).toEqual([
      'name',
      'description',
      'url',
      'home',
      'gmt_offset',
      'timezone_string',
      'page_for_posts',
      'page_on_front',
      'show_on_front',
      'namespaces',
      'authentication',
      'routes',
      'site_logo',
      'site_icon',
      'site_icon_url',
      '_links',
    ]);
    const site = await suite.app.foyer.site();
    expect(index).toMatchObject({
      name: site.kit.site_name,
      description: site.kit.site_description,
      url: TEST_BASE_URL,
      home: TEST_BASE_URL,
    });
    expect(index.namespaces).toContain('wp/v2');
    expect(index.page_on_front).toBe(await suite.app.foyer.frontPageId());
    expect(Object.keys(index.routes).slice(0, 2)).toEqual(['/', '/wp/v2']);
    expect(index.routes['/']).toEqual({
      namespace: '',
      methods: ['GET'],
      endpoints: [{ methods: ['GET'], args: { context: { default: 'view', required: false } } }],
      _links: { self: [{ href: `${TEST_BASE_URL}/wp-json/` }] },
    });
    expect(index.routes['/wp/v2/area']._links).toEqual({ self: [{ href: `${TEST_BASE_URL}/wp-json/wp/v2/area` }] });
    expect(index.routes[AREA_ITEM_ROUTE]._links).toBeUndefined();
    expect(Object.keys(index.routes[AREA_ITEM_ROUTE].endpoints[0].args)).toEqual(['id', 'context']);
    expect(index._links).toEqual({ help: [{ href: 'https://developer.wordpress.org/rest-api/' }] });
  });

  it('publishes the area arguments from the schema that validates them', async () => {
    const { body } = await getJson(suite.app, '/wp-json/');
    const args = body.routes['/wp/v2/area'].endpoints[0].args as Record<string, Arg>;
    expect(args).toEqual(JSON.parse(JSON.stringify(describeArgs(termCollectionParams))));
    expect(args.per_page).toEqual({
      description: 'Maximum number of items to be returned in result set.',
      type: 'integer',
      default: 10,
      minimum: 1,
      maximum: 100,
      required: false,
    });
    expect(args.context).toEqual({
      description: 'Scope under which the request is made; determines fields present in response.',
      type: 'string',
      enum: ['view', 'embed', 'edit'],
      default: 'view',
      required: false,
    });
  });

  it('rejects, for every published argument, a value its description rules out', async () => {
    const { body } = await getJson(suite.app, '/wp-json/');
    const args = body.routes['/wp/v2/area'].endpoints[0].args as Record<string, Arg>;
    const bad = (name: string, arg: Arg): string[] => {
      if (arg.enum) return [`${name}=not-an-option`];
      if (arg.type === 'integer') {
        const out = [`${name}=x`];
        if (arg.minimum !== undefined) out.push(`${name}=${arg.minimum - 1}`);
        if (arg.maximum !== undefined) out.push(`${name}=${arg.maximum + 1}`);
        return out;
      }
      if (arg.type === 'boolean') return [`${name}=maybe`];
      if (arg.type === 'array') {
        const tooMany =
          arg.maxItems !== undefined ? [`${name}=${Array.from({ length: arg.maxItems + 1 }, (_, i) => i + 1).join(',')}`] : [];
        return [`${name}[k]=1`, ...(arg.items?.type === 'integer' ? [`${name}=1,x`] : []), ...tooMany];
      }
      return [`${name}[]=a`];
    };
    for (const [name, arg] of Object.entries(args)) {
      for (const query of bad(name, arg)) {
        const res = await getJson(suite.app, `/wp-json/wp/v2/area?${query}`);
        expect(res.status, query).toBe(400);
        expect(Object.keys(res.body.data.params), query).toEqual([name]);
      }
      const fine = arg.default;
      if (fine !== undefined && fine !== null && !Array.isArray(fine) && fine !== 'edit') {
        expect((await getJson(suite.app, `/wp-json/wp/v2/area?${name}=${fine}`)).status, `${name}=${fine}`).toBe(200);
      }
    }
  });

  it('answers the same at /wp-json, /?rest_route=/ and with _fields', async () => {
    const canonical = await getJson(suite.app, '/wp-json/');
    expect((await getJson(suite.app, '/wp-json')).body).toEqual(canonical.body);
    expect((await getJson(suite.app, '/?rest_route=/')).body).toEqual(canonical.body);
    const few = await getJson(suite.app, '/wp-json/?_fields=name,namespaces');
    expect(Object.keys(few.body)).toEqual(['name', 'namespaces']);
  });

  it('serves the wp/v2 namespace index', async () => {
    const res = await getJson(suite.app, '/wp-json/wp/v2');
    expect(res.status).toBe(200);
    expect(res.body.namespace).toBe('wp/v2');
    expect(Object.keys(res.body.routes)).toEqual(expect.arrayContaining(['/wp/v2', '/wp/v2/area', AREA_ITEM_ROUTE]));
    expect(res.body.routes['/']).toBeUndefined();
    expect(res.body._links).toEqual({ up: [{ href: `${TEST_BASE_URL}/wp-json/` }] });
    expect((await getJson(suite.app, '/?rest_route=/wp/v2')).body).toEqual(res.body);
  });

  it('answers unknown REST routes with rest_no_route JSON', async () => {
    for (const [method, url] of [
      ['GET', '/wp-json/foo'],
      ['GET', '/wp-json/wp/v2/nothing-here'],
      // A wrong method on a known route is a 405 in the same shape (protocol-edges.test.ts).
      ['POST', '/wp-json/wp/v2/nothing-here'],
      ['GET', '/?rest_route=/foo/bar'],
    ] as const) {
      const res = await suite.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json; charset=utf-8$/i);
      expect(res.json(), url).toEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    }
  });
});

describeDatabases(
  'REST discovery over HTTP',
  (suite) => {
    it('finds the API from the home page Link header and reads the areas through it', async () => {
      const origin = await suite.app.listen({ port: 0, host: '127.0.0.1' });
      const home = await fetch(`${origin}/`);
      expect(home.status).toBe(200);
      await home.arrayBuffer();
      const apiRoot = linksOf({ link: home.headers.get('link') ?? '' })['https://api.w.org/'];
      expect(apiRoot).toBe(`${origin}/wp-json/`);

      const index = (await (await fetch(apiRoot)).json()) as { routes: Record<string, { _links?: { self: Array<{ href: string }> } }> };
      const areasUrl = index.routes['/wp/v2/area']?._links?.self[0].href;
      expect(areasUrl).toBe(`${origin}/wp-json/wp/v2/area`);

      const areas = await fetch(`${areasUrl}?per_page=100`, { headers: { origin: 'https://other.example' } });
      expect(areas.status).toBe(200);
      expect(areas.headers.get('access-control-expose-headers')).toBe('X-WP-Total, X-WP-TotalPages, Link');
      const list = (await areas.json()) as Array<{ name: string; link: string }>;
      expect(list.length).toBe(Number(areas.headers.get('x-wp-total')));
      for (const area of list) expect(area.link.startsWith(`${origin}/area/`)).toBe(true);
    });
  },
  { config: { baseUrl: undefined } },
);
