// The browser entry: reads the page's boot config, sets up window.foyer, then runs behaviours and
// islands. The config travels as JSON in <script type="application/json" id="foyer-config">, so
// the page needs no inline script code (CSP without 'unsafe-inline').
import { runBehaviours } from './behaviours.ts';
import { breakpointsFromConfig, createDeviceMode } from './device-mode.ts';
import { countVisit } from '../popups/rules/visits.ts';
import type { BootConfig, FoyerGlobal } from './global.ts';
import { createHooks } from './hooks.ts';
import { runIslandsChunk, startIslandsWhenNeeded, warmIsland } from './islands-start.ts';
import { createLoader } from './loader.ts';
import { createStorage } from './storage.ts';
import { startUrlNavigationWhenNeeded } from './url-navigation-need.ts';

export function readConfig(doc: Document): BootConfig {
  const script = doc.getElementById('foyer-config');
  if (!script) return {};
  try {
    const parsed: unknown = JSON.parse(script.textContent || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as BootConfig;
  } catch {
    // fall through to the error
  }
  console.error('Foyer boot config (#foyer-config) is not a JSON object; using defaults.');
  return {};
}

function boot(): void {
  if (window.foyer) return; // The boot script was included twice.
  const config = readConfig(document);
  const hooks = createHooks();
  const urls = config.modules && !Array.isArray(config.modules) ? config.modules : undefined;
  const loader = createLoader({ urls, registry: () => import('./modules.ts').then((m) => m.clientModules) });
  const foyer: FoyerGlobal = {
    hooks,
    storage: createStorage(window),
    deviceMode: createDeviceMode(breakpointsFromConfig(config.breakpoints)),
    config,
    loader,
  };
  window.foyer = foyer;
  // Page views and sessions for the popups' timing rules: every public page counts, the editor never.
  if ((config.popups as { isEditor?: unknown } | undefined)?.isEditor !== true) countVisit(foyer.storage);
  foyer.urlActions = startUrlNavigationWhenNeeded(() =>
    import('./url-navigation.ts').then(
      (m) => m.startUrlNavigation({ hooks, loader }),
      (error: unknown) => {
        console.error('In-page links could not load:', error);
        throw error;
      },
    ),
  );
  // Modules load asynchronously, so `foyer/init` handlers run before any behaviour attaches.
  runBehaviours({ root: document, loader: foyer.loader, context: foyer });
  startIslandsWhenNeeded(runIslandsChunk(loader), document, warmIsland(loader));
  hooks.doAction('foyer/init', foyer);
}

// A module script normally runs once parsing is done; if it was made to run earlier (async),
// wait for the rest of the document so every element is there.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
