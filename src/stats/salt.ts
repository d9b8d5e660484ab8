// The daily salt behind visitor hashes. A visitor is the SHA-256 of IP + user agent under the salt of
// the site day, so the same browser is one visitor all day and nobody can be followed across days.
// Each day's salt is random (not derived from a secret) and deleted when the day is over
// (purgeOldSalts), so once it is gone no stored hash can be matched to an IP, even by us.
import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface SaltStore {
  /** The salt of a site day, created on first use; every process gets the same one from the database. */
  saltFor(day: string): Promise<string>;
}

export function createSaltStore(db: Kysely<Database>): SaltStore {
  let cached: { day: string; salt: Promise<string> } | undefined;
  async function load(day: string): Promise<string> {
    await db
      .insertInto('stats_salts')
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    const row = await db.selectFrom('stats_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    return row.salt;
  }
  return {
    saltFor(day) {
      if (cached?.day !== day) {
        const salt = load(day);
        cached = { day, salt };
        salt.catch(() => {
          if (cached?.salt === salt) cached = undefined;
        });
      }
      return cached.salt;
    },
  };
}

/** 32 hex characters identifying a visitor for one day. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  // One-shot hash: a third of the time of a Hash object on the ingestion's hot path.
  return hash('sha256', `${salt}\u0000${ip}\u0000${userAgent}`, 'hex').slice(0, 32);
}

/** Forgets every salt but today's and yesterday's (a hit in flight at midnight may still use it). */
export async function purgeOldSalts(db: Kysely<Database>, yesterday: string): Promise<void> {
  await db.deleteFrom('stats_salts').where('day', '<', yesterday).execute();
}
