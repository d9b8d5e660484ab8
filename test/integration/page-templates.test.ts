// Elementor's page templates through the real server: a Canvas page is the document alone (no theme
// header, no footer template), Elementor Full Width and the theme default keep both, and an unknown
// template name falls back to the default instead of failing the page.
import { beforeAll, expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { describeDatabases } from '../helpers/app.ts';
import { headingPage } from '../helpers/fixtures.ts';

const THEME_HEADER = 'id="masthead"';
const FOOTER_TEMPLATE = 'elementor-location-footer';

describeDatabases('page templates', (suite) => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });
  const bodyClasses = (html: string) => (/<body class="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');

  beforeAll(async () => {
    const page = (slug: string, template: unknown) =>
      savePost(suite.db.kysely, {
        type: 'page',
        slug,
        title: slug,
        status: 'published',
        elements: headingPage(`${slug}-h`, `Heading of ${slug}`),
        pageSettings: template === undefined ? {} : { template },
      });
    await page('canvas-page', 'elementor_canvas');
    await page('full-width-page', 'elementor_header_footer');
    await page('default-page', undefined);
    await page('unknown-template-page', 'page-fullwidth.php');
  });

  it('renders a Canvas page without the site header and footer', async () => {
    const res = await get('/canvas-page/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Heading of canvas-page');
    expect(res.body).not.toContain(THEME_HEADER);
    expect(res.body).not.toContain(FOOTER_TEMPLATE);
    expect(bodyClasses(res.body)).toEqual(expect.arrayContaining(['page-template-elementor_canvas', 'elementor-template-canvas']));
  });

  it('keeps the header and footer around Elementor Full Width and default pages', async () => {
    for (const [slug, cls] of [
      ['full-width-page', 'elementor-template-full-width'],
      ['default-page', 'page-template-default'],
    ]) {
      const res = await get(`/${slug}/`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.body, slug).toContain(THEME_HEADER);
      expect(res.body, slug).toContain(FOOTER_TEMPLATE);
      expect(bodyClasses(res.body), slug).toContain(cls);
    }
  });

  it('treats a template the site does not have as the default', async () => {
    const res = await get('/unknown-template-page/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(THEME_HEADER);
    expect(bodyClasses(res.body)).toContain('page-template-default');
  });
});
