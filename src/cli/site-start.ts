// What a first start makes of a fresh database: the demo hotel (the default), or with FOYER_DEMO=0 an
// empty site whose administrator is `admin` (for other names, run `foyer init` before the first start).
import type { AdministratorAccount } from '../content/site-init.ts';
import { newUserSchema } from '../db/repositories/users.ts';
import type { Config } from '../server/config.ts';

/** FOYER_DEMO: unset or `1` seeds the demo on a fresh database, `0` starts an empty site; anything else is refused. */
export function demoOnFirstStart(env: NodeJS.ProcessEnv): boolean {
  const value = env.FOYER_DEMO?.trim() ?? '';
  if (value === '' || value === '1') return true;
  if (value === '0') return false;
  throw new Error(`Invalid configuration: FOYER_DEMO: must be 0 (start an empty site) or 1 (seed the demo hotel); got "${env.FOYER_DEMO}"`);
}

/** The administrator `FOYER_DEMO=0 foyer serve` creates: `admin`, at the site's own host when it has one. */
export function defaultAdministrator(config: Config): AdministratorAccount {
  const host = config.baseUrl ? new URL(config.baseUrl).hostname : config.allowedHosts[0]?.replace(/:\d+$/, '');
  const email = host && newUserSchema.shape.email.safeParse(`admin@${host}`).success ? `admin@${host}` : 'admin@localhost.localdomain';
  return { login: 'admin', email, displayName: 'Administrator' };
}
