import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { CLIENT_MODULE_WHEN } from '../runtime/module-names.ts';
import { type BundleChunk, moduleManifest, registryEntries } from './client-module-manifest.ts';

const ROOT = '/repo';
const chunk = (fileName: string, more: Partial<BundleChunk> = {}): BundleChunk => ({
  fileName,
  name: fileName.replace(/^assets\/|-\d\.js$/g, ''),
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  ...more,
});

describe('the client module manifest', () => {
  const chunks = [
    chunk('assets/boot-1.js', {
      isEntry: true,
      facadeModuleId: '/repo/src/runtime/boot.ts',
      imports: ['assets/shared-2.js'],
      dynamicImports: ['assets/alert-behaviour-3.js', 'assets/watch-4.js', 'assets/tabs-behaviour-6.js'],
    }),
    chunk('assets/shared-2.js', { moduleIds: ['/repo/src/runtime/hooks.ts'] }),
    // Named after its widget folder, not after the module: only the registry entry says which name it has.
    chunk('assets/alert-behaviour-3.js', { facadeModuleId: '/repo/src/widgets/alert/behaviour.ts', imports: ['assets/boot-1.js'] }),
    chunk('assets/watch-4.js', {
      facadeModuleId: '/repo/src/popups/client/watch.ts',
      imports: ['assets/runtime-5.js', 'assets/boot-1.js'],
      dynamicImports: ['assets/schedule-7.js', 'assets/alert-behaviour-3.js', 'assets/boot-1.js'],
    }),
    chunk('assets/runtime-5.js'),
    chunk('assets/tabs-behaviour-6.js', { facadeModuleId: '/repo/src/widgets/tabs/behaviour.ts', imports: ['assets/disclosure-8.js'] }),
    chunk('assets/schedule-7.js', { facadeModuleId: '/repo/src/popups/rules/schedule.ts', imports: ['assets/watch-4.js'] }),
    chunk('assets/disclosure-8.js', { imports: ['assets/motion-9.js', 'assets/shared-2.js'] }),
    chunk('assets/motion-9.js'),
  ];
  const entries = [
    { name: 'alert-dismiss', when: 'load', id: '/repo/src/widgets/alert/behaviour.ts' },
    { name: 'popup-watch', when: 'load', id: '/repo/src/popups/client/watch.ts' },
    { name: 'tabs', when: 'load', id: '/repo/src/widgets/tabs/behaviour.ts' },
  ] as const;

  it('maps each entry to its chunk by the module its import resolves to, whatever the file is called', () => {
    const { manifest, missing } = moduleManifest(entries, chunks, ROOT);
    expect(missing).toEqual([]);
    expect(manifest.boot).toEqual({ file: 'assets/boot-1.js', imports: ['assets/shared-2.js'] });
    expect(manifest.modules['alert-dismiss']).toEqual({
      when: 'load',
      src: 'src/widgets/alert/behaviour.ts',
      file: 'assets/alert-behaviour-3.js',
      imports: [],
      onDemand: [],
    });
  });

  it('lists the chunks a module imports all the way down, dependencies first, less what boot loaded', () => {
    const { manifest } = moduleManifest(entries, chunks, ROOT);
    expect(manifest.modules.tabs.imports).toEqual(['assets/motion-9.js', 'assets/disclosure-8.js']);
    expect(manifest.modules['popup-watch'].imports).toEqual(['assets/runtime-5.js']);
  });

  it('lists what a module loads on demand, leaving out registry modules and boot', () => {
    const { manifest } = moduleManifest(entries, chunks, ROOT);
    expect(manifest.modules['popup-watch'].onDemand).toEqual([{ name: 'schedule', file: 'assets/schedule-7.js' }]);
  });

  it('finds a module bundled into another chunk, and names the entries that have no chunk', () => {
    const inShared = [{ name: 'hooks', when: 'load', id: '/repo/src/runtime/hooks.ts' }] as const;
    expect(moduleManifest(inShared, chunks, ROOT).manifest.modules.hooks.file).toBe('assets/shared-2.js');
    const gone = [...entries, { name: 'counter-animation', when: 'visible', id: '/repo/src/widgets/counter/behaviour.ts' }] as const;
    expect(moduleManifest(gone, chunks, ROOT).missing).toEqual(['counter-animation']);
  });
});

describe('reading the registry entries', () => {
  it('reads every entry of src/runtime/modules.ts, with its name, when and import', () => {
    const source = readFileSync(join(import.meta.dirname, '..', 'runtime', 'modules.ts'), 'utf8');
    const found = registryEntries(parseAst(source, { lang: 'ts' }) as never);
    expect(Object.fromEntries(found.map((e) => [e.name, e.when]))).toEqual(CLIENT_MODULE_WHEN);
    expect(found.find((e) => e.name === 'alert-dismiss')?.specifier).toBe('../widgets/alert/behaviour.ts');
  });

  it('refuses an entry whose `when` is not one of the three', () => {
    const program = parseAst(`export const m = [{ name: 'x', when: 'idle', load: () => import('./x.ts') }];`);
    expect(() => registryEntries(program as never)).toThrow('client module "x": `when` must be one of load, visible, interaction');
  });
});
