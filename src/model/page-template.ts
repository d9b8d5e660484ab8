// Elementor's page templates (the document's "Page Layout" setting, `template`): which parts of the
// site shell surround a page, and the body classes WordPress and Elementor give it.
export const PAGE_TEMPLATES = ['default', 'elementor_canvas', 'elementor_header_footer'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export interface PageLayout {
  template: PageTemplate;
  /** The site header and footer (templates or the theme's) and the theme's extras around the page. */
  hasSiteShell: boolean;
  /** Body classes: WordPress's `page-template…` and Elementor's `elementor-template-…`. */
  bodyClasses: string[];
}

/**
 * The layout of a page from its settings. Anything other than the two Elementor templates is the
 * theme's default, as in WordPress, where an unknown template file falls back to the default: a
 * document exported from a site with another theme's template (`page-fullwidth.php`) still renders.
 */
export function pageLayout(settings: Record<string, unknown> | undefined): PageLayout {
  const value = settings?.template;
  const template = (PAGE_TEMPLATES as readonly unknown[]).includes(value) ? (value as PageTemplate) : 'default';
  if (template === 'elementor_canvas') {
    return {
      template,
      hasSiteShell: false,
      bodyClasses: ['page-template', 'page-template-elementor_canvas', 'elementor-template-canvas'],
    };
  }
  if (template === 'elementor_header_footer') {
    return {
      template,
      hasSiteShell: true,
      bodyClasses: ['page-template', 'page-template-elementor_header_footer', 'elementor-template-full-width'],
    };
  }
  return { template, hasSiteShell: true, bodyClasses: ['page-template-default'] };
}
