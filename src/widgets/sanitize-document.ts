// Cleans a document's stored HTML before it is saved, as each widget's `htmlSettings` declares.
import type { ElementNode } from '../model/element.ts';
import { widgetByType } from './index.ts';
import { sanitizeInline, sanitizeRichText } from './shared/sanitize.ts';

const CLEANERS = { rich: sanitizeRichText, inline: (html: unknown) => sanitizeInline(html) };

function cleanSettings(settings: Record<string, unknown>, rules: Record<string, 'rich' | 'inline'>): Record<string, unknown> {
  const out = { ...settings };
  for (const [path, kind] of Object.entries(rules)) {
    const clean = CLEANERS[kind];
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
export function sanitizeDocument(elements: ElementNode[]): ElementNode[] {
  return elements.map((el) => {
    const rules = el.elType === 'widget' ? widgetByType.get(el.widgetType ?? '')?.htmlSettings : undefined;
    return { ...el, settings: rules ? cleanSettings(el.settings, rules) : el.settings, elements: sanitizeDocument(el.elements) };
  });
}
