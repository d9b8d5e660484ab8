// Cleans a document's stored HTML before it is saved, as each widget's `htmlSettings` declares.
import type { HtmlKind } from '../contracts/declaration/html.ts';
import type { ElementNode } from '../model/element.ts';
import { widgetByType } from './index.ts';
import { sanitizeInline, sanitizeRichText } from './shared/sanitize.ts';

export interface SanitizeOptions {
  /** Whoever saves may post unfiltered HTML (WordPress's `unfiltered_html` capability). */
  unfilteredHtml?: boolean;
}

type Cleaner = (html: unknown) => string | unknown;

function cleanersFor(options: SanitizeOptions): Record<HtmlKind, Cleaner> {
  return {
    rich: sanitizeRichText,
    inline: (html) => sanitizeInline(html),
    // Without the capability, staff markup is cleaned like rich text: scripts, handlers and frames go.
    unfiltered: options.unfilteredHtml ? (html) => html : sanitizeRichText,
  };
}

function cleanSettings(settings: Record<string, unknown>, rules: Record<string, HtmlKind>, cleaners: Record<HtmlKind, Cleaner>) {
  const out = { ...settings };
  for (const [path, kind] of Object.entries(rules)) {
    const clean = cleaners[kind];
    const repeater = /^(\w+)\[\]\.(\w+)$/.exec(path);
    if (!repeater) {
      if (typeof out[path] === 'string') out[path] = clean(out[path]);
      continue;
    }
    const [, list, field] = repeater;
    const items = out[list];
    if (!Array.isArray(items)) continue;
    out[list] = items.map((item) =>
      item && typeof item === 'object' && typeof (item as Record<string, unknown>)[field] === 'string'
        ? { ...(item as Record<string, unknown>), [field]: clean((item as Record<string, unknown>)[field]) }
        : item,
    );
  }
  return out;
}

/** A copy of the tree with every stored HTML setting of known widgets sanitised. */
export function sanitizeDocument(elements: ElementNode[], options: SanitizeOptions = {}): ElementNode[] {
  const cleaners = cleanersFor(options);
  const walk = (list: ElementNode[]): ElementNode[] =>
    list.map((el) => {
      const rules = el.elType === 'widget' ? widgetByType.get(el.widgetType ?? '')?.htmlSettings : undefined;
      return { ...el, settings: rules ? cleanSettings(el.settings, rules, cleaners) : el.settings, elements: walk(el.elements) };
    });
  return walk(elements);
}
