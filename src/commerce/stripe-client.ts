// The official Stripe SDK, pointed where the settings say (api.stripe.com, or a test's stand-in at
// its host, port and protocol). One client per key and address, kept: the SDK holds an HTTP agent.
import Stripe from 'stripe';

const clients = new Map<string, Stripe>();

export function stripeClient(secretKey: string, apiUrl: string): Stripe {
  const cacheKey = `${apiUrl}\n${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const url = new URL(apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(secretKey, {
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
      protocol,
      // One retry of a dropped connection; the SDK sends an Idempotency-Key so it is never charged twice.
      maxNetworkRetries: 1,
      timeout: 20_000,
      // No timing reports about earlier requests in every request's headers.
      telemetry: false,
    });
    if (clients.size > 20) clients.clear();
    clients.set(cacheKey, client);
  }
  return client;
}

/** Stripe's webhook helpers need no client: signatures are checked with the signing secret alone. */
export const stripeWebhooks = Stripe.webhooks;
export const StripeErrors = Stripe.errors;
