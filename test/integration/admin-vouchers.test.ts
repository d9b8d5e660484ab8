// The front desk's voucher lookup on SQLite and PostgreSQL: administrators and editors only; a code
// however typed finds its voucher; marking it used needs the back office's nonce and wins once.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createOrder } from '../../src/commerce/orders.ts';
import { issueVoucher } from '../../src/commerce/shop/vouchers.ts';
import { createUser } from '../../src/db/repositories/users.ts';
import { describeDatabases } from '../helpers/app.ts';

const PASSWORD = 'Front-desk Lemon 2026';
const API = '/admin/api';

function browser(app: FastifyInstance) {
  const jar = new Map<string, string>();
  async function request(method: 'GET' | 'POST', url: string, body?: unknown) {
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [name, value] = line.split(';')[0]!.split('=');
      if (value) jar.set(name!, value);
      else jar.delete(name!);
    }
    return res;
  }
  async function logIn(user: string) {
    const session = await request('GET', `${API}/session`);
    return request('POST', `${API}/login`, { user, pass: PASSWORD, nonce: session.json().nonces.login });
  }
  /** A visitor's session, through the plain login form (the back office's login takes staff only). */
  async function logInAsVisitor(user: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/wp-login.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ log: user, pwd: PASSWORD }).toString(),
    });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [name, value] = line.split(';')[0]!.split('=');
      if (value) jar.set(name!, value);
    }
    expect(res.statusCode).toBe(303);
  }
  const nonce = async () => (await request('GET', `${API}/session`)).json().nonces.admin as string;
  return { request, logIn, logInAsVisitor, nonce };
}

describeDatabases('the back office’s voucher lookup', (suite) => {
  let code = '';
  beforeAll(async () => {
    for (const role of ['editor', 'subscriber'] as const)
      await createUser(suite.db.kysely, {
        login: `desk-${role}`,
        email: `desk-${role}@casa-alba.test`,
        password: PASSWORD,
        displayName: `Desk ${role}`,
        role,
      });
    const order = await createOrder(suite.db.kysely, {
      provider: 'stripe',
      providerRef: 'cs_voucher_1',
      state: 'paid',
      currency: 'EUR',
      amountTotal: 10000,
      sandbox: true,
      customerEmail: 'ana@guest.example',
      customerName: 'Ana',
      items: [{ kind: 'voucher', name: 'Dinner for two', unitAmount: 10000, quantity: 1 }],
    });
    code = await issueVoucher(suite.db.kysely, { orderId: order, productId: null, name: 'Dinner for two', amount: 10000, currency: 'EUR' });
  });

  it('refuses visitors and accounts without the capability', async () => {
    const anon = browser(suite.app);
    expect((await anon.request('GET', `${API}/vouchers/${code}`)).statusCode).toBe(401);
    const guest = browser(suite.app);
    await guest.logInAsVisitor('desk-subscriber');
    const refused = await guest.request('GET', `${API}/vouchers/${code}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account (subscriber) may not look up gift vouchers.');
  });

  it('finds a voucher however the code is typed, and says clearly when a code is wrong or unknown', async () => {
    const desk = browser(suite.app);
    await desk.logIn('desk-editor');
    const typed = encodeURIComponent(code.toLowerCase().replace(/-/g, ' '));
    const found = await desk.request('GET', `${API}/vouchers/${typed}`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.json()).toMatchObject({
      code,
      name: 'Dinner for two',
      display: '€100.00',
      state: 'valid',
      buyerEmail: 'ana@guest.example',
    });
    expect((await desk.request('GET', `${API}/vouchers/not-a-code`)).statusCode).toBe(400);
    const unknown = await desk.request('GET', `${API}/vouchers/AAAA-BBBB-CCCC-DDDD`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/No voucher has this code/);
  });

  it('marks a voucher used once, with the nonce, naming who did', async () => {
    const desk = browser(suite.app);
    await desk.logIn('desk-editor');
    expect((await desk.request('POST', `${API}/vouchers/${code}/use`, { nonce: 'forged' })).statusCode).toBe(403);
    const used = await desk.request('POST', `${API}/vouchers/${code}/use`, { nonce: await desk.nonce() });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ state: 'used', usedBy: 'Desk editor' });
    const again = await desk.request('POST', `${API}/vouchers/${code}/use`, { nonce: await desk.nonce() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This voucher was already used (marked by Desk editor).');
  });
});
