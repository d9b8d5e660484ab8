// The bench's system tools (wrk, nginx): found, or installed from Debian, by scripts/ensure-debian.js.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The tool's path; throws with the script's explanation when it cannot be had. */
export function ensureDebianTool(root: string, name: 'wrk' | 'nginx'): string {
  // apt-get's progress goes to our stderr as it happens; stdout carries the `name: path` answer.
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-debian.js'), name], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const path = /^\S+: (\/\S+)$/m.exec(r.stdout ?? '')?.[1];
  if (r.status === 0 && path) return path;
  const said = (r.stderr ?? '').trim().split('\n').filter(Boolean).pop();
  throw new Error(said?.replace(/^ensure-debian: /, '') ?? `scripts/ensure-debian.js ${name} failed (exit ${r.status})`);
}
