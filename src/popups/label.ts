// A popup dialog's accessible name: the text of its first heading, as a visitor reads it, else the
// popup's title in the back office.
import { type ElementNode, walkElements } from '../model/element.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Visible text of inline HTML: tags dropped, the common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Headings shown as h1–h6 come first; a heading styled as a paragraph (an eyebrow) only when there is none. */
export function popupLabel(elements: ElementNode[], fallback: string): string {
  const found: Array<{ text: string; isHeading: boolean }> = [];
  walkElements(elements, (el) => {
    if (el.elType !== 'widget' || el.widgetType !== 'heading' || typeof el.settings.title !== 'string') return;
    const tag = el.settings.header_size;
    const text = plainText(el.settings.title);
    if (text) found.push({ text, isHeading: tag === undefined || (typeof tag === 'string' && /^h[1-6]$/.test(tag)) });
  });
  const label = (found.find((h) => h.isHeading) ?? found[0])?.text ?? '';
  return (label || fallback.trim() || 'Popup').slice(0, 200);
}
