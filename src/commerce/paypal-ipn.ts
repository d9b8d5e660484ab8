// PayPal's Instant Payment Notifications for the PayPal button (its notify_url names the button).
// Each message is first sent back to PayPal unchanged, after `cmd=_notify-validate`, to the check
// address in the settings (the sandbox one for test_ipn=1); only a VERIFIED message is believed. Then
// the receiver must be the button's account (its sandbox account in sandbox mode) and the currency
// the button's. A payment is recorded once: one order per transaction id, one event per transaction
// and status, so PayPal's retries change nothing twice. INVALID messages and failures are kept and
// logged; a check PayPal could not answer gets a 503, so PayPal sends the message again later.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrderState } from '../contracts/settings/payments.ts';
import type { Database } from '../db/schema.ts';
import { isSandbox, paypalReceiver } from '../widgets/paypal-button/form.ts';
import { paypalButton } from '../widgets/paypal-button/render.tsx';
import { findPublishedWidget } from './find-widget.ts';
import { toMinorUnits } from './money.ts';
import { createOrder, findOrder, recordEventOnce, recordRefusedEvent, updateOrder } from './orders.ts';
import { readPayments } from './settings.ts';

export const VERIFY_TIMEOUT_MS = 15_000;

/** PayPal's payment_status values and the order state each means. */
const STATES: Readonly<Record<string, OrderState>> = {
  Completed: 'paid',
  Canceled_Reversal: 'paid',
  Processed: 'pending',
  Pending: 'pending',
  'In-Progress': 'pending',
  Refunded: 'refunded',
  Reversed: 'refunded',
  Failed: 'failed',
  Denied: 'failed',
  Expired: 'failed',
  Voided: 'failed',
};

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface IpnAnswer {
  status: number;
  body: string;
}

/** Sends the message back as PayPal asks: the same fields in the same order, after cmd=_notify-validate. */
async function verifyWithPaypal(url: string, raw: string): Promise<'VERIFIED' | 'INVALID' | { error: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Foyer-IPN-Verification' },
      body: `cmd=_notify-validate&${raw}`,
      redirect: 'error',
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const text = (await response.text()).trim();
    if (!response.ok) return { error: `PayPal answered ${response.status}` };
    if (text === 'VERIFIED' || text === 'INVALID') return text;
    return { error: 'PayPal answered neither VERIFIED nor INVALID' };
  } catch (error) {
    return { error: error instanceof Error ? error.name : 'the check failed' };
  }
}

const eventName = (fields: URLSearchParams) => fields.get('txn_type') || fields.get('payment_status') || 'ipn';

