import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { withDropCap } from './drop-cap.ts';
import { textEditor } from './render.tsx';

const CAP = (letter: string) => `<span class="elementor-drop-cap"><span class="elementor-drop-cap-letter">${letter}</span></span>`;

describe('text editor drop cap', () => {
  it("wraps the first paragraph's first letter as Elementor's handler did", () => {
    expect(withDropCap('<p>Welcome home</p><p>Next</p>')).toBe(`<p>${CAP('W')}elcome home</p><p>Next</p>`);
    expect(withDropCap('<p style="text-align:left"> <strong>Casa</strong></p>')).toBe(
      `<p style="text-align:left"> <strong>${CAP('C')}asa</strong></p>`,
    );
    expect(withDropCap('<p>&ldquo;Quote&rdquo;</p>')).toBe(`<p>${CAP('&ldquo;')}Quote&rdquo;</p>`);
    expect(withDropCap('<p>Ünïcode</p>')).toBe(`<p>${CAP('Ü')}nïcode</p>`);
  });

  it('leaves text that does not start with a paragraph alone', () => {
    expect(withDropCap('<h2>Title</h2><p>x</p>')).toBe('<h2>Title</h2><p>x</p>');
    expect(withDropCap('<p><img src="a.jpg" alt="" /></p>')).toBe('<p><img src="a.jpg" alt="" /></p>');
  });

  it('renders the drop cap markup and view classes, and its colours per view', () => {
    const { html, css } = runWidget(textEditor, {
      editor: '<p>Sea views from every suite.</p>',
      drop_cap: 'yes',
      drop_cap_view: 'framed',
      drop_cap_primary_color: '#aa5500',
      drop_cap_typography_typography: 'custom',
      drop_cap_typography_font_size: { unit: 'px', size: 64 },
    });
    expect(html).toBe(
      `<div class="elementor-text-editor elementor-clearfix elementor-drop-cap-yes elementor-drop-cap-view-framed"><p>${CAP('S')}ea views from every suite.</p></div>`,
    );
    expect(css).toContain('.elementor-element-abc123 .elementor-drop-cap{color:#aa5500;border-color:#aa5500}');
    expect(css).toContain('.elementor-element-abc123 .elementor-drop-cap-letter{font-size:64px}');
  });

  it('prints columns and their gap per device', () => {
    const { css } = runWidget(textEditor, { text_columns: '2', text_columns_mobile: '1', column_gap: { unit: 'px', size: 48 } });
    expect(css).toContain('.elementor-element-abc123 .elementor-text-editor{columns:2;column-gap:48px}');
    expect(css).toContain('@media(max-width:767px){.elementor-element-abc123 .elementor-text-editor{columns:1}}');
  });
});
