// What `foyer serve` checks before it opens anything, and how it words a failed start. A server that
// cannot write its SQLite database or its uploads would start and then fail on the first save; one
// that cannot listen must exit, so its supervisor restarts it. Each message names what to fix.
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { describeDatabaseUrl } from '../db/connect.ts';

/** The user this process runs as, for "not writable by …". */
function thisUser(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? '?'}`;
  }
}

/** The path as the operator wrote it: relative to the working directory when inside it. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

function canWrite(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The path itself if it exists, else the nearest folder above it that does (where it would be created). */
function nearestExisting(path: string): string {
  let current = path;
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return current;
}

/**
 * Why this user cannot run the site from these files, one line each (empty when it can). SQLite
 * writes the database file and, beside it in the same folder, its -wal and -shm files.
 */
export function writableProblems(databaseUrl: string | undefined, uploadsDir: string): string[] {
  const user = thisUser();
  const problems: string[] = [];
  const { dialect, target } = describeDatabaseUrl(databaseUrl);
  if (dialect === 'sqlite' && target !== ':memory:') {
    const file = resolve(target);
    const blocked = [file, dirname(file)].map(nearestExisting).filter((p, i, all) => all.indexOf(p) === i && !canWrite(p));
    if (blocked.length)
      problems.push(
        `${shown(file)} is not writable by ${user} (${blocked.map(shown).join(' and ')}): ` +
          `chown -R ${user} ${shown(nearestExisting(dirname(file)))}, or set DATABASE_URL to a database this user can write`,
      );
  }
  const uploads = nearestExisting(resolve(uploadsDir));
  if (!canWrite(uploads))
    problems.push(`the uploads folder ${shown(resolve(uploadsDir))} is not writable by ${user}: chown -R ${user} ${shown(uploads)}`);
  return problems;
}

/** A failed listen said plainly, with what to do; undefined for other errors. */
export function listenProblem(error: unknown, host: string, port: number): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'EADDRINUSE') return `port ${port} on ${host} is already in use by another process: stop it, or set PORT to a free port`;
  if (code === 'EACCES') return `this user may not listen on port ${port}: set PORT to 1024 or above (or put a proxy on port ${port})`;
  if (code === 'EADDRNOTAVAIL') return `${host} is not an address of this machine: set HOST (0.0.0.0 for every address)`;
  return undefined;
}