export async function handlePaypalIpn(
  db: Kysely<Database>,
  raw: string,
  query: { post_id?: unknown; widget_id?: unknown },
  log: Log,
): Promise<IpnAnswer> {
  const fields = new URLSearchParams(raw);
  const txnId = fields.get('txn_id') ?? '';
  const trackId = fields.get('ipn_track_id') ?? '';
  const label = { txn: txnId || undefined, track: trackId || undefined, status: fields.get('payment_status') ?? undefined };
  const refusedId = (kind: string) => `${kind}:${trackId || txnId || 'none'}:${randomBytes(6).toString('hex')}`;
  const sandbox = fields.get('test_ipn') === '1';
  const settings = await readPayments(db);
  const checked = await verifyWithPaypal(sandbox ? settings.paypalSandboxIpnUrl : settings.paypalIpnUrl, raw);

  if (typeof checked === 'object') {
    log.error({ ...label, problem: checked.error }, 'paypal ipn: the notification could not be checked; PayPal will send it again');
    await recordRefusedEvent(db, { provider: 'paypal', eventId: refusedId('error'), type: eventName(fields) }, 'error', checked.error);
    return { status: 503, body: 'retry later' };
  }
  if (checked === 'INVALID') {
    log.warn(label, 'paypal ipn: PayPal says this notification is not theirs (INVALID); nothing was recorded');
    await recordRefusedEvent(
      db,
      { provider: 'paypal', eventId: refusedId('invalid'), type: eventName(fields) },
      'invalid',
      'PayPal answered INVALID',
    );
    return { status: 200, body: '' };
  }

  const refuse = async (detail: string) => {
    log.warn({ ...label, problem: detail }, 'paypal ipn: a verified notification was not recorded');
    await recordRefusedEvent(db, { provider: 'paypal', eventId: refusedId('invalid'), type: eventName(fields) }, 'invalid', detail);
    return { status: 200, body: '' };
  };
  const found = await findPublishedWidget(db, paypalButton, query.post_id, query.widget_id);
  if (!found) return refuse('the notification names no PayPal button on a published page');
  const s = found.settings;
  const receiver = (fields.get('receiver_email') || fields.get('business') || '').trim().toLowerCase();
  if (!receiver || receiver !== paypalReceiver(s).toLowerCase()) return refuse('the payment went to another account than the button’s');
  if (sandbox !== isSandbox(s)) return refuse(sandbox ? 'a sandbox payment for a live button' : 'a live payment for a sandbox button');
  const currency = (fields.get('mc_currency') ?? '').toUpperCase();
  if (currency && currency !== (s.currency ?? 'USD')) return refuse(`paid in ${currency}, the button sells in ${s.currency}`);

  const status = fields.get('payment_status') ?? '';
  const state = STATES[status];
  if (!txnId || !state) {
    // Subscription sign-ups and cancellations carry no payment; their payments come as their own messages.
    const id = `${trackId || txnId || refusedId('none')}:${eventName(fields)}`;
    await recordEventOnce(db, { provider: 'paypal', eventId: id, type: eventName(fields) }, async () => ({
      outcome: 'ignored',
      detail: 'no payment in this notification',
    }));
    return { status: 200, body: '' };
  }

  try {
    const result = await recordEventOnce(
      db,
      { provider: 'paypal', eventId: `${txnId}:${status}`, type: eventName(fields) },
      async (trx) => {
        const parent = fields.get('parent_txn_id');
        if (state === 'refunded' && parent) {
          const orderId = await findOrder(trx, 'paypal', { providerRef: parent });
          if (orderId === undefined) return { outcome: 'ignored', detail: `no order for transaction ${parent}` };
          const moved = await updateOrder(trx, orderId, { state });
          return { outcome: 'recorded', orderId, detail: `order ${moved.state}` };
        }
        const amount = toMinorUnits(fields.get('mc_gross') ?? '', currency || 'USD') ?? 0;
        const name = fields.get('item_name') || s.product_name || 'PayPal payment';
        const orderId = await createOrder(trx, {
          provider: 'paypal',
          providerRef: txnId,
          state: 'pending',
          currency: currency || 'USD',
          amountTotal: amount,
          sandbox,
          description: name,
          postId: found.postId,
          widgetId: found.widgetId,
          customerEmail: fields.get('payer_email') ?? '',
          customerName: [fields.get('first_name'), fields.get('last_name')].filter(Boolean).join(' '),
          items: [
            {
              kind: s.type === 'donation' ? 'donation' : s.type === 'subscription' ? 'subscription' : 'product',
              name,
              sku: fields.get('item_number') ?? '',
              // PayPal reports the total paid (mc_gross), shipping and tax included: one line of it.
              unitAmount: amount,
              quantity: 1,
            },
          ],
        });
        const moved = await updateOrder(trx, orderId, { state, amountTotal: amount });
        return { outcome: 'recorded', orderId, detail: `order ${moved.state}` };
      },
    );
    log.info({ ...label, outcome: result.outcome }, 'paypal ipn: notification received');
    return { status: 200, body: '' };
  } catch (error) {
    log.error({ err: error, ...label }, 'paypal ipn: recording the payment failed; PayPal will send it again');
    return { status: 503, body: 'retry later' };
  }
}
