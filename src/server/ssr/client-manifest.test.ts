import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadClientAssets } from './client-manifest.ts';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function withManifest(manifest: Record<string, object>): string {
  dir = mkdtempSync(join(tmpdir(), 'foyer-manifest-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('client assets', () => {
  it('names behaviour, island and feature modules by what pages call them, and lists boot imports', () => {
    const assets = loadClientAssets(
      withManifest({
        'src/runtime/boot.ts': { file: 'assets/boot-1.js', isEntry: true, imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared-2.js' },
        'src/widgets/tabs/behaviour.ts': { file: 'assets/tabs-3.js', isDynamicEntry: true },
        'src/widgets/stay-planner/island.tsx': { file: 'assets/stay-planner-4.js', isDynamicEntry: true },
        'src/behaviours/sticky.ts': { file: 'assets/sticky-5.js', isDynamicEntry: true },
        'src/stats/client/tracker.ts': { file: 'assets/tracker-6.js', isDynamicEntry: true },
        'src/popups/client/watch.ts': { file: 'assets/watch-7.js', isDynamicEntry: true },
        'src/popups/client/popup.ts': { file: 'assets/popup-8.js', isDynamicEntry: true },
      }),
    );
    expect(assets.boot).toBe('/assets/boot-1.js');
    expect(assets.bootImports).toEqual(['/assets/shared-2.js']);
    expect(assets.moduleUrl('tabs')).toBe('/assets/tabs-3.js');
    expect(assets.moduleUrl('stay-planner')).toBe('/assets/stay-planner-4.js');
    expect(assets.moduleUrl('sticky')).toBe('/assets/sticky-5.js');
    expect(assets.moduleUrl('stats-tracker')).toBe('/assets/tracker-6.js');
    expect(assets.moduleUrl('popup-watch')).toBe('/assets/watch-7.js');
    // The popup itself is loaded by the watch when a trigger fires: pages never preload it.
    expect(assets.moduleUrl('popup')).toBeUndefined();
  });

  it('works without a build: no boot, no modules', () => {
    const assets = loadClientAssets(join(tmpdir(), 'foyer-no-such-build'));
    expect(assets.boot).toBeUndefined();
    expect(assets.moduleUrl('tabs')).toBeUndefined();
  });
});
