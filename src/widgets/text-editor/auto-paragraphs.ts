// WordPress runs stored editor text through wpautop: blank lines make paragraphs, single newlines <br>.
// Elementor documents rely on it (many hold bare text), so the same shaping happens before sanitising.

const BLOCK_START = /^<(p|div|h[1-6]|ul|ol|li|blockquote|table|thead|tbody|tr|figure|pre|hr|section|article|form|dl|address)[\s>/]/i;

export function autoParagraphs(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (!normalised) return '';
  return normalised
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_START.test(chunk) ? chunk : `<p>${chunk.replace(/\s*\n\s*/g, '<br />\n')}</p>`))
    .join('\n');
}
