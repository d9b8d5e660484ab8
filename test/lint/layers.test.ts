// The layer rules bite: dependency-cruiser, run as `npm run lint` runs it (the repository's
// .dependency-cruiser.cjs), fails on a small tree of wrong-way imports and a cycle, naming each rule,
// and lets the right-way imports of the same tree through. ESLint keeps the one rule that names an
// import (posts are saved through content/save-post.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../cli/fixtures.ts';

/** [file, the import it makes, the rule that must refuse it] */
const REFUSED: [string, string, string][] = [
  ['src/db/repositories/x.ts', "import { x } from '../../widgets/sanitize-document.ts';", 'layer-db'],
  ['src/demo/x.ts', "import { x } from '../server/app.ts';", 'layer-demo'],
  ['src/elements/x.ts', "import { x } from '../widgets/index.ts';", 'layer-elements'],
  ['src/widgets/heading/x.ts', "import { x } from '../../render/plan.ts';", 'layer-widgets'],
  ['src/conditions/x.ts', "import { x } from '../server/app.ts';", 'layer-conditions'],
  // A type-only import is a dependency like any other.
  ['src/model/x.ts', "import type { X as x } from '../contracts/widget.ts';", 'layer-model'],
  ['src/runtime/x.ts', "import { x } from '../widgets/accordion/behaviour.ts';", 'layer-runtime'],
  ['src/render/x.ts', "import { x } from '../server/app.ts';", 'layer-render'],
  ['src/behaviours/x.ts', "import { x } from '../theme/options.ts';", 'layer-behaviours'],
  ['src/theme/x.ts', "import { x } from '../accounts/reset-flow.ts';", 'layer-theme-types-only'],
  ['src/admin/x.ts', "import { x } from '../stats/settings.ts';", 'layer-admin-types-only'],
  // A file with an exception (the island runtime's test hydrates a widget) keeps its folder's other restrictions.
  ['src/runtime/islands.test.ts', "import { x } from '../server/app.ts';", 'layer-runtime'],
  // The registries stay free of the browser's module names: the start-up check (render/) reads them.
  ['src/elements/x.ts', "import { x } from '../runtime/module-names.ts';", 'layer-elements'],
  ['src/server/y.ts', "import { x } from '../admin/app.tsx';", 'admin-through-shared'],
  ['src/widgets/y.ts', "import { x } from '../runtime/modules.ts';", 'client-entry-is-the-top'],
  ['src/server/x.ts', "import { x } from '../../test/helpers/render-context.ts';", 'no-test-code-in-src'],
  ['src/db/y.ts', "import { x } from '../../bench/run.ts';", 'bench-only-from-cli'],
];

/** kit.ts ↔ kit-css.ts as they were: a value one way, only a type the other, still a cycle. */
const CYCLE: [string, string][] = [
  ['src/model/kit.ts', "import { x } from './kit-css.ts';"],
  ['src/model/kit-css.ts', "import type { X } from './kit.ts';"],
];

/** Right-way imports in the same tree: none of them may be reported. */
const ALLOWED: [string, string][] = [
  ['src/content/x.ts', "import { x } from '../widgets/sanitize-document.ts';"],
  ['src/widgets/heading/y.ts', "import type { X as x } from '../../contracts/render-context.ts';"],
  ['src/server/z.ts', "import { x } from '../db/repositories/posts.ts';"],
  ['src/widgets/heading/heading.test.ts', "import { x } from '../../../test/helpers/run-widget.ts';"],
  ['src/theme/y.ts', "import type { X as x } from '../accounts/reset-flow.ts';"],
  ['src/admin/y.ts', "import type { X as x } from '../stats/settings.ts';"],
  ['src/admin/z.ts', "import { x } from '../stats/report-types.ts';"],
  ['src/behaviours/y.ts', "import { x } from '../theme/breakpoints.ts';"],
  ['src/render/data-step.ts', "import { x } from '../dynamic-tags/resolve.ts';"],
  ['src/accounts/x.ts', "import { x } from '../admin/shared/caps.ts';"],
  ['src/runtime/boot.ts', "import { x } from '../popups/rules/visits.ts';"],
  ['src/runtime/modules.ts', "import { x } from '../widgets/accordion/behaviour.ts';"],
  ['src/popups/x.ts', "import type { X as x } from '../runtime/global.ts';"],
  ['src/cli/commands/bench.ts', "import { x } from '../../../bench/run.ts';"],
];

