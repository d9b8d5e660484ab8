// The theme's own widths, plain constants (no zod) so browser behaviours can import them.

/** The theme header's breakpoint (Astra's "header breakpoint"), separate from the kit's: responsive mode at and below it. */
export const HEADER_BREAKPOINT = 921;
/** The header's desktop bar: above its breakpoint. Desktop-only behaviours (the mega menu) load only where it matches. */
export const DESKTOP_HEADER_MEDIA = `(min-width: ${HEADER_BREAKPOINT + 1}px)`;
/** Astra's tablet marker for the scroll-to-top device setting: "mobile" is below it, "desktop" from it. */
export const SCROLL_TOP_DEVICE_MARKER = 769;
