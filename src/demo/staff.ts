// The demo's staff account, so the back office (/admin) can be tried at once. Its password is never
// fixed in the code: FOYER_ADMIN_PASSWORD chooses it, else a random one is made and shown once in the
// seed summary. It is created only when the site has no administrator yet (an empty site's own is
// kept), and never changed after: the same rule as `foyer init`'s administrator (content/site-init.ts).
import type { Kysely } from 'kysely';
import { ensureAdministrator } from '../content/site-init.ts';
import type { ScryptParams } from '../db/repositories/users.ts';
import type { Database } from '../db/schema.ts';
import { HOTEL } from './content/hotel-facts.ts';

export const DEMO_STAFF_LOGIN = 'gconti';

/** A line for the seed summary: the login and, when it was generated, the password. */
export async function ensureDemoStaff(db: Kysely<Database>, password?: string, scrypt?: ScryptParams): Promise<string> {
  const account = {
    login: DEMO_STAFF_LOGIN,
    email: 'giulia@casa-alba.example',
    displayName: HOTEL.manager,
    nickname: HOTEL.manager.split(' ')[0],
  };
  return (await ensureAdministrator(db, account, password, undefined, scrypt)).line;
}
