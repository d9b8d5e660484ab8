// Local HTTP servers standing in for the payment providers (there is no network in tests): one for
// Stripe's API, which records every request the SDK sends (method, path, headers, form-encoded body)
// and answers with what the test queued; one for PayPal's IPN check, which records each postback and
// answers VERIFIED or INVALID.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's fields in order (form-encoded). */
  fields: Array<[string, string]>;
}

export interface StandIn {
  url: string;
  requests: RecordedRequest[];
  /** The next answers, in order; when none is queued the default answers. */
  queue: Array<{ status: number; body: unknown } | 'drop'>;
  close(): Promise<void>;
}

async function start(defaultAnswer: (request: RecordedRequest) => { status: number; body: unknown }, type: string): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const queue: StandIn['queue'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        fields: [...new URLSearchParams(body)],
      };
      requests.push(recorded);
      const answer = queue.shift() ?? defaultAnswer(recorded);
      if (answer === 'drop') return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': type });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    queue,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A Checkout Session as Stripe answers one (the fields Foyer reads). */
export function checkoutSession(id: string, amountTotal: number, currency = 'usd', url = `https://checkout.stripe.com/c/pay/${id}`) {
  return { id, object: 'checkout.session', url, amount_total: amountTotal, currency, payment_status: 'unpaid', status: 'open' };
}

export function startStripeStandIn(): Promise<StandIn> {
  let n = 0;
  return start((request) => {
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      n++;
      const amount = Number(new URLSearchParams(request.body).get('line_items[0][price_data][unit_amount]') ?? 0);
      return { status: 200, body: checkoutSession(`cs_test_standin${n}`, amount) };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` } },
    };
  }, 'application/json');
}

export function startPaypalStandIn(answer: () => string = () => 'VERIFIED'): Promise<StandIn> {
  return start(() => ({ status: 200, body: answer() }), 'text/plain');
}
