// Display conditions through the real server: which header, footer and 404 template each request gets.
import { beforeAll, expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { getPostById } from '../../src/db/repositories/posts.ts';
import { addAreaFixtures, areaSlug, headingPage, type AreaFixtures } from '../helpers/fixtures.ts';
import { describeDatabases } from '../helpers/app.ts';

describeDatabases('template display conditions', (suite) => {
  let f: AreaFixtures;
  let archiveHeaderPost: number;
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  const template = (slug: string, templateType: string, conditions: string[], text: string) =>
    savePost(suite.db.kysely, {
      type: 'template',
      slug,
      title: slug,
      status: 'published',
      templateType,
      conditions,
      elements: headingPage(slug, text),
    });

  beforeAll(async () => {
    f = await addAreaFixtures(suite.db);
    archiveHeaderPost = await template('area-header', 'header', ['include/archive/area'], 'Area archive header');
    await template('quarter-header', 'header', [`include/archive/child_of_area/${f.regionId}`], 'Quarter header');
    await template('front-header', 'header', ['include/singular/front_page'], 'Front page header');
    await template('region-header', 'header', [`include/singular/in_area/${f.regionId}`], 'Region page header');
    await template('posts-footer', 'footer', ['include/singular/post', 'exclude/singular/post/999999'], 'Post footer');
    await template('not-page-a-footer', 'footer', ['include/singular', `exclude/singular/page/${f.pageId}`], 'Singular footer');
    await template('broken-footer', 'footer', ['include/singular/room', 'nonsense'], 'Never shown');
    await template('missing', 'single', ['include/singular/not_found404'], 'Lost your way?');
    // A draft never applies, whatever its conditions.
    await savePost(suite.db.kysely, {
      type: 'template',
      slug: 'draft-header',
      title: 'draft',
      status: 'draft',
      templateType: 'header',
      conditions: ['include/general'],
      elements: headingPage('draft', 'Draft header'),
    });
  });

  const headers = (html: string) => ({
    // The demo has no header template: pages no header template matches get the theme header.
    theme: html.includes('<header id="masthead" class="site-header foyer-theme-header'),
    area: html.includes('Area archive header'),
    quarter: html.includes('Quarter header'),
    front: html.includes('Front page header'),
    region: html.includes('Region page header'),
    draft: html.includes('Draft header'),
  });
  const only = (name: string) => ({ theme: false, area: false, quarter: false, front: false, region: false, draft: false, [name]: true });

  it('stores the conditions with the template', async () => {
    expect((await getPostById(suite.db.kysely, archiveHeaderPost))?.conditions).toEqual(['include/archive/area']);
  });

  it('gives the front page its own header', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(headers(res.body)).toEqual(only('front'));
    expect(res.body).toContain('Singular footer');
  });

  it('gives an area archive the area header, and a child area the more specific one', async () => {
    const area = await get(`/area/${areaSlug(2)}/`);
    expect(area.statusCode).toBe(200);
    expect(headers(area.body)).toEqual(only('area'));
    const quarter = await get('/area/fixture-quarter/');
    expect(headers(quarter.body)).toEqual(only('quarter'));
    // Archives match no singular footer, and the demo footer (entire site) remains.
    expect(area.body).not.toContain('Singular footer');
    expect(area.body).not.toContain('Post footer');
  });

  it('gives a 404 the theme header (no header template matches) and the 404 template instead of the built-in page', async () => {
    const res = await get('/no-such-page/');
    expect(res.statusCode).toBe(404);
    expect(headers(res.body)).toEqual(only('theme'));
    expect(res.body).toContain('Lost your way?');
    expect(res.body).toContain('Singular footer'); // Elementor's "singular" covers the 404 too
  });

  it('matches a page by the terms it is in, and excludes one page by id', async () => {
    const res = await get('/fixture-page-a/');
    expect(headers(res.body)).toEqual(only('region'));
    expect(res.body).not.toContain('Singular footer');
    expect(res.body).not.toContain('Never shown');
  });

  it('prefers the post-type footer on a post, and ignores unknown conditions', async () => {
    const res = await get('/fixture-post-b/');
    expect(res.statusCode).toBe(200);
    expect(headers(res.body)).toEqual(only('theme'));
    expect(res.body).toContain('Post footer');
    expect(res.body).not.toContain('Singular footer');
    expect(res.body).not.toContain('Never shown');
  });
});
