// The client module table of the benchmark report.
import { type AdminBundleResult, type ClientModulesResult, OLD_STACK_RUNTIME_KB, OLD_STACK_WIDGET_CHUNKS } from './client-modules.ts';

const bytes = (n: number) => `${n.toLocaleString('en-US')} B`;

export function modulesTable(r: ClientModulesResult): string[] {
  const oldOf = (widget?: string) => {
    const old = widget ? OLD_STACK_WIDGET_CHUNKS[widget] : undefined;
    return old ? bytes(old.bytes) + (old.library ? ` + ${bytes(old.library)} library` : '') : '—';
  };
  return [
    `Each chunk of \`src/runtime/modules.ts\` with the shared chunks it imports (React apart), loaded only on pages that use it. The old stack's chunks sit on top of ~${OLD_STACK_RUNTIME_KB} KB of always-loaded runtime and jQuery; Foyer's on top of the boot chunk.`,
    '',
    '| Module | Widget | Minified | Gzipped | Old stack, same widget (minified) |',
    '|---|---|---|---|---|',
    ...r.modules.map(
      (m) => `| ${m.name} | ${m.widget ?? '(page behaviour)'} | ${bytes(m.minified)} | ${bytes(m.gzipped)} | ${oldOf(m.widget)} |`,
    ),
    ...r.serverOnly.map((w) => `| — | ${w} | 0 B (done on the server) | 0 B | ${oldOf(w)} |`),
    '',
    r.home
      ? `The demo home page loads ${r.home.names.length ? r.home.names.map((n) => `\`${n}\``).join(', ') : 'no module'} before any interaction: ${bytes(r.home.gzipped)} gzipped.`
      : 'The home page was not measured.',
  ];
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
