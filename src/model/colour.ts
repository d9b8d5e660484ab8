// The one validator for CSS colours taken from documents, the kit and stored HTML: a value it
// accepts can only be a colour, never a way out of the declaration (no `;`, `}`, quotes, url()).
// Plain code without zod or DOM, so the server and browser code can share it.

const NUMBER = String.raw`(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?(?:%|deg|grad|rad|turn)?|none)`;
// A separator is required between numbers, so a run of digits can be split only one way and the
// pattern runs in linear time on any input.
const SEPARATOR = String.raw`(?:\s*[,/]\s*|\s+)`;
const FUNCTION = String.raw`(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*${NUMBER}(?:${SEPARATOR}${NUMBER}){2,3}\s*\)`;
const HEX = '#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})';
// Named colours, `transparent`, `currentcolor`; keywords are letters only, so any of them is harmless.
const KEYWORD = '[a-z]{3,20}';
const VARIABLE = String.raw`var\(--[\w-]{1,60}\)`;

/**
 * A whole CSS colour value: hex, a keyword, a colour function of numbers, or a custom property.
 * Exported for sanitize-html's `allowedStyles`, which takes patterns.
 */
export const COLOUR_PATTERN = new RegExp(`^(?:${HEX}|${KEYWORD}|${FUNCTION}|${VARIABLE})$`, 'i');

export interface ColourOptions {
  /** `var(--…)` needs the page's custom properties: false where there are none (a standalone SVG). */
  allowVariables?: boolean;
}

/** The colour, trimmed, if it is a safe CSS colour; otherwise undefined. */
export function safeColour(value: unknown, options: ColourOptions = {}): string | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  const colour = value.trim();
  if (!COLOUR_PATTERN.test(colour)) return undefined;
  if (options.allowVariables === false && /^var\(/i.test(colour)) return undefined;
  return colour;
}
