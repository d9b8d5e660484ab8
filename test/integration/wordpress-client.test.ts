// An off-the-shelf WordPress REST client (node-wpapi) finds the API from the home page's Link
// header alone, builds its routes from /wp-json/, and reads the areas with paging, over real HTTP.
import type { AddressInfo } from 'node:net';
import WPAPI from 'wpapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../helpers/app.ts';

for (const dialect of testDialects()) {
  describe(`a WordPress REST client discovers and uses the areas API [${dialect}]`, () => {
    let test: TestApp;
    let base: string;
    beforeAll(async () => {
      // No BASE_URL: links follow the host the client asked, as on a site without one configured.
      test = await createTestApp({ dialect, config: { baseUrl: undefined } });
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => test?.close());

    it('discovers the API from the home page and pages through the areas', async () => {
      const site = await WPAPI.discover(`${base}/`);
      const expected = (await test.app.inject({ method: 'GET', url: '/wp-json/wp/v2/area?per_page=100' })).json() as Array<{
        name: string;
      }>;
      expect(expected.length).toBeGreaterThanOrEqual(5);

      const first = await site.namespace('wp/v2').area().perPage(2).page(1);
      expect(first).toHaveLength(2);
      expect(first._paging?.total).toBe(expected.length);
      expect(first._paging?.totalPages).toBe(Math.ceil(expected.length / 2));

      // Follow the client's own "next" links to the end: every area once, in the API's order.
      const names = first.map((a) => a.name);
      for (let next = first._paging?.next; next;) {
        const page = await next;
        names.push(...page.map((a) => a.name));
        next = page._paging?.next;
      }
      expect(names).toEqual(expected.map((a) => a.name));
    });

    it('reads one area by id, with a link the client can follow', async () => {
      const site = await WPAPI.discover(`${base}/`);
      const [area] = await site.namespace('wp/v2').area().perPage(1);
      const one = await site.namespace('wp/v2').area().id(Number(area.id));
      expect(one.name).toBe(area.name);
      expect(one.taxonomy).toBe('area');
      const page = await fetch(String(one.link));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(String(one.name));
    });
  });
}
