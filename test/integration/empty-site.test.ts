// An empty site (what `foyer init` starts: Elementor's default kit, no content, one administrator)
// through the real app, on SQLite and PostgreSQL: `/` welcomes with a 200 in the theme instead of a
// 404, the REST API lists nothing, /healthz and the back office answer, and no demo content shows.
import { beforeAll, expect, it } from 'vitest';
import { initEmptySite, siteState } from '../../src/content/site-init.ts';
import { savePost } from '../../src/content/save-post.ts';
import { setSetting } from '../../src/db/repositories/settings.ts';
import { loadAdminAssets } from '../../src/server/routes/admin-page.ts';
import { describeDatabases } from '../helpers/app.ts';

const PASSWORD = 'Quiet-Harbour 2026';
/** Words only the demo hotel's content has. */
const DEMO = /Casa Alba|Porto Alba|gconti|Giulia/;

describeDatabases(
  'an empty site',
  (suite) => {
    beforeAll(async () => {
      const result = await initEmptySite(suite.db.kysely, {
        administrator: { login: 'owner', email: 'owner@hotel.test' },
        password: PASSWORD,
        siteName: 'Albergo Nuovo',
      });
      expect(result.ok).toBe(true);
      expect(await siteState(suite.db.kysely)).toBe('empty');
    });

    it('welcomes at / in the theme, says there is no content yet and links staff to /admin', async () => {
      const res = await suite.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      // Never stored: the first published page replaces it.
      expect(res.headers['cache-control']).not.toMatch(/s-maxage|public/);
      expect(res.body).toContain('<title>Albergo Nuovo</title>');
      expect(res.body).toMatch(/<h1[^>]*>Albergo Nuovo<\/h1>/);
      expect(res.body).toContain('This site has no content yet');
      expect(res.body).toContain('<a href="/admin/">log in to the back office</a>');
      // The theme's page: its header, the kit's globals (Elementor's default colours).
      expect(res.body).toContain('id="masthead"');
      expect(res.body).toContain('--e-global-color-primary:#6EC1E4');
      expect(res.body).not.toMatch(DEMO);
    });

    it('answers other addresses with the styled 404, searches with no results', async () => {
      for (const url of ['/about/', '/?p=1', '/area/coast/']) {
        const res = await suite.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain('This page could not be found');
      }
      const search = await suite.app.inject({ method: 'GET', url: '/?s=pool' });
      expect(search.statusCode).toBe(200);
      expect(search.body).not.toMatch(DEMO);
    });

    it('lists nothing in the REST API', async () => {
      const index = await suite.app.inject({ method: 'GET', url: '/wp-json/' });
      expect(index.statusCode).toBe(200);
      expect(index.json().name).toBe('Albergo Nuovo');
      const areas = await suite.app.inject({ method: 'GET', url: '/wp-json/wp/v2/area' });
      expect(areas.statusCode).toBe(200);
      expect(areas.json()).toEqual([]);
      expect(areas.headers['x-wp-total']).toBe('0');
    });

    it('is healthy, and its administrator logs in to the back office', async () => {
      const health = await suite.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const page = await suite.app.inject({ method: 'GET', url: '/admin/' });
      expect(page.statusCode).toBe(loadAdminAssets().script ? 200 : 503);
      expect(page.body).toContain('"siteName":"Albergo Nuovo"');
      const anon = /foyer_anon=([^;]+)/.exec(String(page.headers['set-cookie']))?.[1];
      const session = await suite.app.inject({ method: 'GET', url: '/admin/api/session', headers: { cookie: `foyer_anon=${anon}` } });
      const login = await suite.app.inject({
        method: 'POST',
        url: '/admin/api/login',
        headers: { cookie: `foyer_anon=${anon}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ user: 'owner', pass: PASSWORD, nonce: session.json().nonces.login }),
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().account).toMatchObject({ login: 'owner', role: 'administrator' });
    });

    it('serves its first published front page at / instead of the welcome', async () => {
      const id = await savePost(suite.db.kysely, {
        type: 'page',
        slug: 'welcome',
        title: 'Welcome',
        status: 'published',
        elements: [
          {
            id: 'a1',
            elType: 'widget',
            widgetType: 'heading',
            settings: { title: 'Rooms with a view' },
            elements: [],
          },
        ],
      });
      await setSetting(suite.db.kysely, 'page_on_front', id);
      const res = await suite.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Rooms with a view');
      expect(res.body).not.toContain('This site has no content yet');
    });
  },
  { seed: false },
);
