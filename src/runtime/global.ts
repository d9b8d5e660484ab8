// `window.foyer` and the page's boot configuration: the types the browser entry (boot.ts) sets up
// and client modules read. Apart from boot.ts so that a module the registry loads (popups/client)
// can name them without importing the entry that loads it (no import cycle).
import type { DeviceMode } from './device-mode.ts';
import type { Hooks } from './hooks.ts';
import type { Loader } from './loader.ts';
import type { FoyerStorage } from './storage.ts';
import type { UrlActions } from './url-actions.ts';

export interface BootConfig {
  /** The kit's breakpoints (same shape as src/model/breakpoints.ts). */
  breakpoints?: unknown;
  /**
   * Client modules this page uses: name -> chunk URL, or [chunk URL, ...URLs of the chunks it
   * imports]. The loader imports these directly; other names go through the registry chunk.
   */
  modules?: string[] | Record<string, string | string[]>;
  /** Public URL prefix of built client assets and uploads. */
  assetsBase?: string;
  [key: string]: unknown;
}

export interface FoyerGlobal {
  hooks: Hooks;
  storage: FoyerStorage;
  deviceMode: DeviceMode;
  config: BootConfig;
  loader: Loader;
  /**
   * Runs a URL action hash, e.g. `foyer.urlActions.run('#elementor-action:action=popup:open&settings=…')`;
   * set once src/runtime/url-navigation.ts has loaded (pages with such links or hashes).
   */
  urlActions?: UrlActions;
}

declare global {
  interface Window {
    foyer?: FoyerGlobal;
  }
}
