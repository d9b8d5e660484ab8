// Reads the client module manifest the build writes (dist/client/foyer-modules.json, written by the
// foyer-modules plugin of vite.config.ts from src/runtime/modules.ts) so pages can reference and
// preload content-hashed client files by module name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleWhen } from '../../runtime/module-names.ts';

/** One registry module's files, relative to dist/client. */
export interface ManifestModule {
  /** When the browser needs it (the registry's `when`). */
  when: ModuleWhen;
  /** The module's source, from the repository root (for reports; pages never look at it). */
  src: string;
  /** Its chunk. */
  file: string;
  /** The chunks it imports, all the way down, that the boot chunk has not already loaded; in load order. */
  imports: string[];
  /** Chunks it loads itself only when it needs them (popup-watch's rules), not registry modules. */
  onDemand: Array<{ name: string; file: string }>;
}

/** dist/client/foyer-modules.json. */
export interface ClientModuleManifest {
  boot: { file: string; imports: string[] };
  /** Registry name (src/runtime/modules.ts) → its files: every registered module has one. */
  modules: Record<string, ManifestModule>;
}

export interface ClientAssets {
  /** URL of the boot module, or undefined when the client is not built. */
  boot?: string;
  /** URLs the boot module imports statically (for modulepreload). */
  bootImports: string[];
  /** URL of a named module's chunk (behaviour or island name -> chunk URL). */
  moduleUrl(name: string): string | undefined;
  /** What to preload for a module the page runs at load: its chunk, then the chunks it imports besides boot's. */
  modulePreloads(name: string): string[];
}

export const CLIENT_DIR = join(process.cwd(), 'dist', 'client');
export const MODULE_MANIFEST = 'foyer-modules.json';

/** The build's module manifest, or undefined when the client is not built. */
export function readModuleManifest(dir = CLIENT_DIR): ClientModuleManifest | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, MODULE_MANIFEST), 'utf8')) as ClientModuleManifest;
  } catch {
    return undefined;
  }
}

export function loadClientAssets(dir = CLIENT_DIR, base = '/'): ClientAssets {
  const manifest = readModuleManifest(dir);
  if (!manifest) return { bootImports: [], moduleUrl: () => undefined, modulePreloads: () => [] };
  const url = (file: string) => `${base}${file}`;
  const modules = new Map(Object.entries(manifest.modules));
  return {
    boot: url(manifest.boot.file),
    bootImports: manifest.boot.imports.map(url),
    moduleUrl: (name) => {
      const m = modules.get(name);
      return m && url(m.file);
    },
    modulePreloads: (name) => {
      const m = modules.get(name);
      return m ? [m.file, ...m.imports].map(url) : [];
    },
  };
}
