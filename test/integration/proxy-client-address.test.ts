// Issue 28, part 4's reproduction: behind one trusted proxy (TRUST_PROXY=1), a client that writes its
// own X-Forwarded-For entries is still the address the proxy saw. Thirty failed logins, each naming
// another account and forging another address in front of the proxy's entry, all count against that
// one client: its bucket fills after its free failures and the rest wait (429), where trusting every
// hop gave 30 × 401.
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeDatabases } from '../helpers/app.ts';

const AJAX = '/wp-admin/admin-ajax.php';
const PROXY = '10.0.0.2';
const REAL_CLIENT = '198.51.100.23';

async function attempt(app: FastifyInstance, i: number) {
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    // The forged entry first, then the one the proxy appended: the client's real address.
    'x-forwarded-for': `203.0.113.${i}, ${REAL_CLIENT}`,
  };
  const post = (fields: Record<string, string>, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: AJAX,
      remoteAddress: PROXY,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });
  const nonce = await post({ action: 'foyer_nonce', for: 'foyer_login' });
  const cookie = [nonce.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  return post({ action: 'foyer_login', nonce: nonce.json().data as string, user: `guest-${i}`, pass: 'a wrong password' }, cookie);
}

describeDatabases(
  'TRUST_PROXY=1 and forged X-Forwarded-For',
  (suite) => {
    it('counts thirty forged addresses as the one client the proxy saw', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 30; i++) statuses.push((await attempt(suite.app, i)).statusCode);
      // Each name is a new account bucket, so only the client's bucket can hold them back.
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(11);
      expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    });
  },
  { config: { trustProxy: 1 } },
);
