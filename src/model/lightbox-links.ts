// Which links the lightbox may take, as plain data both sides read: the browser's rules
// (src/behaviours/lightbox/rules.ts) and the server's lightbox part, which names those links so a
// click on one that comes before the lightbox code is held rather than opening the file.

/** Image files the lightbox shows (spec section 5): png, jpg, jpeg, gif, svg, webp and avif. */
export const LIGHTBOX_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif'] as const;

/**
 * A CSS selector for the links that may open the lightbox: those that ask for it, and with the kit's
 * global lightbox on, links to image files. It only needs to be wide enough: a held click is made
 * again, and the rules then decide (a download, say, downloads).
 */
export function lightboxLinkSelector(global: boolean): string {
  const asks = 'a[data-elementor-open-lightbox=yes]';
  return global ? [asks, ...LIGHTBOX_IMAGE_EXTENSIONS.map((ext) => `a[href$=".${ext}" i]`)].join(',') : asks;
}
