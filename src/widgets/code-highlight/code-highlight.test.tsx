import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { serialisedForm } from '../../../test/helpers/declaration-form.ts';
import { highlightLines, parseLineRanges } from './highlight.ts';
import { codeHighlight } from './render.tsx';
import { codeHighlightDeclaration, type CodeHighlightSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(codeHighlight, raw);

describe('code highlighting', () => {
  it('gives Prism token classes and splits multi-line tokens into lines', () => {
    const lines = highlightLines('/* a\n b */\nconst x = 1;', 'javascript');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual([{ text: '/* a', className: 'token comment' }]);
    expect(lines[1]).toEqual([{ text: ' b */', className: 'token comment' }]);
    expect(lines[2][0]).toEqual({ text: 'const', className: 'token keyword' });
    expect(highlightLines('a <b>', 'klingon')).toEqual([[{ text: 'a <b>', className: '' }]]);
  });

  it('reads highlighted line ranges as Elementor writes them', () => {
    expect([...parseLineRanges('1, 3-5, x, 9', 6)]).toEqual([1, 3, 4, 5]);
    expect([...parseLineRanges('', 3)]).toEqual([]);
  });
});

describe('code highlight widget', () => {
  it('has Elementor Pro defaults', () => {
    const s = codeHighlight.schema.parse({}) as CodeHighlightSettings;
    expect([s.language, s.line_numbers, s.copy_to_clipboard, s.word_wrap, s.theme]).toEqual([
      'javascript',
      'line-numbers',
      'copy-to-clipboard',
      '',
      'default',
    ]);
  });

  it('falls back to defaults for invalid settings', () => {
    const { invalidKeys, settings } = run({ theme: 'neon', highlight_lines: '1;drop', word_wrap: 'yes' });
    expect(invalidKeys.sort()).toEqual(['highlight_lines', 'theme', 'word_wrap']);
    expect(settings.theme).toBe('default');
  });

  it('serialises its form with the Elementor control names', () => {
    const { names } = serialisedForm(codeHighlightDeclaration);
    for (const n of ['language', 'code', 'line_numbers', 'copy_to_clipboard', 'highlight_lines', 'word_wrap', 'theme', 'height'])
      expect(names).toContain(n);
  });

  it('highlights on the server, escapes the code and marks the chosen lines', () => {
    const { html } = run({
      language: 'html',
      code: '<div id="book"></div>\n<script src="/w.js"></script>\n',
      highlight_lines: '2',
      word_wrap: 'word-wrap',
    });
    expect(html).toMatch(
      /^<div class="elementor-code-highlight prismjs-default copy-to-clipboard word-wrap"><pre class="highlight-height language-html line-numbers" tabindex="0" aria-label="HTML code">/,
    );
    expect(html).toContain('<span class="token punctuation">&lt;</span><span class="token tag">div</span>');
    expect(html).not.toContain('<script');
    expect(html.match(/class="e-code-line/g)).toHaveLength(2);
    expect(html).toContain('<span class="e-code-line e-code-line--highlight">');
    expect(html).toContain(
      '<button type="button" class="e-code-copy">Copy</button><span class="elementor-screen-only" role="status"></span>',
    );
  });

  it('without the copy button it asks for no behaviour at all', () => {
    const { html, settings } = run({ copy_to_clipboard: '', line_numbers: '' });
    expect(html).not.toContain('e-code-copy');
    expect(html).toContain('class="highlight-height language-javascript"');
    expect(codeHighlight.behaviours?.(settings as CodeHighlightSettings)).toEqual([]);
  });

  it("prints only the chosen theme's colours", () => {
    const { css } = run({ theme: 'okaidia', height: { unit: 'px', size: 300 } });
    expect(css).toContain('--e-code-bg:#272822');
    expect(css).not.toContain('#f5f2f0');
    expect(css).toContain('.elementor-element-abc123 .highlight-height{height:300px}');
  });
});
