// `foyer user:create`: adds a user; the password comes from --password or FOYER_PASSWORD, never echoed.
import { createUser, newUserSchema } from '../../db/repositories/users.ts';
import { defineCommand } from '../command.ts';
import { openMigrated } from '../open.ts';

export const userCreateCommand = defineCommand({
  name: 'user:create',
  options: {
    login: { type: 'string', value: 'LOGIN', description: 'the name to sign in with', required: true },
    email: { type: 'string', value: 'EMAIL', description: 'the address for password resets', required: true },
    role: {
      type: 'string',
      value: 'ROLE',
      description: 'what the user may do',
      choices: newUserSchema.shape.role.unwrap().options,
      default: 'administrator',
    },
    name: { type: 'string', value: 'NAME', description: 'the name shown to others' },
    // Visible in the process list and shell history: FOYER_PASSWORD is the safer way.
    password: { type: 'string', value: 'PASSWORD', description: 'the password (better: the FOYER_PASSWORD environment variable)' },
  },
  async run({ values }, env) {
    const password = values.password ?? env.FOYER_PASSWORD;
    if (!password) {
      process.stderr.write('Give the password with --password or the FOYER_PASSWORD environment variable.\n');
      return 2;
    }
    const { db } = await openMigrated(env);
    try {
      const user = await createUser(db.kysely, {
        login: values.login ?? '',
        email: values.email ?? '',
        password,
        displayName: values.name,
        role: values.role as 'administrator',
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
});
