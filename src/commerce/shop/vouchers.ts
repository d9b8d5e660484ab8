// Gift voucher codes: 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L), in groups
// of four, from the system's random source: 80 bits, so a code cannot be guessed or counted to.
// Reception looks a code up and marks it used, once; typing is forgiving (case, spaces, dashes).
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { displayAmount } from './money-display.ts';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'.padEnd(32, 'X').slice(0, 32);
export const CODE_PATTERN = /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

export function newVoucherCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** A typed code in its stored form, or undefined when it cannot be one. */
export function normaliseCode(typed: unknown): string | undefined {
  if (typeof typed !== 'string' || typed.length > 64) return undefined;
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[A-Z2-9]{16}$/.test(plain)) return undefined;
  return plain.match(/.{4}/g)!.join('-');
}

export interface VoucherView {
  code: string;
  name: string;
  amount: number;
  currency: string;
  display: string;
  state: 'valid' | 'used';
  usedAt: string | null;
  usedBy: string | null;
  createdAt: string;
  orderId: number;
  buyerEmail: string;
  buyerName: string;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function issueVoucher(
  db: Db,
  v: { orderId: number; productId: number | null; name: string; amount: number; currency: string },
): Promise<string> {
  const code = newVoucherCode();
  await db
    .insertInto('vouchers')
    .values({
      code,
      order_id: v.orderId,
      product_id: v.productId,
      name: v.name,
      amount: v.amount,
      currency: v.currency.toUpperCase(),
      state: 'valid',
      used_at: null,
      used_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return code;
}

export async function findVoucher(db: Db, typed: unknown): Promise<VoucherView | undefined> {
  const code = normaliseCode(typed);
  if (!code) return undefined;
  const row = await db
    .selectFrom('vouchers')
    .innerJoin('orders', 'orders.id', 'vouchers.order_id')
    .select([
      'vouchers.code',
      'vouchers.name',
      'vouchers.amount',
      'vouchers.currency',
      'vouchers.state',
      'vouchers.used_at',
      'vouchers.used_by',
      'vouchers.created_at',
      'vouchers.order_id',
      'orders.customer_email',
      'orders.customer_name',
    ])
    .where('vouchers.code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const amount = Number(row.amount);
  return {
    code: row.code,
    name: row.name,
    amount,
    currency: row.currency,
    display: displayAmount(amount, row.currency),
    state: row.state,
    usedAt: row.used_at,
    usedBy: row.used_by,
    createdAt: row.created_at,
    orderId: row.order_id,
    buyerEmail: row.customer_email,
    buyerName: row.customer_name,
  };
}

/** Marks a valid voucher used by `staff`; false when it was used already (two desks at once: one wins). */
export async function markVoucherUsed(db: Db, code: string, staff: string): Promise<boolean> {
  const result = await db
    .updateTable('vouchers')
    .set({ state: 'used', used_at: new Date().toISOString(), used_by: staff.slice(0, 200) })
    .where('code', '=', code)
    .where('state', '=', 'valid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
