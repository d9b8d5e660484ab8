// Reads Vite's build manifest so pages can reference content-hashed client files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface ClientAssets {
  /** URL of the boot module, or undefined when the client is not built. */
  boot?: string;
  /** URLs the boot module imports statically (for modulepreload). */
  bootImports: string[];
  /** URL of a named module's chunk (behaviour or island name -> chunk URL). */
  moduleUrl(name: string): string | undefined;
}

export const CLIENT_DIR = join(process.cwd(), 'dist', 'client');
const BOOT_SRC = 'src/runtime/boot.ts';
const OWN_FOLDER_MODULES: Record<string, string> = {
  'src/stats/client/tracker.ts': 'stats-tracker',
  'src/popups/client/watch.ts': 'popup-watch',
};

export function loadClientAssets(dir = CLIENT_DIR, base = '/'): ClientAssets {
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return { bootImports: [], moduleUrl: () => undefined };
  }
  const url = (file: string) => `${base}${file}`;
  const boot = manifest[BOOT_SRC];
  const byName = new Map<string, string>();
  for (const [src, chunk] of Object.entries(manifest)) {
    // Registry modules live at src/behaviours/NAME.ts, src/widgets/NAME/island.tsx or behaviour.ts.
    const m = /^src\/(behaviours\/([\w-]+)\.ts|widgets\/([\w-]+)\/(?:island\.tsx|behaviour\.ts))$/.exec(src);
    if (m) byName.set(m[2] ?? m[3], url(chunk.file));
    // Modules that live with their feature: the statistics tracker, and the popups' watch (which loads
    // the popup module itself, only when something fires: that one is never preloaded).
    const own = OWN_FOLDER_MODULES[src];
    if (own) byName.set(own, url(chunk.file));
  }
  return {
    boot: boot ? url(boot.file) : undefined,
    bootImports: (boot?.imports ?? [])
      .map((k) => manifest[k])
      .filter(Boolean)
      .map((c) => url(c.file)),
    moduleUrl: (name) => byName.get(name),
  };
}
