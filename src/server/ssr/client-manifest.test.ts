import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClientModuleManifest, loadClientAssets } from './client-manifest.ts';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function withManifest(manifest: ClientModuleManifest): string {
  dir = mkdtempSync(join(tmpdir(), 'foyer-manifest-'));
  writeFileSync(join(dir, 'foyer-modules.json'), JSON.stringify(manifest));
  return dir;
}

const module = (file: string, imports: string[] = []) => ({ when: 'load' as const, src: 'src/x.ts', file, imports, onDemand: [] });

describe('client assets', () => {
  it('names modules as the build manifest does, and lists boot imports and what to preload with a module', () => {
    const assets = loadClientAssets(
      withManifest({
        boot: { file: 'assets/boot-1.js', imports: ['assets/shared-2.js'] },
        modules: {
          tabs: module('assets/tabs-behaviour-3.js', ['assets/height-motion-4.js', 'assets/tabs-shared-5.js']),
          'alert-dismiss': module('assets/alert-behaviour-6.js'),
          'stats-tracker': module('assets/tracker-7.js'),
        },
      }),
    );
    expect(assets.boot).toBe('/assets/boot-1.js');
    expect(assets.bootImports).toEqual(['/assets/shared-2.js']);
    expect(assets.moduleUrl('alert-dismiss')).toBe('/assets/alert-behaviour-6.js');
    expect(assets.moduleUrl('stats-tracker')).toBe('/assets/tracker-7.js');
    expect(assets.modulePreloads('tabs')).toEqual([
      '/assets/tabs-behaviour-3.js',
      '/assets/height-motion-4.js',
      '/assets/tabs-shared-5.js',
    ]);
    expect(assets.moduleUrl('nope')).toBeUndefined();
    expect(assets.modulePreloads('nope')).toEqual([]);
  });

  it('works without a build: no boot, no modules', () => {
    const assets = loadClientAssets(join(tmpdir(), 'foyer-no-such-build'));
    expect(assets.boot).toBeUndefined();
    expect(assets.moduleUrl('tabs')).toBeUndefined();
    expect(assets.modulePreloads('tabs')).toEqual([]);
  });
});
