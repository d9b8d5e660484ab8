// `foyer user:create`: adds a user; the password comes from --password or FOYER_PASSWORD, never echoed.
import { createUser } from '../../db/repositories/users.ts';
import { parseArgs, stringFlag } from '../args.ts';
import type { Command } from '../main.ts';
import { openMigrated } from '../open.ts';

export const userCreateCommand: Command = {
  name: 'user:create',
  usage: 'user:create --login L --email E [--role administrator|editor|author|subscriber] [--password P | FOYER_PASSWORD=P]',
  async run(args) {
    const { flags } = parseArgs(args);
    const password = stringFlag(flags, 'password') ?? process.env.FOYER_PASSWORD;
    if (!password) {
      process.stderr.write('Give the password with --password or the FOYER_PASSWORD environment variable.\n');
      return 2;
    }
    const { db } = await openMigrated();
    try {
      const user = await createUser(db.kysely, {
        login: stringFlag(flags, 'login') ?? '',
        email: stringFlag(flags, 'email') ?? '',
        password,
        displayName: stringFlag(flags, 'name'),
        role: (stringFlag(flags, 'role') ?? 'administrator') as 'administrator',
      });
      process.stdout.write(`Created user ${user.login} (id ${user.id}, ${user.role}).\n`);
      return 0;
    } catch (error) {
      const issues = (error as { issues?: Array<{ path: unknown[]; message: string }> }).issues;
      process.stderr.write(
        issues ? `${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}\n` : `${(error as Error).message}\n`,
      );
      return 2;
    } finally {
      await db.close();
    }
  },
};
