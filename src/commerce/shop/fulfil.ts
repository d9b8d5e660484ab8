// A shop order once Stripe's signed webhook says it is paid: each gift voucher bought gets its own
// code, stock is taken, the cart it came from is emptied, and two mails are queued (the buyer's, with
// the codes; the hotel's, with the order). All in the webhook's transaction and once only (the
// order's fulfilled_at), however often Stripe repeats the event.
import type { Transaction } from 'kysely';
import { enqueueMail } from '../../accounts/outbox.ts';
import { adminAddress } from '../../db/repositories/users.ts';
import { getKit } from '../../db/repositories/settings.ts';
import type { Database } from '../../db/schema.ts';
import { clearCart } from './cart.ts';
import { displayAmount } from './money-display.ts';
import { takeStock } from './products.ts';
import { issueVoucher } from './vouchers.ts';

export interface Fulfilment {
  orderId: number;
  vouchers: string[];
  /** A product's stock changed: pages listing products are stale. */
  stockChanged: boolean;
  /** Products sold beyond their stock (the order is paid all the same; staff see it in the mail). */
  oversold: string[];
}

/** Fulfils a paid shop order; undefined when it is not a shop order, not paid, or already fulfilled. */
export async function fulfilShopOrder(trx: Transaction<Database>, orderId: number): Promise<Fulfilment | undefined> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || order.cart_id === null || order.fulfilled_at !== null || order.state !== 'paid') return undefined;
  const items = await trx.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const vouchers: Array<{ code: string; name: string; display: string }> = [];
  const oversold: string[] = [];
  let stockChanged = false;
  for (const item of items) {
    if (item.product_id === null) continue;
    const unit = Number(item.unit_amount);
    if (item.kind === 'voucher')
      for (let i = 0; i < item.quantity; i++) {
        const code = await issueVoucher(trx, {
          orderId,
          productId: item.product_id,
          name: item.name,
          amount: unit,
          currency: order.currency,
        });
        vouchers.push({ code, name: item.name, display: displayAmount(unit, order.currency) });
      }
    const stock = await trx.selectFrom('products').select('stock').where('id', '=', item.product_id).executeTakeFirst();
    if (stock?.stock != null) {
      stockChanged = true;
      if (!(await takeStock(trx, item.product_id, item.quantity))) oversold.push(item.name);
    }
  }
  await clearCart(trx, order.cart_id);
  await trx.updateTable('orders').set({ fulfilled_at: new Date().toISOString() }).where('id', '=', orderId).execute();

  const siteName = (await getKit(trx)).site_name || 'Our hotel';
  const total = displayAmount(Number(order.amount_total), order.currency);
  const lines = items.map((i) => `${i.quantity} × ${i.name} — ${displayAmount(Number(i.unit_amount) * i.quantity, order.currency)}`);
  const reference = `Order ${orderId}`;
  if (order.customer_email)
    await enqueueMail(trx, {
      to: order.customer_email,
      subject: `[${siteName}] Your order ${orderId}`,
      text: [
        `Thank you${order.customer_name ? `, ${order.customer_name}` : ''}: your payment of ${total} has been received.`,
        '',
        reference,
        ...lines,
        `Total: ${total}`,
        ...(vouchers.length
          ? [
              '',
              vouchers.length === 1 ? 'Your gift voucher:' : 'Your gift vouchers:',
              ...vouchers.map((v) => `${v.code}  ${v.name}, ${v.display}`),
              '',
              'Give the code to reception when you arrive or when you book. Each code can be used once; keep it like cash.',
            ]
          : []),
        '',
        `${siteName}`,
      ].join('\n'),
    });
  const hotel = await adminAddress(trx);
  if (hotel)
    await enqueueMail(trx, {
      to: hotel,
      subject: `[${siteName}] New order ${orderId}: ${total}`,
      text: [
        `${reference}, paid through Stripe${order.sandbox ? ' (test mode)' : ''}.`,
        `Buyer: ${order.customer_name || '(no name)'} <${order.customer_email || 'no e-mail'}>`,
        '',
        ...lines,
        `Total: ${total}`,
        ...(vouchers.length ? ['', `Vouchers issued: ${vouchers.map((v) => v.code).join(', ')}`] : []),
        ...(oversold.length ? ['', `Sold beyond the stock: ${oversold.join(', ')}. Please contact the buyer.`] : []),
      ].join('\n'),
    });
  return { orderId, vouchers: vouchers.map((v) => v.code), stockChanged, oversold };
}
