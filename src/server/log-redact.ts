// The access log's view of a request: Fastify's own fields, with secrets in the query string
// replaced. A password reset link carries its key in the address (/wp-login.php?action=rp&key=…), and
// whoever reads the logs must not be able to use it.
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are never logged. */
const SECRET_PARAMS = /^(key|pass\w*|password|pwd|token|nonce|_wpnonce)$/i;

/** `url` with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as it was sent.
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded.replace(/\[\]$/, '')) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify's default `req` serializer (lib/logger-pino.js), with the URL redacted. */
export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Logger options with the redacting serializer; `false` (no logger) stays false. */
export function withLogRedaction(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: object });
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
