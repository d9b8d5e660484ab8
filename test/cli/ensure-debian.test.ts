// scripts/ensure-debian.js: answers `name: path` for a tool that is there, and refuses what it does not know.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/ensure-debian.js', ...args], { encoding: 'utf8' });

describe('ensure-debian', () => {
  it('prints its usage and exits 2 without a tool', () => {
    const r = run();
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('usage: node scripts/ensure-debian.js TOOL...');
  });

  it('refuses a tool it does not know, naming the ones it does', () => {
    const r = run('curl-impersonate');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('unknown tool "curl-impersonate" (known: wrk, nginx)');
  });

  it.skipIf(!existsSync('/usr/bin/wrk'))('answers the path of a tool that is installed, installing nothing', () => {
    const r = run('wrk');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('wrk: /usr/bin/wrk\n');
  });
});
