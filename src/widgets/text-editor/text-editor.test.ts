import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { sanitizeRichText } from '../shared/sanitize.ts';
import type { TextEditorSettings } from './schema.ts';
import { textEditor } from './render.tsx';

const run = (raw: Record<string, unknown>) => runWidget(textEditor, raw);

describe('text editor widget', () => {
  it('has Elementor defaults', () => {
    const s = textEditor.schema.parse({}) as TextEditorSettings;
    expect(s.editor).toMatch(/^<p>Lorem ipsum/);
    expect(s.drop_cap).toBe('');
    expect(s.drop_cap_view).toBe('default');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ editor: ['x'], drop_cap: 'maybe', drop_cap_view: 'huge' });
    expect(invalidKeys.sort()).toEqual(['drop_cap', 'drop_cap_view', 'editor']);
    expect(settings.drop_cap).toBe('');
  });

  it('prints bare text as it is, as Elementor does (no wpautop: no paragraph, no paragraph margins)', () => {
    expect(run({ editor: 'Hello' }).html).toBe('<div class="elementor-text-editor elementor-clearfix">Hello</div>');
    expect(run({ editor: '<p>Kept</p>' }).html).toBe('<div class="elementor-text-editor elementor-clearfix"><p>Kept</p></div>');
  });

  it('strips scripts, event handlers and javascript: URLs and keeps safe rich text', () => {
    const { html } = run({
      editor:
        '<p style="text-align:center;position:fixed" onclick="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">ok</a></p><script>alert(1)</script><img src="https://e.com/a.jpg" onerror="x()" alt="A">',
    });
    expect(html).not.toMatch(/script|onclick|onerror|javascript|position/);
    expect(html).toContain('<p style="text-align:center">');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener">ok</a>');
    expect(html).toContain('<img src="https://e.com/a.jpg" alt="A" loading="lazy" decoding="async" />');
  });

  it('sanitizeRichText is idempotent so saving then rendering changes nothing', () => {
    const once = sanitizeRichText(
      '<h2>Rooms</h2><ul><li><strong>Sea</strong> view</li></ul><blockquote>Q</blockquote><iframe src="x"></iframe>',
    );
    expect(once).toBe('<h2>Rooms</h2><ul><li><strong>Sea</strong> view</li></ul><blockquote>Q</blockquote>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('adds drop cap classes and CSS only when asked', () => {
    expect(run({}).css).toBe('');
    const { html, css } = run({
      drop_cap: 'yes',
      drop_cap_view: 'stacked',
      drop_cap_primary_color: '#ff0000',
      drop_cap_size: { unit: 'px', size: 12 },
    });
    expect(html).toContain('class="elementor-text-editor elementor-clearfix elementor-drop-cap-yes elementor-drop-cap-view-stacked"');
    expect(css).toContain('.elementor-element-abc123 .elementor-drop-cap{background-color:#ff0000;padding:12px}');
  });

  it('emits alignment, colour, columns and spacing per device', () => {
    const { css } = run({
      align: 'center',
      align_tablet: 'left',
      text_color: '#333333',
      text_columns: '2',
      text_columns_mobile: '1',
      paragraph_spacing: { unit: 'px', size: 0 },
    });
    expect(css).toContain('.elementor-element-abc123{text-align:center;color:#333333}');
    expect(css).toContain('.elementor-element-abc123 .elementor-text-editor{columns:2}');
    expect(css).toContain('.elementor-element-abc123 .elementor-text-editor p{margin-block-end:0}');
    expect(css).toContain('@media(max-width:1024px){.elementor-element-abc123{text-align:left}}');
    expect(css).toContain('@media(max-width:767px){.elementor-element-abc123 .elementor-text-editor{columns:1}}');
  });
});
