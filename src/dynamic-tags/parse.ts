// Reads Elementor's stored tag shortcode: [elementor-tag id="1a2b" name="post-title" settings="%7B%7D"].

export interface ParsedTag {
  id: string;
  name: string;
  settings: Record<string, unknown>;
}

const SHORTCODE = /^\s*\[elementor-tag\s+([^\]]*)\]\s*$/;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;

/** The tag a `__dynamic__` value names, or undefined when it is not a tag shortcode. */
export function parseDynamicTag(value: unknown): ParsedTag | undefined {
  if (typeof value !== 'string') return undefined;
  const match = SHORTCODE.exec(value);
  if (!match) return undefined;
  const attrs = new Map<string, string>();
  for (const [, key, val] of match[1].matchAll(ATTRIBUTE)) attrs.set(key, val);
  const name = attrs.get('name');
  if (!name || !/^[\w-]{1,80}$/.test(name)) return undefined;
  return { id: attrs.get('id') ?? '', name, settings: decodeSettings(attrs.get('settings')) };
}

/** URL-encoded JSON; anything unreadable counts as no settings, so the tag still resolves. */
function decodeSettings(encoded: string | undefined): Record<string, unknown> {
  if (!encoded) return {};
  try {
    const value: unknown = JSON.parse(decodeURIComponent(encoded));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
