// The version of Foyer: the one in package.json, read once when asked for. Found by walking up from
// this module, which is src/cli/ in a development checkout and dist/server/cli/ in a compiled one.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function packageVersion(): string {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof pkg.version !== 'string') throw new Error('package.json has no version');
  return pkg.version;
}
