// Payments: the Stripe button's admin-ajax actions (its nonce and `submit_stripe_form`, dispatched by
// the account routes' admin-ajax endpoint), Stripe's webhook and PayPal's IPN listener (both posted by
// the providers, cross-site, so outside the origin check), and the back office's payments list and
// settings (administrators). Secrets go in through the settings form and never come out.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountSecret } from '../../accounts/secret.ts';
import { ADMIN_API, ADMIN_NONCE_ACTION } from '../../admin/shared/api.ts';
import { hasCap } from '../../admin/shared/caps.ts';
import { checkNonce } from '../../accounts/nonces.ts';
import { listOrders } from '../../commerce/orders.ts';
import { handlePaypalIpn } from '../../commerce/paypal-ipn.ts';
import { publicSettings, readPayments, secretsSet, writePayments } from '../../commerce/settings.ts';
import { stripeNonce, stripeNonceValid, type NonceRequest } from '../../commerce/nonce.ts';
import { createStripeCheckout, MESSAGES } from '../../commerce/stripe-checkout.ts';
import { handleStripeWebhook } from '../../commerce/stripe-webhook.ts';
import {
  ORDER_STATES,
  type OrderState,
  PAYMENT_PROVIDERS,
  PAYMENTS_API_PATH,
  type PaymentSettingsAnswer,
} from '../../contracts/settings/payments.ts';
import { PAYPAL_IPN_PATH } from '../../widgets/paypal-button/form.ts';
import { NONCE_ACTION } from '../../widgets/stripe-button/behaviour.ts';
import { STRIPE_ACTION } from '../../widgets/stripe-button/render.tsx';
import { baseUrlFor } from '../host.ts';
import { sendApiError } from './admin-guard.ts';

export const STRIPE_WEBHOOK_PATH = '/foyer/payments/stripe-webhook';
/** Stripe's events are a few KB; PayPal's notifications less. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const IPN_BODY_LIMIT = 32 * 1024;

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

async function nonceRequest(request: FastifyRequest): Promise<NonceRequest> {
  return {
    secret: await accountSecret(request.server.foyer.db.kysely),
    sessionKey: request.account?.sessionKey,
    anonToken: request.cookies.foyer_anon,
    secure: request.protocol === 'https',
  };
}

/** Elementor's answer envelope, with the same status on the response itself. */
function sendEnvelope(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.code(status).send({ response: { code: status }, body: JSON.stringify(body) });
}

const paymentsNonce: Handler = async (request, reply) => {
  const { nonce, cookies } = stripeNonce(await nonceRequest(request));
  if (cookies.length) reply.header('set-cookie', cookies);
  return sendEnvelope(reply, 200, { data: nonce });
};

const submitStripeForm: Handler = async (request, reply) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  // jQuery posts Elementor's `data` object as data[postId]=…; a plain form may send postId=….
  const field = (name: string) => body[`data[${name}]`] ?? body[name];
  if (!stripeNonceValid(await nonceRequest(request), field('nonce')))
    return sendEnvelope(reply, 403, { error: { message: MESSAGES.badNonce } });
  const answer = await createStripeCheckout(request.server.foyer.db.kysely, {
    postId: field('postId'),
    widgetId: field('widgetId'),
    pageUrl: field('pageUrl'),
    siteOrigin: baseUrlFor(request, request.server.foyer.config.baseUrl),
    ip: request.ip,
    log: request.log,
  });
  if (answer.status === 429) reply.header('retry-after', '600');
  return sendEnvelope(reply, answer.status, answer.body);
};

/** admin-ajax.php actions answered here (the account routes dispatch to them by name). */
export function paymentsAjaxAction(action: string): Handler | undefined {
  if (action === STRIPE_ACTION) return submitStripeForm;
  if (action === NONCE_ACTION) return paymentsNonce;
  return undefined;
}

function requirePayments(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!request.account) {
    void sendApiError(reply, 401, 'foyer_not_logged_in', 'Log in to use the back office.');
    return false;
  }
  if (!hasCap(request.account.role, 'manage_payments')) {
    void sendApiError(reply, 403, 'foyer_forbidden', `Your account (${request.account.role}) may not see payments or their settings.`);
    return false;
  }
  return true;
}

