// Security headers on every response; HTML pages also get a Content-Security-Policy without
// unsafe-inline scripts (the boot config travels as JSON data, not script code).
import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  // The two video providers' player APIs, which background videos load (src/runtime/video-api/).
  "script-src 'self' https://www.youtube.com https://player.vimeo.com",
  // One generated <style> per page; inline style attributes come from sanitised content.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  'frame-src https:',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The headers every response carries, whatever its type. */
export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(COMMON_SECURITY_HEADERS);
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', CSP);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
