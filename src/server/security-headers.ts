// Security headers on every response; HTML pages also get a Content-Security-Policy without
// unsafe-inline scripts (the boot config travels as JSON data, not script code). The back office
// (/admin: its page, API and files) gets a stricter set of its own, and https responses get HSTS.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ROOT } from '../admin/shared/routes.ts';

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
  // The PayPal button's form posts to PayPal (or its sandbox, which forwards to www.sandbox).
  "form-action 'self' https://www.paypal.com https://sandbox.paypal.com https://www.sandbox.paypal.com",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The back office loads only its own built files (src/admin, vite.admin.config.ts): no inline script
 * or style (its boot data is a JSON script element, which is never run), no third-party origin, and
 * no other site may frame it, post its forms or open it as a popup with a handle on it.
 */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const ADMIN_SECURITY_HEADERS = {
  'content-security-policy': ADMIN_CSP,
  'x-frame-options': 'DENY',
  // Staff screens need none of the browser's powerful features; nothing injected can ask for them.
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * A year, without includeSubDomains: a hotel's other subdomains (a booking engine, a mail webmail, an
 * old http-only microsite) are often run by others, and includeSubDomains would lock them out of
 * plain http for a year; preload is the owner's decision for the whole domain, not the CMS's.
 */
export const HSTS = 'max-age=31536000';

/** The headers every response carries, whatever its type. */
export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** The headers of every HTML page outside the back office. */
export const PAGE_SECURITY_HEADERS = {
  'content-security-policy': CSP,
  'x-frame-options': 'SAMEORIGIN',
} as const;

/** Whether the request is the back office's: /admin, /admin/… (its page, API and files). */
export function isAdminRequest(request: FastifyRequest): boolean {
  const url = request.url;
  return url.startsWith(ADMIN_ROOT) && (url.length === ADMIN_ROOT.length || '/?'.includes(url[ADMIN_ROOT.length]!));
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(COMMON_SECURITY_HEADERS);
    // Over https, directly or from a trusted proxy (TRUST_PROXY): browsers ignore it over http anyway.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isAdminRequest(request)) reply.headers(ADMIN_SECURITY_HEADERS);
    else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.headers(PAGE_SECURITY_HEADERS);
    }
    return payload;
  });
}
