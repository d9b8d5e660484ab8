// Every client module chunk the build produces (the behaviours and islands of src/runtime/modules.ts),
// minified and gzipped, beside the old stack's chunk for the same widget (minified, before gzip),
// and which of them the demo home page loads before any interaction.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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
/** What the old stack loads on every page before any widget: jQuery, Elementor's and Pro's runtimes. */
export const OLD_STACK_RUNTIME_KB = 210;

export interface ClientModule {
  name: string;
  /** The widget folder it belongs to (src/widgets/<widget>/), else undefined for page-level behaviours. */
  widget?: string;
  file: string;
  minified: number;
  gzipped: number;
}

export interface ClientModulesResult {
  modules: ClientModule[];
  /** Registered widgets whose old-stack chunk has no counterpart here: their browser work is done on the server. */
  serverOnly: string[];
  home?: { names: string[]; gzipped: number };
  /** The same at 1280 px on a desktop. */
  homeDesktop?: { names: string[]; gzipped: number };
}

/** The site shell's modules (src/theme: header, menus, mega menu, search, scroll-to-top): issue 7's 5 KB budget. */
export const SHELL_MODULES = ['mobile-menu', 'header-sticky', 'search-dropdown', 'mega-menu', 'carousel', 'areas-menu', 'scroll-to-top'];
export const SHELL_BUDGET_BYTES = 5 * 1024;

const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** `'name': () => import('../path')` lines of the registry, as source paths from the repository root. */
export function registryEntries(source: string): Array<{ name: string; src: string }> {
  return [...source.matchAll(/^\s*'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('\.\.\/([^']+)'\),/gm)].map((m) => ({
    name: m[1],
    src: `src/${m[2]}`,
  }));
}

export function measureClientModules(root: string): ClientModulesResult {
  const manifestFile = join(root, 'dist', 'client', '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error('no client build: run `npx vite build`');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean }
  >;
  const entries = registryEntries(readFileSync(join(root, 'src', 'runtime', 'modules.ts'), 'utf8'));
  // A module's cost is its chunk and the shared chunks it imports, less what the boot chunk already loaded.
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const boot = new Set(
    Object.keys(manifest)
      .filter((k) => manifest[k].isEntry)
      .flatMap((k) => [...closure(k)]),
  );
  const registered = readFileSync(join(root, 'src', 'widgets', 'index.ts'), 'utf8');
  const modules = entries.flatMap(({ name, src }) => {
    const chunk = manifest[src];
    if (!chunk) return [];
    // React is counted apart (the page-weight table): an island's figure is what it adds beside it.
    const bodies = [...closure(src)]
      .filter((k) => k === src || (!boot.has(k) && !/(^|\/)react-[\w-]+\.js$/.test(manifest[k].file)))
      .map((k) => readFileSync(join(root, 'dist', 'client', manifest[k].file)));
    const body = Buffer.concat(bodies);
    // A widget's module lives in its folder, or is a behaviour named after the widget (contact-buttons).
    const widget = /^src\/widgets\/([\w-]+)\//.exec(src)?.[1] ?? (registered.includes(`'./${name}/render.tsx'`) ? name : undefined);
    return [{ name, widget, file: chunk.file, minified: body.length, gzipped: bodies.reduce((n, b) => n + gz(b), 0) }];
  });
  const serverOnly = Object.keys(OLD_STACK_WIDGET_CHUNKS).filter(
    (w) => registered.includes(`'./${w}/render.tsx'`) && !modules.some((m) => m.widget === w),
  );
  return { modules, serverOnly };
}

/** The registry modules the page downloads before any input (scrolling excluded: nothing below the fold). */
export async function homeModules(
  url: string,
  modules: ClientModule[],
  device: 'mobile' | 'desktop' = 'mobile',
): Promise<{ names: string[]; gzipped: number }> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
  try {
    const context = device === 'mobile' ? { ...MOBILE, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } };
    const page = await (await browser.newContext(context)).newPage();
    const seen = new Set<string>();
    page.on('response', (r) => seen.add(new URL(r.url()).pathname));
    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(page, 500);
    const loaded = modules.filter((m) => seen.has(`/${m.file}`));
    return { names: loaded.map((m) => m.name), gzipped: loaded.reduce((sum, m) => sum + m.gzipped, 0) };
  } finally {
    await browser.close();
  }
}
