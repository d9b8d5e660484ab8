// `foyer init`: starts an empty site (Elementor's default kit, no content, one administrator) on a new
// database, and records it, so `foyer serve` never seeds the demo over it; `foyer seed` adds the demo
// on request. Refuses a database that has content; an already initialised empty site is left as it is.
import { AdministratorRefusedError, initEmptySite } from '../../content/site-init.ts';
import { UserTakenError } from '../../db/repositories/users.ts';
import { defineCommand } from '../command.ts';
import { openMigrated } from '../open.ts';

export const initCommand = defineCommand({
  name: 'init',
  options: {
    login: { type: 'string', value: 'LOGIN', description: "the administrator's name to sign in with", required: true },
    email: { type: 'string', value: 'EMAIL', description: "the administrator's address for password resets", required: true },
    name: { type: 'string', value: 'NAME', description: "the administrator's name shown to others" },
    // Visible in the process list and shell history: FOYER_ADMIN_PASSWORD is the safer way.
    password: {
      type: 'string',
      value: 'PASSWORD',
      description: "the administrator's password (better: FOYER_ADMIN_PASSWORD; neither: one is generated and shown once)",
    },
    'site-name': { type: 'string', value: 'TITLE', description: "the site's name, in page titles (default Foyer)" },
  },
  async run({ values }, env) {
    const password = values.password ?? env.FOYER_ADMIN_PASSWORD;
    const { db } = await openMigrated(env);
    try {
      const result = await initEmptySite(db.kysely, {
        administrator: { login: values.login ?? '', email: values.email ?? '', displayName: values.name },
        password: password || undefined,
        passwordSource: values.password !== undefined ? '--password' : 'FOYER_ADMIN_PASSWORD',
        siteName: values['site-name'],
      });
      if (!result.ok) {
        (result.state === 'empty' ? process.stdout : process.stderr).write(`${result.message}\n`);
        return result.state === 'empty' ? 0 : 1;
      }
      process.stdout.write(`${result.summary}\n`);
      return 0;
    } catch (error) {
      // The account was refused (a bad login or e-mail address, a short password): nothing was written.
      const issues = (error as { issues?: Array<{ path: unknown[]; message: string }> }).issues;
      if (!issues && !(error instanceof AdministratorRefusedError) && !(error instanceof UserTakenError)) throw error;
      process.stderr.write(
        issues ? `${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}\n` : `${(error as Error).message}\n`,
      );
      return 2;
    } finally {
      await db.close();
    }
  },
});
