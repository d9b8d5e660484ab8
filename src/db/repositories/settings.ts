// Site settings: JSON values by key. The kit lives under 'kit', the front page id under 'page_on_front'.
import type { Kysely } from 'kysely';
import { type Kit, kitSchema } from '../../model/kit.ts';
import { contentChanged } from '../changes.ts';
import { contentTags } from '../content-tags.ts';
import type { Database } from '../schema.ts';

export async function getSetting<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return undefined;
  }
}

export async function setSetting(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
  // Settings no page reads (secrets, counters) carry tags no cached page has, so they clear nothing.
  await contentChanged(db, [contentTags.setting(key)]);
}

/** The kit, validated; a stored kit that no longer validates falls back to defaults field by field. */
export async function getKit(db: Kysely<Database>): Promise<Kit> {
  const stored = (await getSetting<Record<string, unknown>>(db, 'kit')) ?? {};
  const parsed = kitSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const cleaned = { ...stored };
  for (const issue of parsed.error.issues) delete cleaned[String(issue.path[0])];
  return kitSchema.parse(cleaned);
}
