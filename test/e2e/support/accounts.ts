// Visitor accounts for browser tests: made through the same admin-ajax calls the account forms use
// (a nonce first, then the action), so a test starts from an account a visitor could have made.
import { expect, type APIRequestContext } from '@playwright/test';

export async function registerThroughAjax(
  request: APIRequestContext,
  account: { user: string; pass: string; name: string; mail?: string },
): Promise<void> {
  const nonce = await request.post('/wp-admin/admin-ajax.php', { form: { action: 'foyer_nonce', for: 'foyer_register' } });
  const answer = await request.post('/wp-admin/admin-ajax.php', {
    form: {
      action: 'foyer_register',
      nonce: (await nonce.json()).data,
      user: account.user,
      mail: account.mail ?? `${account.user}@guest.example`,
      pass: account.pass,
      name: account.name,
    },
  });
  expect(answer.status()).toBe(200);
}
