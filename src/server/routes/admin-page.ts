// The back office's HTML page (/admin and its client routes) and its built files (/admin/assets/).
// The app is its own Vite build (vite.admin.config.ts → dist/admin), so no public page can ever
// reference it; the page carries the session as JSON data, so the first screen needs no request.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_ROOT, pageAt } from '../../admin/shared/routes.ts';
import type { AdminBootData } from '../../admin/shared/api.ts';
import { contextOf } from './accounts.tsx';
import { currentSession } from './admin-session.ts';

export const ADMIN_DIST = join(process.cwd(), 'dist', 'admin');
const ENTRY = 'src/admin/main.tsx';

export interface AdminAssets {
  script?: string;
  styles: string[];
  preloads: string[];
}

/** The entry's script, stylesheets and the chunks it imports, from Vite's manifest (none when not built). */
export function loadAdminAssets(dir = ADMIN_DIST): AdminAssets {
  type Chunk = { file: string; css?: string[]; imports?: string[] };
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  } catch {
    return { styles: [], preloads: [] };
  }
  const entry = manifest[ENTRY];
  if (!entry) return { styles: [], preloads: [] };
  const url = (file: string) => `${ADMIN_ROOT}/${file}`;
  const imports = (entry.imports ?? []).map((k) => manifest[k]).filter(Boolean);
  return {
    script: url(entry.file),
    // Imported chunks' styles (the chart's) first, so the app's own rules win.
    styles: [...imports.flatMap((c) => c.css ?? []), ...(entry.css ?? [])].map(url),
    preloads: imports.map((c) => url(c.file)),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a script element: `<` escaped, so no value can close the element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export function adminDocument(assets: AdminAssets, boot: AdminBootData): string {
  const title = `Back office – ${escapeHtml(boot.siteName)}`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${title}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    ...(assets.script ? [`<script type="module" src="${assets.script}"></script>`] : []),
  ].join('');
  const missing = assets.script
    ? ''
    : '<p role="alert">The back office’s browser files are not built. Run <code>npm run build</code>, then reload this page.</p>';
  return (
    `<!doctype html><html lang="en"><head>${head}</head><body class="foyer-admin">` +
    `<div id="admin-root">${missing}<noscript>The back office needs JavaScript.</noscript></div>` +
    `<script type="application/json" id="admin-boot">${scriptJson(boot)}</script></body></html>`
  );
}

async function sendPage(app: FastifyInstance, assets: AdminAssets, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { info, cookies } = await currentSession(await contextOf(app, request));
  if (cookies.length) reply.header('set-cookie', cookies);
  const site = await app.foyer.site();
  const path = request.url.split('?')[0];
  const status = !pageAt(path) ? 404 : assets.script ? 200 : 503;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(adminDocument(assets, { siteName: site.kit.site_name, session: info }));
}

export async function adminPageRoutes(app: FastifyInstance): Promise<void> {
  const assets = loadAdminAssets();
  if (existsSync(join(ADMIN_DIST, 'assets'))) {
    await app.register(fastifyStatic, {
      root: join(ADMIN_DIST, 'assets'),
      prefix: `${ADMIN_ROOT}/assets/`,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      preCompressed: true,
    });
  }
  const page = (request: FastifyRequest, reply: FastifyReply) => sendPage(app, assets, request, reply);
  app.get(ADMIN_ROOT, page);
  app.get(`${ADMIN_ROOT}/*`, page);
}
