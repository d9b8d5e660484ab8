// The demo's staff account, so the back office (/admin) can be tried at once. Its password is never
// fixed in the code: FOYER_ADMIN_PASSWORD chooses it, else a random one is made and shown once in the
// seed summary. It is created only when the site has no administrator yet, and never changed after.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createUser } from '../db/repositories/users.ts';
import type { Database } from '../db/schema.ts';
import { HOTEL } from './content/hotel-facts.ts';

export const DEMO_STAFF_LOGIN = 'gconti';

/** A line for the seed summary: the login and, when it was generated, the password. */
export async function ensureDemoStaff(db: Kysely<Database>, password?: string): Promise<string> {
  const admin = await db.selectFrom('users').select('login').where('role', '=', 'administrator').executeTakeFirst();
  if (admin) return `staff account: ${admin.login} (kept)`;
  if (password && password.length < 10) throw new Error('FOYER_ADMIN_PASSWORD must be at least 10 characters long');
  const chosen = password || randomBytes(12).toString('base64url');
  await createUser(db, {
    login: DEMO_STAFF_LOGIN,
    email: 'giulia@casa-alba.example',
    password: chosen,
    displayName: HOTEL.manager,
    nickname: HOTEL.manager.split(' ')[0],
    role: 'administrator',
  });
  return password
    ? `staff account: ${DEMO_STAFF_LOGIN}, password from FOYER_ADMIN_PASSWORD`
    : `staff account: ${DEMO_STAFF_LOGIN}, password ${chosen} (shown once; set FOYER_ADMIN_PASSWORD to choose it)`;
}
