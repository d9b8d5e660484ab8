// Every client module chunk the build produces (the behaviours and islands of src/runtime/modules.ts,
// as the build's dist/client/foyer-modules.json maps them), minified and gzipped, beside the old
// stack's chunk for the same widget (minified, before gzip), and which of them the demo home page
// loads before any interaction.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readModuleManifest } from '../src/server/ssr/client-manifest.ts';
import { CHROME_ARGS, chromePath, MOBILE } from './chromium.ts';
import { networkQuiet } from './network-quiet.ts';

/** The old stack's per-widget chunks, minified bytes before gzip (its frontend bundles, as measured for issue 9). */
export const OLD_STACK_WIDGET_CHUNKS: Record<string, { bytes: number; library?: number }> = {
  accordion: { bytes: 3794 },
  tabs: { bytes: 3756 },
  toggle: { bytes: 3824 },
  alert: { bytes: 659 },
  counter: { bytes: 947, library: 1801 },
  progress: { bytes: 834 },
  'text-editor': { bytes: 1395 },
  'nested-tabs': { bytes: 11442 },
  'nested-accordion': { bytes: 9834 },
  'contact-buttons': { bytes: 8714 },
  'floating-bars': { bytes: 7944 },
};
/**
 * Modules whose old-stack counterpart is known only gzipped: opening a popup needed Elementor Pro's
 * popup runtime (~20 KB) and the dialog library (~3.8 KB); the media widgets (issue 21's figures):
 * every carousel loaded Swiper, the lightbox its chunk and the dialog library, the video and share
 * buttons a chunk each.
 */
const SWIPER = '~39.6 KB gz Swiper';
export const OLD_STACK_PAGE_MODULES: Record<string, string> = {
  popup: '~20 KB gz Pro popup runtime + ~3.8 KB gz dialog library',
  'share-buttons': '~1.2 KB gz share-link chunk',
  lightbox: '~9.4 KB gz lightbox chunk + ~3.8 KB gz dialog library',
  video: '~1.3 KB gz video chunk',
  'image-carousel': SWIPER,
  'media-carousel': SWIPER,
  'testimonial-carousel': SWIPER,
  slides: SWIPER,
  carousel: SWIPER,
};
/** What the old stack loads on every page before any widget: jQuery, Elementor's and Pro's runtimes. */
export const OLD_STACK_RUNTIME_KB = 210;

export interface ClientModule {
  name: string;
  /** The widget folder it belongs to (src/widgets/<widget>/), else undefined for page-level behaviours. */
  widget?: string;
  file: string;
  minified: number;
  gzipped: number;
  /** Chunks the module itself imports only when a page needs them (popup-watch's timing rules), gzipped each. */
  onDemand: Array<{ name: string; file: string; gzipped: number }>;
}

export interface ClientModulesResult {
  modules: ClientModule[];
  /** Registered widgets whose old-stack chunk has no counterpart here: their browser work is done on the server. */
  serverOnly: string[];
  home?: { names: string[]; gzipped: number; onDemand?: string[] };
  /** The same at 1280 px on a desktop. */
  homeDesktop?: { names: string[]; gzipped: number; onDemand?: string[] };
}

/** The site shell's modules (src/theme: header, menus, mega menu, search, scroll-to-top): issue 7's 5 KB budget. */
export const SHELL_MODULES = ['mobile-menu', 'header-sticky', 'search-dropdown', 'mega-menu', 'carousel', 'areas-menu', 'scroll-to-top'];
export const SHELL_BUDGET_BYTES = 5 * 1024;

const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;

