// Account routes: WordPress's admin-ajax endpoint for the account forms (spec §7 call 2), the
// password reset page at WordPress's own address, /wp-login.php?action=rp&key=…&login=…, and the
// other pages of /wp-login.php (login-pages.tsx).
// Answers here are personal: never cached by anyone (no-store), and they clear no cached page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountAction, type AccountContext, type AjaxFields } from '../../accounts/actions.ts';
import { ANON_COOKIE, DEVICE_COOKIE } from '../../accounts/cookies.ts';
import { mailLinkBase } from '../../accounts/link-base.ts';
import { completeReset, openReset, type ResetAnswer } from '../../accounts/reset-flow.ts';
import { accountSecret } from '../../accounts/secret.ts';
import { ResetPassword } from '../../theme/reset-password.tsx';
import { sendRendered } from '../send-page.ts';
import { templatesFor } from '../site-templates.ts';
import { loginPageGet, loginPagePost } from './login-pages.tsx';
import { paymentsAjaxAction } from './payments.ts';
import { statisticsAjaxAction } from './statistics.ts';
import { formsAjaxAction, formsMultipart } from './forms.ts';

/** Other features' admin-ajax actions, tried in order before the account actions. */
const AJAX_ACTIONS = [statisticsAjaxAction, paymentsAjaxAction, formsAjaxAction];

const FIELDS = ['action', 'nonce', 'user', 'pass', 'mail', 'name', 'nick', 'for'] as const;

/** Form values as strings; anything else (arrays from repeated keys in a query) counts as missing. */
function stringsOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

function fieldsOf(request: FastifyRequest): AjaxFields {
  // WordPress reads `action` from $_REQUEST: the body, else the query string.
  const body = stringsOf(request.body);
  const query = stringsOf(request.query);
  const fields = Object.fromEntries(FIELDS.map((f) => [f, body[f] ?? ''])) as unknown as AjaxFields;
  if (!fields.action && query.action) fields.action = query.action;
  return fields;
}

/** The account actions' context for a request; the back office's login and logout use it too. */
export async function contextOf(app: FastifyInstance, request: FastifyRequest): Promise<AccountContext> {
  const site = await app.foyer.site();
  return {
    db: app.foyer.db.kysely,
    secret: await accountSecret(app.foyer.db.kysely),
    ip: request.ip,
    account: request.account,
    anonToken: request.cookies[ANON_COOKIE],
    deviceToken: request.cookies[DEVICE_COOKIE],
    userAgent: request.headers['user-agent'],
    secure: request.protocol === 'https',
    siteName: site.kit.site_name,
    // Never the request's Host or X-Forwarded-Host: a mailed link outlives the request that asked for it.
    mailLinkBase: mailLinkBase(app.foyer.config, request.protocol),
    log: request.log,
    mailQueued: () => app.outbox.kick(),
  };
}

async function sendResetPage(request: FastifyRequest, reply: FastifyReply, answer: ResetAnswer): Promise<FastifyReply> {
  const app = request.server;
  const site = await app.foyer.site();
  const { header, footer } = templatesFor(site, { kind: 'not-found' }, request.log);
  return sendRendered(
    request,
    reply,
    {
      ...site,
      header,
      footer,
      content: {
        title: `Reset your password – ${site.kit.site_name}`,
        bodyClass: 'login-action-rp',
        node: <ResetPassword state={answer.state} />,
      },
      assets: app.foyer.assets,
    },
    { status: answer.status },
  );
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await formsMultipart(app); // multipart bodies of admin-ajax (Elementor's forms), with the forms' limits
  // Form-encoded bodies, as WordPress's forms and the account island send them (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // The reset key is in the page's address: no Referer may carry it to another site. (The security
  // headers hook is the root's and runs first; this one runs after it.)
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/wp-login.php')) reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  app.post('/wp-admin/admin-ajax.php', async (request, reply) => {
    reply.header('cache-control', 'no-store, private');
    const fields = fieldsOf(request);
    for (const find of AJAX_ACTIONS) {
      const other = find(fields.action);
      if (other) return other(request, reply);
    }
    const handler = accountAction(fields.action);
    // WordPress's own answer for a missing or unknown action: `0` with a 400.
    if (!handler) return reply.code(400).type('text/html; charset=UTF-8').send('0');
    const result = await handler(await contextOf(app, request), fields);
    if (result.cookies?.length) reply.header('set-cookie', result.cookies);
    if (result.retryAfterS) reply.header('retry-after', String(result.retryAfterS));
    return reply.code(result.status).send({ success: result.success, data: result.data });
  });

  app.get('/wp-login.php', async (request, reply) => {
    const query = stringsOf(request.query);
    const db = app.foyer.db.kysely;
    if (query.action !== 'rp') return loginPageGet(request, reply, query);
    return sendResetPage(request, reply, await openReset(db, await accountSecret(db), query.key, query.login));
  });

  app.post('/wp-login.php', async (request, reply) => {
    const db = app.foyer.db.kysely;
    const body = stringsOf(request.body);
    const action = stringsOf(request.query).action ?? 'login';
    if (action !== 'resetpass' && action !== 'rp') return loginPagePost(request, reply, action, body, await contextOf(app, request));
    return sendResetPage(request, reply, await completeReset(db, await accountSecret(db), body));
  });
}
