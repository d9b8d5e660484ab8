// Opens the configured database and brings its schema up to date: every command that needs data starts here.
import { openDb, type Db } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { loadConfig, type Config } from '../server/config.ts';

export async function openMigrated(env: NodeJS.ProcessEnv = process.env): Promise<{ db: Db; config: Config; applied: string[] }> {
  const config = loadConfig(env);
  const db = openDb(config.databaseUrl);
  try {
    const applied = await migrate(db);
    return { db, config, applied };
  } catch (error) {
    await db.close();
    throw new Error(`cannot prepare the database at ${db.description}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
