// A second line beside the nonces for state-changing back-office and admin-ajax requests: browsers
// say where a request came from (Origin on every POST, PUT, PATCH and DELETE; Sec-Fetch-Site in
// every current browser), so a form or script on another site is refused even before its nonce is
// read. Requests without either header (command-line tools, old browsers) are left to the nonce.

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused. Make changes from this site’s own pages.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request is one the check covers: a write under /admin, any admin-ajax.php post, and the
 * plain forms of /wp-login.php (log in, register, lost password, log out: they carry no nonce, as
 * WordPress's do not, so this check is what stops another site logging a visitor in or out), and the
 * shop's cart and checkout.
 */
export function needsOriginCheck(method: string, url: string): boolean {
  if (!STATE_CHANGING.has(method)) return false;
  const path = url.split('?')[0];
  return (
    path === '/admin' ||
    path.startsWith('/admin/') ||
    path === '/wp-admin/admin-ajax.php' ||
    path === '/wp-login.php' ||
    path.startsWith('/foyer/shop/')
  );
}

export interface SiteOrigin {
  /** The request's protocol and Host (already checked against ALLOWED_HOSTS by host.ts). */
  protocol: string;
  host: string;
  baseUrl: string | undefined;
}

/** The origins that are this site: its BASE_URL, and the address the request itself was sent to. */
export function ownOrigins(site: SiteOrigin): Set<string> {
  const host = site.host.toLowerCase();
  const own = new Set([`${site.protocol}://${host}`]);
  // Behind a TLS-terminating proxy that is not trusted, the request looks like http while the page was https.
  if (site.protocol === 'http') own.add(`https://${host}`);
  if (site.baseUrl) own.add(new URL(site.baseUrl).origin);
  return own;
}

/** Why the request is refused as cross-site, or undefined when it may go on to its nonce check. */
export function crossSiteProblem(headers: { origin?: unknown; 'sec-fetch-site'?: unknown }, site: SiteOrigin): string | undefined {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return CROSS_SITE_MESSAGE;
  // The browser's own word, which no page script can set: a form on a page sent with
  // `Referrer-Policy: no-referrer` (the password reset pages) posts with `Origin: null`, yet is this
  // site's. (A sandboxed frame's requests are 'cross-site', refused above.)
  if (fetchSite === 'same-origin') return undefined;
  const origin = headers.origin;
  if (origin === undefined) return undefined;
  // `null` (a sandboxed frame, a privacy-sensitive redirect) is not this site either.
  if (typeof origin !== 'string' || !ownOrigins(site).has(origin.toLowerCase().replace(/\/$/, ''))) return CROSS_SITE_MESSAGE;
  return undefined;
}
