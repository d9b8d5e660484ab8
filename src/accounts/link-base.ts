// Where links in mail point. A mailed link is followed later, outside any request, so it must never
// come from what a request says about itself (Host, X-Forwarded-Host): a forged one would send the
// account's reset key to another site. Only the operator's configuration may name the site.

export interface LinkConfig {
  baseUrl: string | undefined;
  allowedHosts: readonly string[];
}

/** localhost, *.localhost and loopback addresses: a developer's machine, often served over plain http. */
const LOOPBACK = /^(localhost|[\w.-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/**
 * The absolute base URL (no trailing slash) for links in mail: BASE_URL; else the first ALLOWED_HOSTS
 * entry over https (a public site is served over https, and a key must not travel in clear text),
 * except a loopback host, which keeps the request's protocol; else undefined: no link can be trusted.
 */
export function mailLinkBase(config: LinkConfig, requestProtocol: string): string | undefined {
  if (config.baseUrl) return config.baseUrl.replace(/\/$/, '');
  const first = config.allowedHosts[0];
  if (!first) return undefined;
  const protocol = LOOPBACK.test(first) && requestProtocol === 'http' ? 'http' : 'https';
  return `${protocol}://${first.toLowerCase()}`;
}