/** The file an import line of `file` names, as dependency-cruiser reports it. */
const targetOf = (file: string, line: string) => join(dirname(file), /from '([^']+)'/.exec(line)![1]);

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let dir = '';
let result: { status: number | null; violations: Violation[] };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-layers-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const files = new Map<string, string[]>();
  for (const [file, line] of [...REFUSED, ...ALLOWED, ...CYCLE]) files.set(file, [...(files.get(file) ?? []), line]);
  // Every imported file exists (an unresolved import would not be checked against the layers).
  const targets = [...REFUSED, ...ALLOWED].map(([file, line]) => targetOf(file, line));
  for (const target of targets) if (!files.has(target)) write(target, 'export const x = 1;\nexport type X = number;\n');
  for (const [file, lines] of files) write(file, `${lines.join('\n')}\n`);
  write('tsconfig.json', readFileSync(join(PROJECT_ROOT, 'tsconfig.json'), 'utf8'));
  const depcruise = (...args: string[]) =>
    spawnSync(
      join(PROJECT_ROOT, 'node_modules', '.bin', 'depcruise'),
      ['src', 'test', 'bench', '--config', join(PROJECT_ROOT, '.dependency-cruiser.cjs'), ...args],
      { cwd: dir, encoding: 'utf8' },
    );
  // As the lint step runs it (its exit status), then once more for the list of violations.
  const run = depcruise();
  depcruise('--output-type', 'json', '--output-to', 'out.json');
  const out = JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8')) as { summary: { violations: Violation[] } };
  result = { status: run.status, violations: out.summary.violations };
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('dependency-cruiser layer rules', () => {
  it('fails the lint step on a wrong-way import', () => {
    expect(result.status).not.toBe(0);
    // Nothing but the wrong-way imports and the cycle (a pair may break two rules, e.g. a layer and admin's).
    const refused = new Set(REFUSED.map(([file, line]) => `${file} → ${targetOf(file, line)}`));
    const unexpected = result.violations.filter((v) => v.rule.name !== 'no-circular' && !refused.has(`${v.from} → ${v.to}`));
    expect(unexpected).toEqual([]);
  });

  it.each(REFUSED)('refuses %s doing %s (%s)', (file, line, rule) => {
    const target = targetOf(file, line);
    const named = result.violations.filter((v) => v.from === file && v.to === target);
    expect(named.map((v) => v.rule.name)).toContain(rule);
  });

  it('refuses an import cycle, type-only imports included', () => {
    const cycles = result.violations.filter((v) => v.rule.name === 'no-circular');
    expect(cycles.map((v) => v.from)).toEqual([expect.stringMatching(/^src\/model\/kit(-css)?\.ts$/)]);
  });

  it('allows the right-way imports', () => {
    const reported = result.violations.map((v) => `${v.from} → ${v.to}`);
    for (const [file, line] of ALLOWED) {
      const target = targetOf(file, line);
      expect(reported).not.toContain(`${file} → ${target}`);
    }
  });
});

describe('lint rule for saving posts', () => {
  const eslint = new ESLint({ cwd: PROJECT_ROOT });
  const restricted = async (path: string, code: string) => {
    const [r] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `${PROJECT_ROOT}/${path}` });
    return r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it('refuses writePost outside src/content and src/db', async () => {
    const errors = await restricted('src/cli/x.ts', "import { writePost as x } from '../db/repositories/posts.ts';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Save posts with savePost/);
  });

  it('allows it in src/content', async () => {
    expect(await restricted('src/content/x.ts', "import { writePost as x } from '../db/repositories/posts.ts';")).toEqual([]);
  });
});
