// The client module table of the benchmark report.
import {
  type ClientModulesResult,
  OLD_STACK_RUNTIME_KB,
  OLD_STACK_WIDGET_CHUNKS,
  SHELL_BUDGET_BYTES,
  SHELL_MODULES,
} from './client-modules.ts';

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
