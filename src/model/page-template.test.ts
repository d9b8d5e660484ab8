// Elementor's page templates: which shell a page gets, and its body classes.
import { describe, expect, it } from 'vitest';
import { pageLayout } from './page-template.ts';

describe('pageLayout', () => {
  it('Canvas: the document alone, with the classes WordPress and Elementor give it', () => {
    expect(pageLayout({ template: 'elementor_canvas' })).toEqual({
      template: 'elementor_canvas',
      hasSiteShell: false,
      bodyClasses: ['page-template', 'page-template-elementor_canvas', 'elementor-template-canvas'],
    });
  });

  it('Elementor Full Width: header and footer around full-width content', () => {
    const layout = pageLayout({ template: 'elementor_header_footer' });
    expect(layout.hasSiteShell).toBe(true);
    expect(layout.bodyClasses).toEqual(['page-template', 'page-template-elementor_header_footer', 'elementor-template-full-width']);
  });

  it('the theme default when the setting is absent, "default", or a template this site does not have', () => {
    for (const settings of [undefined, {}, { template: 'default' }, { template: 'page-fullwidth.php' }, { template: 7 }]) {
      expect(pageLayout(settings)).toEqual({ template: 'default', hasSiteShell: true, bodyClasses: ['page-template-default'] });
    }
  });
});
