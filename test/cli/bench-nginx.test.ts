// The static ceiling's nginx: serves the copy (gzip precompressed when asked), and stopping it ends the
// process and removes its temporary folder.
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig, startNginx } from '../../bench/nginx.ts';

const NGINX = '/usr/sbin/nginx';
const tempFolders = () => readdirSync(tmpdir()).filter((f) => f.startsWith('foyer-bench-nginx-'));

describe('nginxConfig', () => {
  it('keeps everything nginx writes inside its own folder and listens on loopback only', () => {
    const dir = join(tmpdir(), 'x');
    const conf = nginxConfig({ dir, root: join(dir, 'site'), port: 4321, workers: 2 });
    expect(conf).toContain('listen 127.0.0.1:4321;');
    expect(conf).toContain(`pid ${dir}/nginx.pid;`);
    expect(conf).toContain('gzip_static on;');
    for (const line of conf.split('\n').filter((l) => /_temp_path /.test(l))) expect(line).toContain(`${dir}/tmp/`);
  });
});

// nginx is installed by scripts/ensure-debian.js when the bench runs; without it this suite has nothing to run.
describe.skipIf(!existsSync(NGINX))('startNginx', () => {
  it('serves the page, gzipped when asked, and stops cleanly', async () => {
    const before = tempFolders();
    const html = Buffer.from(`<!doctype html><title>Casa</title>${'<p>Rooms with a view</p>'.repeat(200)}`);
    const nginx = await startNginx(NGINX, html);
    try {
      const plain = await fetch(`${nginx.url}/`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status).toBe(200);
      expect(await plain.text()).toBe(html.toString());
      const gzip = await fetch(`${nginx.url}/`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toBe(html.toString()); // fetch decompresses
    } finally {
      await nginx.stop();
    }
    await expect(fetch(`${nginx.url}/`)).rejects.toThrow();
    expect(tempFolders()).toEqual(before);
  });
});
