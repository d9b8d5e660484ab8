// Static CSS of the code highlight widget: the block, line numbers (a CSS counter, so copying the
// code never copies them), highlighted lines, word wrap, the copy button, and Prism's token
// classes mapped to the theme's custom properties (themes.ts).
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';
const TOKENS: Array<[string, string]> = [
  ['comment,prolog,doctype,cdata', 'comment'],
  ['punctuation', 'punct'],
  ['property,tag,boolean,number,constant,symbol,deleted', 'tag'],
  ['selector,attr-name,string,char,builtin,inserted', 'string'],
  ['operator,entity,url', 'operator'],
  ['atrule,attr-value,keyword', 'keyword'],
  ['function,class-name', 'func'],
  ['regex,important,variable', 'regex'],
];

export const codeHighlightBaseCss =
  '.elementor-code-highlight{position:relative;color:var(--e-code-fg);background:var(--e-code-bg);border-radius:6px}' +
  '.elementor-code-highlight pre{margin:0;padding:1em;overflow:auto;font-family:Consolas,Monaco,"Andale Mono","Ubuntu Mono",monospace;' +
  'font-size:14px;line-height:1.5;white-space:pre;tab-size:4;color:inherit;background:none}' +
  // The copy button sits in the block's top corner: the code starts below it, so nothing hides under it.
  '.elementor-code-highlight:has(.e-code-copy) pre{padding-top:2.75em}' +
  '.elementor-code-highlight pre:focus-visible{outline:2px solid var(--e-code-keyword);outline-offset:-2px}' +
  '.elementor-code-highlight code{display:block;min-width:max-content;font:inherit;counter-reset:e-code-line}' +
  '.elementor-code-highlight.word-wrap pre{white-space:pre-wrap;overflow-wrap:anywhere}' +
  '.elementor-code-highlight.word-wrap code{min-width:0}' +
  '.e-code-line{display:block;min-height:1.5em;position:relative}' +
  '.line-numbers .e-code-line{padding-inline-start:3.2em}' +
  '.line-numbers .e-code-line::before{counter-increment:e-code-line;content:counter(e-code-line);position:absolute;inset-inline-start:0;' +
  'width:2.4em;text-align:end;color:var(--e-code-gutter);user-select:none}' +
  '.e-code-line--highlight{background:var(--e-code-hl);margin-inline:-1em;padding-inline:1em}' +
  '.line-numbers .e-code-line--highlight{padding-inline-start:4.2em}' +
  '.line-numbers .e-code-line--highlight::before{inset-inline-start:1em}' +
  '.e-code-copy{position:absolute;top:.5em;inset-inline-end:.5em;padding:.3em .8em;font:600 12px/1.4 sans-serif;border:1px solid currentColor;' +
  'border-radius:4px;color:var(--e-code-fg);background:var(--e-code-bg);cursor:pointer;opacity:.85}' +
  '.e-code-copy:hover,.e-code-copy:focus-visible{opacity:1}' +
  '.e-code-copy:focus-visible{outline:2px solid var(--e-code-keyword);outline-offset:2px}' +
  TOKENS.map(
    ([names, v]) =>
      `${names
        .split(',')
        .map((n) => `.elementor-code-highlight .token.${n}`)
        .join(',')}{color:var(--e-code-${v})}`,
  ).join('') +
  '.elementor-code-highlight .token.important,.elementor-code-highlight .token.bold{font-weight:700}' +
  '.elementor-code-highlight .token.italic{font-style:italic}' +
  SCREEN_ONLY_CSS;
