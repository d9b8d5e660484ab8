// Accounts in the app: who is logged in (a request hook that reads the session cookie, only when
// there is one, so anonymous requests and cache hits pay nothing), the cross-site check of admin
// writes, and the mail outbox's sender.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasSessionCookieHeader, parseCookies, sessionTokenOf } from '../accounts/cookies.ts';
import { crossSiteProblem, needsOriginCheck } from '../accounts/origin-check.ts';
import { startOutbox, type Outbox } from '../accounts/outbox.ts';
import { type Account, findSession } from '../accounts/sessions.ts';
import type { ApiError } from '../admin/shared/api.ts';
import type { Config } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
  interface FastifyRequest {
    /** The logged-in account (a live session cookie), else undefined. */
    account: Account | undefined;
    /** The request's cookies, parsed once. */
    cookies: Record<string, string>;
  }
}

/** The cookie that marks a request as possibly logged in, without a database read. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return hasSessionCookieHeader(request.headers.cookie);
}

export function registerAccounts(app: FastifyInstance, config: Config): void {
  app.decorateRequest('account', undefined);
  app.decorateRequest('cookies', undefined as unknown as Record<string, string>);
  // Before the session is read: a cross-site write is refused whoever is logged in.
  app.addHook('onRequest', (request, reply, done) => {
    if (!needsOriginCheck(request.method, request.url)) return done();
    const problem = crossSiteProblem(request.headers, { protocol: request.protocol, host: request.host, baseUrl: config.baseUrl });
    if (!problem) return done();
    request.log.warn({ origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] }, 'cross-site write refused');
    void reply.code(403).header('cache-control', 'no-store');
    // A plain form of /wp-login.php gets words a person reads; the back office and admin-ajax their JSON.
    if (request.url.startsWith('/wp-login.php')) return void reply.type('text/plain; charset=utf-8').send(problem);
    const body: ApiError | { success: false; data: string } = request.url.startsWith('/admin')
      ? { code: 'foyer_cross_site', message: problem, data: { status: 403 } }
      : { success: false, data: problem };
    void reply.send(body);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    request.cookies = parseCookies(request.headers.cookie);
    if (!hasSessionCookie(request)) return done();
    findSession(app.foyer.db.kysely, sessionTokenOf(request.cookies)).then(
      (account) => {
        request.account = account;
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
  if (!config.baseUrl && config.allowedHosts.length === 0)
    app.log.warn(
      'Password reset mail is off: set BASE_URL (or ALLOWED_HOSTS) so reset links name this site and never a host a request claims.',
    );
  const from = config.mailFrom ?? `Foyer <wordpress@${config.baseUrl ? new URL(config.baseUrl).hostname : 'localhost'}>`;
  const outbox = startOutbox({ db: app.foyer.db.kysely, smtpUrl: config.smtpUrl, from, log: app.log });
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => outbox.stop());
}
