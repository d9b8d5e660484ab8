// Code highlight widget (Elementor Pro): code highlighted on the server (highlight.ts), in lines,
// with line numbers, highlighted lines and word wrap in CSS, and the chosen theme's colours. The
// only browser code is the copy button's (the `code-highlight-copy` behaviour); without the copy
// button the widget sends no JavaScript.
import { cx } from '../shared/css-parts.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { codeHighlightBaseCss } from './base-css.ts';
import { highlightLines, parseLineRanges } from './highlight.ts';
import { LANGUAGES, codeHighlightDeclaration } from './schema.ts';
import { isTheme, themeVariables } from './themes.ts';

const MAX_CODE = 100_000;

export const codeHighlight = defineWidget({
  declaration: codeHighlightDeclaration,
  baseCss: codeHighlightBaseCss,
  css: ({ settings, selector, css }) => {
    css.add(`${selector} .elementor-code-highlight`, themeVariables(isTheme(settings.theme) ? settings.theme : 'default'));
  },
  behaviours: (s) => (s.copy_to_clipboard === 'copy-to-clipboard' ? ['code-highlight-copy'] : []),
  Render: ({ settings: s }) => {
    const code = s.code.replace(/\r\n?/g, '\n').replace(/\n+$/, '').slice(0, MAX_CODE);
    if (!code) return null;
    const raw = typeof s.language === 'string' ? s.language : '';
    const language = /^[a-z0-9+#-]{1,30}$/i.test(raw) ? raw.toLowerCase() : 'none';
    const lines = highlightLines(code, language === 'html' ? 'markup' : language);
    const marked = parseLineRanges(s.highlight_lines, lines.length);
    const hasCopy = s.copy_to_clipboard === 'copy-to-clipboard';
    const languageName = (LANGUAGES as Record<string, string>)[language] ?? 'Code';
    return (
      <div
        className={cx(
          'elementor-code-highlight',
          `prismjs-${isTheme(s.theme) ? s.theme : 'default'}`,
          hasCopy && 'copy-to-clipboard',
          s.word_wrap,
        )}
      >
        {/* Focusable so a keyboard can scroll a long block; named for what it holds. */}
        <pre className={cx('highlight-height', `language-${language}`, s.line_numbers)} tabIndex={0} aria-label={`${languageName} code`}>
          <code className={`language-${language}`}>
            {lines.map((pieces, i) => (
              <span key={i} className={cx('e-code-line', marked.has(i + 1) && 'e-code-line--highlight')}>
                {pieces.map((p, j) =>
                  p.className ? (
                    <span key={j} className={p.className}>
                      {p.text}
                    </span>
                  ) : (
                    p.text
                  ),
                )}
              </span>
            ))}
          </code>
        </pre>
        {hasCopy ? (
          <>
            <button type="button" className="e-code-copy">
              Copy
            </button>
            <span className="elementor-screen-only" role="status" />
          </>
        ) : null}
      </div>
    );
  },
});
