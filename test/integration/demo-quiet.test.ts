// The demo renders without a warning: every published page and post, an area archive, search results
// and the 404 page are rendered and nothing is logged at warn level or above (an invalid setting in a
// demo document, a widget that fails, a template that cannot be chosen). A widget change that makes
// the demo's own settings invalid fails here, by name, instead of a quiet fallback on every render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../helpers/app.ts';

describe('the demo renders quietly', () => {
  let test: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    test = await createTestApp({
      config: { baseUrl: TEST_BASE_URL, pageCache: false },
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
    });
  }, 60_000);
  afterAll(() => test?.close());

  it('logs nothing at warn level or above on any demo page', async () => {
    const rows = await test.db.kysely.selectFrom('posts').select(['slug', 'type', 'status']).where('status', '=', 'published').execute();
    const paths = [
      ...rows.filter((r) => r.type === 'page' || r.type === 'post').map((r) => `/${r.slug}/`),
      '/',
      '/area/old-town/',
      '/?s=pool',
      '/no-such-page/',
    ];
    expect(paths.length).toBeGreaterThan(15);
    const mark = logs.length;
    for (const url of paths) {
      const res = await test.app.inject({ url });
      expect([200, 301, 404], url).toContain(res.statusCode);
    }
    const loud = logs
      .slice(mark)
      .map((line) => JSON.parse(line) as { level: number; msg: string; type?: string; keys?: string[]; id?: string })
      .filter((entry) => entry.level >= 40)
      .map((entry) => `${entry.msg}${entry.type ? ` (${entry.type} ${entry.id}: ${entry.keys?.join(', ') ?? ''})` : ''}`);
    expect(loud).toEqual([]);
  }, 60_000);
});
