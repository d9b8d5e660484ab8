// The client module table of the benchmark report.
import {
  type AdminBundleResult,
  type ClientModulesResult,
  OLD_STACK_PAGE_MODULES,
  OLD_STACK_RUNTIME_KB,
  OLD_STACK_WIDGET_CHUNKS,
  SHELL_BUDGET_BYTES,
  SHELL_MODULES,
} from './client-modules.ts';

/** DESIGN.md: JavaScript before any interaction, at most 15 KB gzipped. */
const HOME_BUDGET_BYTES = 15 * 1024;
const bytes = (n: number) => `${n.toLocaleString('en-US')} B`;

export function modulesTable(r: ClientModulesResult): string[] {
  const oldOf = (widget?: string, name?: string) => {
    const old = widget ? OLD_STACK_WIDGET_CHUNKS[widget] : undefined;
    if (!old && name && Object.hasOwn(OLD_STACK_PAGE_MODULES, name)) return OLD_STACK_PAGE_MODULES[name];
    return old ? bytes(old.bytes) + (old.library ? ` + ${bytes(old.library)} library` : '') : '—';
  };
  return [
    `Each module of \`src/runtime/modules.ts\`, as the build's \`dist/client/foyer-modules.json\` maps it, with the shared chunks it imports (React apart), loaded only on pages that use it. The old stack's chunks sit on top of ~${OLD_STACK_RUNTIME_KB} KB of always-loaded runtime and jQuery; Foyer's on top of the boot chunk.`,
    '',
    '| Module | Widget | Minified | Gzipped | Old stack, same widget (minified) |',
    '|---|---|---|---|---|',
    ...r.modules.map(
      (m) => `| ${m.name} | ${m.widget ?? '(page behaviour)'} | ${bytes(m.minified)} | ${bytes(m.gzipped)} | ${oldOf(m.widget, m.name)} |`,
    ),
    ...r.serverOnly.map((w) => `| — | ${w} | 0 B (done on the server) | 0 B | ${oldOf(w)} |`),
    '',
    ...r.modules
      .filter((m) => m.onDemand.length)
      .map(
        (m) =>
          `\`${m.name}\` loads its own chunks only when a page needs them (gzipped): ${m.onDemand.map((c) => `${c.name} ${bytes(c.gzipped)}`).join(', ')}.`,
      ),
    ...(r.modules.some((m) => m.onDemand.length) ? [''] : []),
    r.home
      ? `The demo home page loads ${r.home.names.length ? r.home.names.map((n) => `\`${n}\``).join(', ') : 'no module'}${r.home.onDemand?.length ? ` (and ${r.home.onDemand.join(', ')})` : ''} before any interaction: ${bytes(r.home.gzipped)} gzipped — budget ${bytes(HOME_BUDGET_BYTES)} ${r.home.gzipped <= HOME_BUDGET_BYTES ? '✓' : '✗'}.${popupsLine(r.home.names)}`
      : 'The home page was not measured.',
    '',
    ...shellLines(r),
  ];
}

/** What the site shell (header, menus, mega menu, search, scroll-to-top) loads before any interaction. */
function shellLines(r: ClientModulesResult): string[] {
  const sizeOf = (name: string) => r.modules.find((m) => m.name === name)?.gzipped ?? 0;
  const line = (label: string, home?: { names: string[] }) => {
    if (!home) return `- ${label}: not measured.`;
    const names = home.names.filter((n) => SHELL_MODULES.includes(n));
    const total = names.reduce((sum, n) => sum + sizeOf(n), 0);
    const verdict = total <= SHELL_BUDGET_BYTES ? '✓' : '✗';
    return `- ${label}: ${bytes(total)} gzipped (${names.map((n) => `${n} ${bytes(sizeOf(n))}`).join(', ') || 'nothing'}) — budget ${bytes(SHELL_BUDGET_BYTES)} ${verdict}`;
  };
  return [
    'The site shell (theme header, menus, mega menu, search, scroll-to-top) before any interaction; what only answers the visitor (a carousel in a closed panel, the areas refresh, scroll-to-top) waits for the first input:',
    '',
    line('mobile (375 px)', r.home),
    line('desktop (1280 px)', r.homeDesktop),
  ];
}

/** The issue's check: a page carrying popups whose triggers have not fired loads no popup rendering code. */
function popupsLine(names: string[]): string {
  if (!names.includes('popup-watch')) return '';
  return names.includes('popup')
    ? ' It carries popups and loaded the `popup` module with no trigger fired ✗.'
    : ' It carries popups: only their timing and trigger checks (`popup-watch`) load until a trigger fires, not the `popup` module ✓.';
}
/** The back office's bundle: what /admin loads, by part, with the chart library's share. */
export function adminTable(r: AdminBundleResult): string[] {
  const sum = (part: string) => r.files.filter((f) => f.part === part).reduce((n, f) => n + f.gzipped, 0);
  const share = (n: number) => `${((n / r.gzipped) * 100).toFixed(0)}%`;
  const rows: Array<[string, number]> = [
    ['App code (src/admin)', sum('app')],
    ['Chart library (uPlot)', sum('chart')],
    ['React and react-dom', sum('react')],
    ['Stylesheets (app + uPlot)', sum('styles')],
  ];
  return [
    'Its own Vite build (`vite.admin.config.ts` → `dist/admin`), loaded only by `/admin`.',
    '',
    '| Part | Gzipped | Share |',
    '|---|---|---|',
    ...rows.map(([name, n]) => `| ${name} | ${bytes(n)} | ${share(n)} |`),
    `| **Total** | **${bytes(r.gzipped)}** | 100% |`,
    '',
    r.publicReferencesAdmin ? '✗ The public client build references admin code.' : 'No public client chunk references the admin code.',
  ];
}
