// HTML widget: the stored markup as saved. Saving is the gate (src/content/save-post.ts): markup
// from a role without unfiltered HTML was cleaned then, and a rendered document is the saved one.
import { defineWidget } from '../../contracts/widget.ts';
import { htmlDeclaration } from './schema.ts';

export const html = defineWidget({
  declaration: htmlDeclaration,
  // React needs an element to hold raw HTML; `display: contents` keeps it out of the layout, so
  // the markup sits in `.elementor-widget-container` as Elementor puts it.
  baseCss: '.elementor-widget-html .e-html-code{display:contents}',
  Render: ({ settings }) => {
    const markup = settings.html.trim();
    if (!markup) return null;
    return <div className="e-html-code" dangerouslySetInnerHTML={{ __html: markup }} />;
  },
});
