// The static ceiling: nginx serving a static copy of a page, on a free loopback port, with a
// configuration written to a temporary folder. It runs as a foreground child (daemon off) and is
// always stopped and its folder removed, whatever happens to the bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from './free-port.ts';

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

/** nginx.conf for serving `root` on 127.0.0.1:`port`, everything else inside `dir`. */
export function nginxConfig(options: { dir: string; root: string; port: number; workers: number }): string {
  const { dir, root, port, workers } = options;
  return `# Written by the Foyer benchmark (bench/nginx.ts) for one run; removed afterwards.
worker_processes ${workers};
${process.getuid?.() === 0 ? "# Run as root, nginx's workers would switch to a user that cannot read this private folder.\nuser root;\n" : ''}pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'tmp', 'body')};
  proxy_temp_path ${join(dir, 'tmp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'tmp', 'scgi')};
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { text/html html; }
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
    # The copy is precompressed once, as Foyer's cache holds its compressed bodies.
    gzip_static on;
    gzip_vary on;
  }
}
`;
}

async function waitForAnswer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) before answering: ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer ${url} within 15 s: ${output()}`);
}

/** Starts nginx serving `html` as `/`, with one worker per core as Foyer runs. */
export async function startNginx(nginxPath: string, html: Buffer): Promise<StaticServer> {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-nginx-'));
  let child: ChildProcess | undefined;
  const stop = () => stopNginx(child, dir);
  // Last resort if the bench exits without stopping it (Ctrl-C): no nginx or folder outlives the bench.
  const killOnExit = () => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  try {
    const root = join(dir, 'site');
    mkdirSync(root);
    mkdirSync(join(dir, 'tmp'));
    writeFileSync(join(root, 'index.html'), html);
    writeFileSync(join(root, 'index.html.gz'), gzipSync(html, { level: 9 }));
    const port = await freePort();
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, root, port, workers: availableParallelism() }));
    // -e: the error log before the configuration is read (the default path may not be writable).
    child = spawn(nginxPath, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
    const started = child;
    await new Promise<void>((resolve, reject) => {
      started.once('error', reject);
      started.once('spawn', resolve);
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForAnswer(`${url}/`, started, () => output.trim());
    return {
      url,
      stop: async () => {
        process.removeListener('exit', killOnExit);
        await stop();
      },
    };
  } catch (error) {
    process.removeListener('exit', killOnExit);
    await stop();
    throw error;
  }
}

function stopNginx(child: ChildProcess | undefined, dir: string): Promise<void> {
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    cleanUp();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      cleanUp();
      resolve();
    });
    child.kill('SIGQUIT'); // nginx's graceful shutdown: its workers exit with the master
  });
}
