// A popup dialog's accessible name: the text of its first heading, as a visitor reads it, else the
// popup's title in the back office.
import { type ElementNode, walkElements } from '../model/element.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Visible text of inline HTML: tags dropped, the common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
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

export function popupLabel(elements: ElementNode[], fallback: string): string {
  let label = '';
  walkElements(elements, (el) => {
    if (label || el.elType !== 'widget' || el.widgetType !== 'heading') return;
    const title = el.settings.title;
    if (typeof title === 'string') label = plainText(title);
  });
  return (label || fallback.trim() || 'Popup').slice(0, 200);
}
