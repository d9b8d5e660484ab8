// The query parameter a posts widget pages with (`?e-page-{element id}=N`, Elementor Pro's name),
// shared by the widget that reads it and the page cache that keys pages by it.

/** `e-page-` and an element id (Elementor's are 7–8 hex digits; imported documents may differ). */
export const PAGE_PARAM = /^e-page-[A-Za-z0-9_-]{1,32}$/;

/** Pages past this are not served: a list of a hotel's news is never 10,000 pages long. */
export const MAX_PAGE = 9999;

export function pageParam(elementId: string): string {
  return `e-page-${elementId}`;
}

/** The page number a query value asks for, or undefined when it is not a page number. */
export function pageNumberOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,3}$/.test(value)) return undefined;
  return Math.min(Number(value), MAX_PAGE);
}
