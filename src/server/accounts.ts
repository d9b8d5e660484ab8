// Accounts in the app: who is logged in (a request hook that reads the session cookie, only when
// there is one, so anonymous requests and cache hits pay nothing), and the mail outbox's sender.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasSessionCookieHeader, parseCookies, SESSION_COOKIE } from '../accounts/cookies.ts';
import { startOutbox, type Outbox } from '../accounts/outbox.ts';
import { type Account, findSession } from '../accounts/sessions.ts';
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
  app.addHook('onRequest', (request, _reply, done) => {
    request.cookies = parseCookies(request.headers.cookie);
    if (!hasSessionCookie(request)) return done();
    findSession(app.foyer.db.kysely, request.cookies[SESSION_COOKIE]).then(
      (account) => {
        request.account = account;
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
  const from = config.mailFrom ?? `Foyer <wordpress@${config.baseUrl ? new URL(config.baseUrl).hostname : 'localhost'}>`;
  const outbox = startOutbox({ db: app.foyer.db.kysely, smtpUrl: config.smtpUrl, from, log: app.log });
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => outbox.stop());
}
