// An empty site, as a hotel moving in starts one (`foyer init`, or `FOYER_DEMO=0 foyer serve` on a
// fresh database): Elementor's default kit, no content, one administrator. The start records that it
// was done (the `site_initialised` setting), so a later `foyer serve` never seeds the demo over it.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getSetting, setSetting } from '../db/repositories/settings.ts';
import { createUser, type ScryptParams } from '../db/repositories/users.ts';
import type { Database } from '../db/schema.ts';
import { DEFAULT_KIT } from '../model/kit.ts';

/** The setting that says the site was started empty on purpose, and when. */
export const SITE_INITIALISED = 'site_initialised';

export interface SiteInitialised {
  mode: 'empty';
  /** ISO time of `foyer init`. */
  at: string;
}

/**
 * - `fresh`: nothing stored yet and never initialised: the first `foyer serve` seeds the demo (or, with
 *   `FOYER_DEMO=0`, starts an empty site).
 * - `empty`: initialised as an empty site and still without content.
 * - `content`: pages, posts, templates, areas or menus exist (the demo's, or the site's own).
 */
export type SiteState = 'fresh' | 'empty' | 'content';

export async function siteState(db: Kysely<Database>): Promise<SiteState> {
  const [post, term, menu] = await Promise.all([
    db.selectFrom('posts').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('terms').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('menus').select('id').limit(1).executeTakeFirst(),
  ]);
  if (post || term || menu) return 'content';
  return (await getSetting<SiteInitialised>(db, SITE_INITIALISED)) ? 'empty' : 'fresh';
}

/** Whether any page or post is published: without one, `/` welcomes instead of answering a 404. */
export async function hasPublishedPages(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where('status', '=', 'published')
    .where('type', 'in', ['page', 'post'])
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The shortest administrator password accepted from the environment or the command line. */
const MIN_PASSWORD = 10;

/** The administrator's password was refused (too short); nothing was written. */
export class AdministratorRefusedError extends Error {}

export interface AdministratorAccount {
  login: string;
  email: string;
  displayName?: string;
  nickname?: string;
}

/**
 * Creates the site's administrator unless it already has one (then it is kept, never changed). The
 * password is the one given (FOYER_ADMIN_PASSWORD or --password, at least 10 characters), else a random
 * one: the returned line names it that one time, and nothing else ever prints or logs it.
 * `source` names where a given password came from, for the line and the error.
 */
export async function ensureAdministrator(
  db: Kysely<Database>,
  account: AdministratorAccount,
  password: string | undefined,
  source = 'FOYER_ADMIN_PASSWORD',
  /** The password hash's cost; the default (N=2^17) unless a test asks for less. */
  scrypt?: ScryptParams,
): Promise<{ created: boolean; line: string }> {
  const admin = await db.selectFrom('users').select('login').where('role', '=', 'administrator').executeTakeFirst();
  if (admin) return { created: false, line: `staff account: ${admin.login} (kept)` };
  if (password && password.length < MIN_PASSWORD)
    throw new AdministratorRefusedError(`${source} must be at least ${MIN_PASSWORD} characters long`);
  const chosen = password || randomBytes(12).toString('base64url');
  await createUser(db, { ...account, password: chosen, role: 'administrator' }, { scrypt });
  return {
    created: true,
    line: password
      ? `staff account: ${account.login}, password from ${source}`
      : `staff account: ${account.login}, password ${chosen} (shown once; set FOYER_ADMIN_PASSWORD to choose it)`,
  };
}

export interface InitOptions {
  administrator: AdministratorAccount;
  /** FOYER_ADMIN_PASSWORD or --password; unset: generated and shown once in the summary. */
  password?: string;
  /** Where `password` came from, for the summary and errors. */
  passwordSource?: string;
  /** The site's name (the kit's site_name): page titles and the front page's welcome. */
  siteName?: string;
}

export type InitResult = { ok: true; summary: string } | { ok: false; state: 'empty' | 'content'; message: string };

/**
 * Starts an empty site on a fresh database: Elementor's default kit (the globals a fresh Elementor
 * site has: DEFAULT_KIT), the administrator, and the `site_initialised` record. A database that
 * already has content, or was initialised already, is left exactly as it is.
 */
export async function initEmptySite(db: Kysely<Database>, options: InitOptions): Promise<InitResult> {
  const state = await siteState(db);
  if (state === 'empty') {
    const since = (await getSetting<SiteInitialised>(db, SITE_INITIALISED))?.at;
    return {
      ok: false,
      state,
      message: `This site is already an initialised empty site${since ? ` (since ${since})` : ''}: nothing changed.`,
    };
  }
  if (state === 'content') {
    return {
      ok: false,
      state,
      message:
        'This database already has content (pages, posts, templates, areas or menus): foyer init starts only a new, empty site. Nothing changed.',
    };
  }
  // The administrator first: a refused account (a short password, a bad e-mail address) leaves the database fresh.
  const staff = await ensureAdministrator(db, options.administrator, options.password, options.passwordSource);
  await setSetting(db, 'kit', { ...DEFAULT_KIT, ...(options.siteName ? { site_name: options.siteName } : {}) });
  const record: SiteInitialised = { mode: 'empty', at: new Date().toISOString() };
  await setSetting(db, SITE_INITIALISED, record);
  return {
    ok: true,
    summary: `Initialised an empty site with Elementor's default kit and no content; ${staff.line}. The back office is at /admin; \`foyer seed\` adds the demo hotel.`,
  };
}
