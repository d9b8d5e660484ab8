// Popups through the real server: which popups a page carries by their display conditions, how they
// are rendered (hidden, in their own scope, with their settings), the boot config, and the page cache.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { parseDocument } from '../../src/model/element.ts';
import { addAreaFixtures, areaSlug, headingPage, type AreaFixtures } from '../helpers/fixtures.ts';
import { describeDatabases } from '../helpers/app.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'elementor', 'site-kit-popup-newsletter.json');

describeDatabases('popups', (suite) => {
  let f: AreaFixtures;
  const ids: Record<string, number> = {};
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  const popup = (
    slug: string,
    conditions: string[],
    options: { status?: 'draft' | 'published'; settings?: Record<string, unknown> } = {},
  ) =>
    savePost(suite.db.kysely, {
      type: 'popup',
      slug,
      title: `Popup ${slug}`,
      status: options.status ?? 'published',
      conditions,
      elements: headingPage(slug, `Marker ${slug}`),
      pageSettings: options.settings ?? {},
    });

  beforeAll(async () => {
    f = await addAreaFixtures(suite.db);
    ids.everywhere = await popup('t-everywhere', ['include/general', `exclude/singular/page/${f.pageId}`]);
    ids.front = await popup('t-front', ['include/singular/front_page']);
    ids.pageA = await popup('t-page-a', [`include/singular/page/${f.pageId}`]);
    ids.areas = await popup('t-areas', ['include/archive/area', `exclude/archive/area/${f.regionId}`]);
    ids.search = await popup('t-search', ['include/archive/search']);
    ids.missing = await popup('t-404', ['include/singular/not_found404']);
    ids.draft = await popup('t-draft', ['include/general'], { status: 'draft' });
    ids.none = await popup('t-none', []);
    // An imported site-kit popup: its display settings stored as the CLI stores them.
    const doc = parseDocument(JSON.parse(readFileSync(FIXTURE, 'utf8')));
    ids.imported = await savePost(suite.db.kysely, {
      type: 'popup',
      slug: 't-imported',
      title: 'Imported newsletter',
      status: 'published',
      conditions: [`include/singular/page/${f.pageId}`],
      elements: doc.elements,
      pageSettings: { ...doc.pageSettings, display: doc.displaySettings },
    });
  });

  /** Which of the test popups a page carries. */
  const carried = (html: string) =>
    Object.entries(ids)
      .filter(([, id]) => html.includes(`data-popup-id="${id}"`))
      .map(([name]) => name)
      .sort();

  it('gives a page the popups whose conditions include it and none that exclude it', async () => {
    const res = await get('/fixture-page-a/');
    expect(res.statusCode).toBe(200);
    expect(carried(res.body)).toEqual(['imported', 'pageA']);
  });

  it('gives the front page the entire-site and front-page popups', async () => {
    const res = await get('/');
    expect(carried(res.body)).toEqual(['everywhere', 'front']);
  });

  it('gives area archives the area popup except where excluded', async () => {
    expect(carried((await get(`/area/${areaSlug(3)}/`)).body)).toEqual(['areas', 'everywhere']);
    expect(carried((await get('/area/fixture-region/')).body)).toEqual(['everywhere']);
  });

  it('gives search results and the 404 their own popups', async () => {
    expect(carried((await get('/?s=harbour')).body)).toEqual(['everywhere', 'search']);
    const missing = await get('/no-such-page/');
    expect(missing.statusCode).toBe(404);
    expect(carried(missing.body)).toEqual(['everywhere', 'missing']);
  });

  it('renders a popup hidden, as a labelled modal dialog in its own document scope', async () => {
    const html = (await get('/')).body;
    const id = ids.front;
    const start = html.indexOf(`<div id="elementor-popup-modal-${id}"`);
    expect(start).toBeGreaterThan(-1);
    const modal = html.slice(start, html.indexOf('</div></div></div>', start));
    expect(modal).toMatch(/class="elementor-popup-modal foyer-popup" hidden=""/);
    expect(modal).toContain('data-behaviours="popup-watch"');
    expect(modal).toContain('role="dialog" aria-modal="true" aria-label="Marker t-front"');
    expect(modal).toContain('<button type="button" class="dialog-close-button dialog-lightbox-close-button" aria-label="Close">');
    expect(modal).toContain(
      `data-elementor-type="popup" data-elementor-id="${id}" class="elementor elementor-${id} elementor-location-popup"`,
    );
    expect(modal).toContain('Marker t-front');
    // Its modal rules are scoped by its id, with the declaration's defaults.
    expect(html).toContain(`#elementor-popup-modal-${id} .dialog-message{width:640px;height:auto}`);
    expect(html).toContain('.elementor-popup-modal[hidden]{display:none}');
  });

  it('keeps imported triggers and timing in their stored shape and reads the popup settings', async () => {
    const html = (await get('/fixture-page-a/')).body;
    const match = new RegExp(`id="elementor-popup-modal-${ids.imported}"[^>]*data-settings="([^"]*)"`).exec(html);
    const settings = JSON.parse((match?.[1] ?? '{}').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
    expect(settings).toMatchObject({
      id: ids.imported,
      triggers: { page_load: 'yes', page_load_delay: 4, exit_intent: 'yes' },
      timing: {
        page_views: 'yes',
        page_views_views: 2,
        devices: 'yes',
        devices_devices: ['desktop', 'tablet'],
        times: 'yes',
        times_times: 1,
      },
      avoid_multiple_popups: true,
      prevent_close_on_background_click: false,
      entrance_animation: 'fadeInUp',
      exit_animation: 'fadeIn',
      entrance_animation_duration: 0.6,
      a11y_navigation: true,
      close_button_position: 'inside',
    });
    expect(html).toContain(`#elementor-popup-modal-${ids.imported} .dialog-message{width:560px;height:auto}`);
    // Its element rules are scoped by its own document (the container's padding).
    expect(html).toMatch(new RegExp(`\\.elementor-${ids.imported} \\.elementor-element-9e44b201[^{]*\\{[^}]*padding:40px 32px`));
    expect(html).toMatch(
      new RegExp(`@media\\(max-width:767px\\)\\{[^}]*#elementor-popup-modal-${ids.imported} \\.dialog-message\\{width:92vw\\}`),
    );
    expect(html).toContain(`#elementor-popup-modal-${ids.imported} .dialog-close-button{color:#24303B}`);
    expect(html).toContain(`#elementor-popup-modal-${ids.imported} .dialog-widget-content{animation-duration:0.6s}`);
  });

  it('puts what the timing rules need in the boot config', async () => {
    const before = Date.now();
    const html = (await get('/fixture-post-b/')).body;
    const json = /<script type="application\/json" id="foyer-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const config = JSON.parse(json) as {
      popups?: { serverTime: number; timezone: string; loggedIn: boolean; roles: string[]; isEditor: boolean };
    };
    expect(config.popups).toMatchObject({ timezone: 'UTC', loggedIn: false, roles: [], isEditor: false });
    expect(config.popups?.serverTime).toBeGreaterThanOrEqual(before - 60_000);
    expect((config.popups?.serverTime ?? 1) % 60_000).toBe(0);
    expect(config.popups?.serverTime).toBeLessThanOrEqual(Date.now());
  });

  it('clears cached pages carrying a popup when the popup is published, changed or unpublished', async () => {
    await get('/fixture-post-b/');
    expect((await get('/fixture-post-b/')).body).toContain('Marker t-everywhere');
    await savePost(suite.db.kysely, {
      id: ids.everywhere,
      type: 'popup',
      slug: 't-everywhere',
      title: 'Popup t-everywhere',
      status: 'published',
      elements: headingPage('t-everywhere', 'Changed everywhere'),
    });
    const changed = (await get('/fixture-post-b/')).body;
    expect(changed).toContain('Changed everywhere');
    expect(changed).not.toContain('Marker t-everywhere');
    // Publishing the draft puts it on every page at once.
    await savePost(suite.db.kysely, {
      id: ids.draft,
      type: 'popup',
      slug: 't-draft',
      title: 'Popup t-draft',
      status: 'published',
      elements: headingPage('t-draft', 'Marker t-draft'),
    });
    expect(carried((await get('/fixture-post-b/')).body)).toContain('draft');
  });

  it('ignores unknown conditions and invalid settings without failing the page', async () => {
    const id = await popup('t-broken', ['include/general/nonsense', 'include/singular/post'], {
      settings: { width: 'wide', close_button_delay: 'soon', classes: '"><script>', entrance_animation: 'x;}' },
    });
    const res = await get('/fixture-post-b/');
    expect(res.statusCode).toBe(200);
    const start = res.body.indexOf(`id="elementor-popup-modal-${id}"`);
    expect(start).toBeGreaterThan(-1);
    const tag = res.body.slice(start, res.body.indexOf('>', start));
    expect(tag).toContain('class="elementor-popup-modal foyer-popup"');
    expect(tag).toContain('&quot;close_button_delay&quot;:0');
    expect(tag).toContain('&quot;entrance_animation&quot;:&quot;&quot;');
    expect(res.body).not.toContain('"><script>');
  });
});
