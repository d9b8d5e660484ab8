// The text a visitor sees in a document, for the search index. Known widgets say which settings are
// visible text through their declaration (`htmlSettings`: rich text and inline titles/labels, the
// same list sanitising uses); a widget Foyer does not render yet contributes its string settings that
// read like prose, so imported pages are findable before their widgets are built.
import type { ElementNode } from '../../model/element.ts';
import { widgetByType } from '../../widgets/index.ts';
import { textOf } from '../../widgets/shared/sanitize.ts';

/** Settings of unknown widgets that are never visible text, even when they contain spaces. */
const NOT_TEXT = /(^_|font|typography|css|class|_id$|url|link|animation|size|position|color|colour|html_tag|shadow|background)/;

/** Text of stored HTML, with block ends as word breaks so paragraphs do not run together. */
function plain(html: string): string {
  return textOf(html.replace(/<\/(p|h[1-6]|li|div|td|th|blockquote|figcaption)>/gi, '$& '));
}

function knownText(settings: Record<string, unknown>, paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const path of paths) {
    const repeater = /^(\w+)\[\]\.(\w+)$/.exec(path);
    if (!repeater) {
      if (typeof settings[path] === 'string') out.push(plain(settings[path]));
      continue;
    }
    const items = settings[repeater[1]];
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      const value = item && typeof item === 'object' ? (item as Record<string, unknown>)[repeater[2]] : undefined;
      if (typeof value === 'string') out.push(plain(value));
    }
  }
  return out;
}

/** Prose-like strings: at least two words with letters, not a URL or a CSS value. */
function looksLikeText(value: string): boolean {
  return /\p{L}{2,}.*\s+.*\p{L}/su.test(value) && !/^(https?:|\/|#|rgba?\(|var\()/i.test(value.trim());
}

function guessedText(settings: Record<string, unknown>): string[] {
  const out: string[] = [];
  const visit = (key: string, value: unknown, depth: number): void => {
    if (NOT_TEXT.test(key) || depth > 2) return;
    if (typeof value === 'string' && looksLikeText(value)) out.push(plain(value));
    else if (Array.isArray(value)) for (const item of value) visit(key, item, depth + 1);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(k, v, depth + 1);
  };
  for (const [key, value] of Object.entries(settings)) visit(key, value, 0);
  return out;
}

/** The visible text of an element tree, in document order, one space between pieces. */
export function documentText(elements: readonly ElementNode[]): string {
  const parts: string[] = [];
  const walk = (els: readonly ElementNode[]) => {
    for (const el of els) {
      if (el.elType === 'widget') {
        const widget = widgetByType.get(el.widgetType ?? '');
        parts.push(...(widget ? knownText(el.settings, Object.keys(widget.htmlSettings)) : guessedText(el.settings)));
      }
      walk(el.elements ?? []);
    }
  };
  walk(elements);
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}
