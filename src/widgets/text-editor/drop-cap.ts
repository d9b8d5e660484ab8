// Elementor's drop cap, made on the server: its browser handler (text-editor.js, 1.4 KB on the old
// stack) wrapped the first letter of the first paragraph after the page loaded; here the markup is
// in the HTML, so nothing runs and nothing moves once the page is shown.

// Up to the first paragraph's first letter: optional leading paragraph and inline tags, then one
// character or one HTML entity (an opening quote mark counts as the letter, as in Elementor).
const FIRST_LETTER = /^(\s*<p(?:\s[^>]*)?>\s*(?:<(?:strong|em|b|i|u|span|mark)(?:\s[^>]*)?>\s*)*)(&[#\w]+;|[^\s<&])/u;

/** `html` with its first paragraph's first letter wrapped as Elementor's drop cap; unchanged when it starts otherwise. */
export function withDropCap(html: string): string {
  return html.replace(
    FIRST_LETTER,
    (_, before: string, letter: string) =>
      `${before}<span class="elementor-drop-cap"><span class="elementor-drop-cap-letter">${letter}</span></span>`,
  );
}