export function measureClientModules(root: string): ClientModulesResult {
  const dir = join(root, 'dist', 'client');
  const manifest = readModuleManifest(dir);
  if (!manifest) throw new Error('no client build: run `npx vite build`');
  const size = (file: string) => gz(readFileSync(join(dir, file)));
  // A widget's module lives in its folder, or is a behaviour named after the widget (contact-buttons).
  const isWidget = (name: string) => existsSync(join(root, 'src', 'widgets', name, 'render.tsx'));
  const modules = Object.entries(manifest.modules).map(([name, m]) => {
    // A module's cost is its chunk and the shared chunks it imports (the manifest leaves out what the
    // boot chunk already loaded). React is counted apart (the page-weight table): an island's figure
    // is what it adds beside it.
    const bodies = [m.file, ...m.imports.filter((f) => !/(^|\/)react-[\w-]+\.js$/.test(f))].map((f) => readFileSync(join(dir, f)));
    const widget = /^src\/widgets\/([\w-]+)\//.exec(m.src)?.[1] ?? (isWidget(name) ? name : undefined);
    const onDemand = m.onDemand.map((c) => ({ name: c.name, file: c.file, gzipped: size(c.file) }));
    return { name, widget, file: m.file, minified: Buffer.concat(bodies).length, gzipped: bodies.reduce((n, b) => n + gz(b), 0), onDemand };
  });
  const serverOnly = Object.keys(OLD_STACK_WIDGET_CHUNKS).filter((w) => isWidget(w) && !modules.some((m) => m.widget === w));
  return { modules, serverOnly };
}

/** The registry modules the page downloads before any input (scrolling excluded: nothing below the fold). */
export async function homeModules(
  url: string,
  modules: ClientModule[],
  device: 'mobile' | 'desktop' = 'mobile',
): Promise<NonNullable<ClientModulesResult['home']>> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
  try {
    const context = device === 'mobile' ? { ...MOBILE, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } };
    const page = await (await browser.newContext(context)).newPage();
    const seen = new Set<string>();
    page.on('response', (r) => seen.add(new URL(r.url()).pathname));
    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(page, 500);
    const loaded = modules.filter((m) => seen.has(`/${m.file}`));
    const onDemand = loaded.flatMap((m) => m.onDemand.filter((c) => seen.has(`/${c.file}`)));
    return {
      names: loaded.map((m) => m.name),
      gzipped: [...loaded, ...onDemand].reduce((sum, m) => sum + m.gzipped, 0),
      onDemand: onDemand.map((c) => c.name),
    };
  } finally {
    await browser.close();
  }
}

export interface AdminBundleResult {
  /** Every file the /admin page loads (entry, its chunks, stylesheets), gzipped. */
  files: Array<{ file: string; part: 'app' | 'react' | 'chart' | 'styles'; gzipped: number }>;
  gzipped: number;
  /** Whether any public client chunk names the admin code (it must not). */
  publicReferencesAdmin: boolean;
}

/** The back office's own build (dist/admin): its weight, and the chart library's and React's shares of it. */
export function measureAdminBundle(root: string): AdminBundleResult {
  const dir = join(root, 'dist', 'admin');
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error('no admin build: run `npm run build`');
  type Chunk = { file: string; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const entry = manifest['src/admin/main.tsx'];
  if (!entry) throw new Error('the admin manifest has no src/admin/main.tsx entry');
  const chunks = [entry, ...(entry.imports ?? []).map((k) => manifest[k]).filter(Boolean)];
  const partOf = (file: string) =>
    file.endsWith('.css') ? 'styles' : /admin-react-/.test(file) ? 'react' : /admin-uplot-/.test(file) ? 'chart' : 'app';
  const files = [...new Set(chunks.flatMap((c) => [c.file, ...(c.css ?? [])]))].map((file) => ({
    file,
    part: partOf(file) as AdminBundleResult['files'][number]['part'],
    gzipped: gz(readFileSync(join(dir, file))),
  }));
  const publicManifest = join(root, 'dist', 'client', '.vite', 'manifest.json');
  const publicReferencesAdmin =
    existsSync(publicManifest) && /src\/admin\/|admin-react-|admin-uplot-/.test(readFileSync(publicManifest, 'utf8'));
  return { files, gzipped: files.reduce((n, f) => n + f.gzipped, 0), publicReferencesAdmin };
}