const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.foyer.db.kysely;
  // As every back-office answer: personal, never stored by a cache, never indexed.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(`${ADMIN_API}/`)) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });

  // The providers' notifications, each in a scope of its own: Stripe's signature is over the exact
  // bytes, and PayPal's check posts the message back exactly as it came.
  await app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const answer = await handleStripeWebhook(db, request.body as Buffer | undefined, request.headers['stripe-signature'], request.log);
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    });
    scope.post(PAYPAL_IPN_PATH, { bodyLimit: IPN_BODY_LIMIT }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      const query = (request.query ?? {}) as Record<string, unknown>;
      const answer = await handlePaypalIpn(db, raw, { post_id: one(query.post_id), widget_id: one(query.widget_id) }, request.log);
      return reply.code(answer.status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(answer.body);
    });
  });

  const endpoints = (request: FastifyRequest) => {
    const base = baseUrlFor(request, app.foyer.config.baseUrl);
    return { stripeWebhook: `${base}${STRIPE_WEBHOOK_PATH}`, paypalIpn: `${base}${PAYPAL_IPN_PATH}` };
  };

  app.get(`${ADMIN_API}${PAYMENTS_API_PATH}/settings`, async (request, reply) => {
    if (!requirePayments(request, reply)) return reply;
    const stored = await readPayments(db);
    const answer: PaymentSettingsAnswer = {
      settings: publicSettings(stored),
      secretsSet: secretsSet(stored),
      endpoints: endpoints(request),
    };
    return reply.send(answer);
  });

  app.put(`${ADMIN_API}${PAYMENTS_API_PATH}/settings`, async (request, reply) => {
    if (!requirePayments(request, reply)) return reply;
    const body = (request.body ?? {}) as { nonce?: unknown; settings?: unknown; secrets?: unknown };
    const binding = `session:${request.account!.sessionKey}`;
    if (checkNonce(await accountSecret(db), body.nonce, ADMIN_NONCE_ACTION, binding) !== 'valid')
      return sendApiError(reply, 403, 'foyer_bad_nonce', 'This form has expired. Please reload the page and try again.');
    const written = await writePayments(db, body.settings, body.secrets);
    if (!written.ok)
      return sendApiError(reply, 400, 'foyer_invalid_settings', 'Some settings need correcting; see the messages beside them.', {
        errors: written.errors,
      });
    // Which secrets changed, never their values.
    const changed = Object.keys((body.secrets ?? {}) as object);
    request.log.info({ user: request.account!.login, secretsChanged: changed }, 'payment settings changed');
    const answer: PaymentSettingsAnswer = {
      settings: publicSettings(written.stored),
      secretsSet: secretsSet(written.stored),
      endpoints: endpoints(request),
    };
    return reply.send(answer);
  });

  app.get(`${ADMIN_API}${PAYMENTS_API_PATH}`, async (request, reply) => {
    if (!requirePayments(request, reply)) return reply;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const state = one(query.state) ?? '';
    const provider = one(query.provider) ?? '';
    const page = one(query.page) ?? '1';
    if (state && !(ORDER_STATES as readonly string[]).includes(state))
      return sendApiError(reply, 400, 'foyer_bad_filter', `state must be one of: ${ORDER_STATES.join(', ')}.`);
    if (provider && !(PAYMENT_PROVIDERS as readonly string[]).includes(provider))
      return sendApiError(reply, 400, 'foyer_bad_filter', `provider must be one of: ${PAYMENT_PROVIDERS.join(', ')}.`);
    if (!/^\d{1,6}$/.test(page) || Number(page) < 1)
      return sendApiError(reply, 400, 'foyer_bad_filter', 'page must be a whole number from 1.');
    return reply.send(
      await listOrders(db, { state: (state || undefined) as OrderState | undefined, provider: provider || undefined, page: Number(page) }),
    );
  });
}
