// Text editor widget: stored rich text, sanitised, with an optional drop
// cap (made on the server: no JavaScript) and text columns (text_columns / column_gap, CSS only).
import { size, typography } from '../../model/values.ts';
import { colourOf, cx } from '../shared/css-parts.ts';
import { sanitizeRichText } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { withDropCap } from './drop-cap.ts';
import { textEditorBaseCss } from './base-css.ts';
import { textEditorDeclaration, type TextEditorSettings } from './schema.ts';
import type { CssSink } from '../../model/css.ts';

function dropCapCss(css: CssSink, selector: string, s: TextEditorSettings): void {
  const letter = `${selector} .elementor-drop-cap`;
  const primary = colourOf(s, 'drop_cap_primary_color');
  const secondary = colourOf(s, 'drop_cap_secondary_color');
  const view = s.drop_cap_view;
  css.add(letter, {
    color: view === 'stacked' ? secondary : primary,
    'background-color': view === 'stacked' ? primary : view === 'framed' ? secondary : undefined,
    'border-color': view === 'framed' ? primary : undefined,
    padding: view === 'default' ? undefined : size(s.drop_cap_size),
    'margin-inline-end': size(s.drop_cap_space),
    'border-radius': view === 'default' ? undefined : size(s.drop_cap_border_radius, '%'),
    'border-width': view === 'framed' ? size(s.drop_cap_border_width) : undefined,
  });
  typography(css, `${selector} .elementor-drop-cap-letter`, s, 'drop_cap_typography');
}

export const textEditor = defineWidget({
  declaration: textEditorDeclaration,
  baseCss: textEditorBaseCss,
  // The drop cap's colours and padding depend on its view: one rule built from several controls.
  css: ({ settings, selector, css }) => {
    if (settings.drop_cap === 'yes') dropCapCss(css, selector, settings);
  },
  Render: ({ settings }) => {
    // Printed as stored: Elementor runs no wpautop on it, so bare text stays bare (no paragraph margins).
    const clean = sanitizeRichText(settings.editor.trim());
    if (!clean) return null;
    const dropCap = settings.drop_cap === 'yes';
    // Wrapped after sanitising: the drop cap's spans are ours, not stored HTML.
    const html = dropCap ? withDropCap(clean) : clean;
    return (
      <div
        className={cx(
          'elementor-text-editor elementor-clearfix',
          dropCap && `elementor-drop-cap-yes elementor-drop-cap-view-${settings.drop_cap_view}`,
        )}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  },
});
