// What a role may do with content. WordPress gives `unfiltered_html` (posting markup that is kept
// as written: scripts, iframes, inline handlers) to administrators and editors on a single site.
const UNFILTERED_HTML_ROLES = new Set(['administrator', 'editor']);

export function mayPostUnfilteredHtml(role: string | undefined): boolean {
  return role !== undefined && UNFILTERED_HTML_ROLES.has(role);
}
