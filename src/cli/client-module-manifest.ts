// The build's module manifest (dist/client/foyer-modules.json): registry name → chunk file and the
// chunks it imports. A Vite plugin (vite.config.ts) reads the registry's entries, `{ name, when,
// load: () => import('…') }` in src/runtime/modules.ts, from the module's syntax tree as the bundler
// parses it, resolves each import as the bundler does, and, once the bundle is written, maps each
// entry to its output chunk. The server, the bench and the tests read the file
// (src/server/ssr/client-manifest.ts); nothing matches source paths or reads source as text.
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import type { ModuleWhen } from '../runtime/module-names.ts';
import { type ClientModuleManifest, MODULE_MANIFEST } from '../server/ssr/client-manifest.ts';

/** A registry entry as the build sees it: its name, its `when`, and the module id its import resolves to. */
export interface RegistryImport {
  name: string;
  when: ModuleWhen;
  id: string;
}

/** What the manifest needs of an output chunk (a subset of Rolldown's OutputChunk). */
export interface BundleChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  /** File names of the chunks it imports statically / dynamically. */
  imports: string[];
  dynamicImports: string[];
}

/**
 * Maps each registry entry to its chunk: the chunk whose facade is the entry's module, else the one
 * that contains it. `missing` names entries with no chunk (the build fails on them).
 */
export function moduleManifest(
  entries: readonly RegistryImport[],
  chunks: readonly BundleChunk[],
  root: string,
): { manifest: ClientModuleManifest; missing: string[] } {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** The chunks a chunk imports statically, all the way down, depth first (dependencies before dependants). */
  const importsOf = (chunk: BundleChunk): string[] => {
    const seen = new Set<string>([chunk.fileName]);
    const order: string[] = [];
    const visit = (file: string) => {
      for (const dep of byFile.get(file)?.imports ?? []) {
        if (seen.has(dep)) continue;
        seen.add(dep);
        visit(dep);
        order.push(dep);
      }
    };
    visit(chunk.fileName);
    return order;
  };
  const entryChunks = chunks.filter((c) => c.isEntry);
  if (entryChunks.length !== 1) throw new Error(`expected one entry chunk (src/runtime/boot.ts), found ${entryChunks.length}`);
  const boot = entryChunks[0];
  const bootImports = importsOf(boot);
  const loadedByBoot = new Set([boot.fileName, ...bootImports]);
  const chunkOf = (id: string) => chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));

  const found = entries.flatMap((e) => {
    const chunk = chunkOf(e.id);
    return chunk ? [{ entry: e, chunk }] : [];
  });
  const registryFiles = new Set(found.map((f) => f.chunk.fileName));
  const modules: ClientModuleManifest['modules'] = {};
  for (const { entry, chunk } of found) {
    modules[entry.name] = {
      when: entry.when,
      src: relative(root, entry.id).split('\\').join('/'),
      file: chunk.fileName,
      imports: importsOf(chunk).filter((f) => !loadedByBoot.has(f)),
      onDemand: chunk.dynamicImports
        .filter((f) => !registryFiles.has(f) && !loadedByBoot.has(f) && byFile.has(f))
        .map((f) => ({ name: byFile.get(f)!.name, file: f })),
    };
  }
  return {
    manifest: { boot: { file: boot.fileName, imports: bootImports }, modules },
    missing: entries.filter((e) => !modules[e.name]).map((e) => e.name),
  };
}

// The subset of ESTree the registry's entries are read from.
type Node = { type: string; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const WHEN: readonly string[] = ['load', 'visible', 'interaction'] satisfies ModuleWhen[];

/**
 * The registry's entries in a parsed module: object literals `{ name: '…', when: '…', load: () => import('…') }`,
 * with the import's specifier (to resolve).
 */
export function registryEntries(program: Node): Array<{ name: string; when: ModuleWhen; specifier: string }> {
  const found: Array<{ name: string; when: ModuleWhen; specifier: string }> = [];
  const literal = (v: unknown) => (isNode(v) && v.type === 'Literal' && typeof v.value === 'string' ? v.value : undefined);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') {
      const props = new Map<string, unknown>();
      for (const p of node.properties as Node[]) {
        const key = isNode(p.key) ? ((p.key.name as string | undefined) ?? literal(p.key)) : undefined;
        if (p.type === 'Property' && key) props.set(key, p.value);
      }
      const name = literal(props.get('name'));
      const when = literal(props.get('when'));
      const load = props.get('load');
      const body = isNode(load) && load.type === 'ArrowFunctionExpression' ? load.body : undefined;
      const specifier = isNode(body) && body.type === 'ImportExpression' ? literal(body.source) : undefined;
      if (name && specifier) {
        if (!when || !WHEN.includes(when)) throw new Error(`client module "${name}": \`when\` must be one of ${WHEN.join(', ')}`);
        found.push({ name, when: when as ModuleWhen, specifier });
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') walk(value);
  };
  walk(program);
  return found;
}

/** Writes dist/client/foyer-modules.json for the registry module `registry` (an absolute path). */
export function foyerModulesPlugin(options: { registry: string; root: string }): Plugin {
  let entries: RegistryImport[] = [];
  return {
    name: 'foyer-modules',
    apply: 'build',
    async transform(code, id) {
      if (id !== options.registry) return null;
      const found = registryEntries(this.parse(code, { lang: 'ts' }) as unknown as Node);
      entries = await Promise.all(
        found.map(async (e) => {
          const resolved = await this.resolve(e.specifier, id);
          if (!resolved) this.error(`client module "${e.name}": cannot resolve ${e.specifier}`);
          return { name: e.name, when: e.when, id: resolved.id };
        }),
      );
      return null;
    },
    generateBundle(_options, bundle) {
      if (!entries.length) this.error(`no client module entries found in ${options.registry}`);
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const { manifest, missing } = moduleManifest(entries, chunks, options.root);
      if (missing.length) this.error(`client modules with no chunk in the build: ${missing.join(', ')}`);
      this.emitFile({ type: 'asset', fileName: MODULE_MANIFEST, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
