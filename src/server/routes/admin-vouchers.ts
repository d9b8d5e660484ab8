// The front desk's gift voucher lookup (administrators and editors): a code, however typed, answers
// the voucher (what it is worth, who bought it, whether it was used); marking it used is a write with
// the back office's nonce, and only one desk wins when two mark the same code at once.
import type { FastifyInstance } from 'fastify';
import { findVoucher, markVoucherUsed, normaliseCode } from '../../commerce/shop/vouchers.ts';
import { ADMIN_API } from '../../admin/shared/api.ts';
import { VOUCHERS_API_PATH, type VoucherAnswer } from '../../contracts/shop.ts';
import { requireAdminNonce, requireCap, sendApiError } from './admin-guard.ts';

const NOT_FOUND = 'No voucher has this code. Check it against the guest’s e-mail: codes have 16 letters and digits.';

export async function adminVoucherRoutes(app: FastifyInstance): Promise<void> {
  const db = app.foyer.db.kysely;
  const base = `${ADMIN_API}${VOUCHERS_API_PATH}`;

  app.get<{ Params: { code: string } }>(`${base}/:code`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!requireCap(request, reply, 'manage_vouchers')) return reply;
    if (!normaliseCode(request.params.code))
      return sendApiError(reply, 400, 'foyer_bad_code', 'A voucher code has 16 letters and digits, e.g. ABCD-EFGH-JKMN-PQRS.');
    const voucher = await findVoucher(db, request.params.code);
    if (!voucher) return sendApiError(reply, 404, 'foyer_no_voucher', NOT_FOUND);
    const { amount: _amount, currency: _currency, ...answer } = voucher;
    return answer satisfies VoucherAnswer;
  });

  app.post<{ Params: { code: string } }>(`${base}/:code/use`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!requireCap(request, reply, 'manage_vouchers')) return reply;
    if (!(await requireAdminNonce(request, reply))) return reply;
    const code = normaliseCode(request.params.code);
    const voucher = code ? await findVoucher(db, code) : undefined;
    if (!code || !voucher) return sendApiError(reply, 404, 'foyer_no_voucher', NOT_FOUND);
    const staff = request.account!.displayName || request.account!.login;
    if (!(await markVoucherUsed(db, code, staff))) {
      const used = (await findVoucher(db, code))!;
      return sendApiError(
        reply,
        409,
        'foyer_voucher_used',
        `This voucher was already used${used.usedBy ? ` (marked by ${used.usedBy})` : ''}.`,
      );
    }
    request.log.info({ order: voucher.orderId, by: request.account!.login }, 'gift voucher marked used');
    const { amount: _amount, currency: _currency, ...answer } = (await findVoucher(db, code))!;
    return answer satisfies VoucherAnswer;
  });
}
