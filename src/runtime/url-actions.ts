// URL actions (Elementor's `#elementor-action:action=NAME&settings=BASE64`, also `#action=NAME&settings=…`):
// a link with such a hash runs the named action when clicked, and a page opened with one runs it once
// loaded, if a link on the page carries that hash (as Elementor requires, so a crafted URL cannot run
// an action the page does not offer).
//
// The registry is the filter `foyer/url_actions` (name → handler). A module adds its actions there
// when it attaches; an action whose module the page has not loaded is found in the filter
// `foyer/url_action_modules` (action name → client module in src/runtime/modules.ts), loaded through
// the loader, and taken from that module's exported `urlActions`. See ARCHITECTURE.md "URL actions".
import type { Hooks } from './hooks.ts';
import type { Loader } from './loader.ts';

export type UrlActionSettings = Record<string, unknown>;
export type UrlAction = (settings: UrlActionSettings, event?: Event) => unknown;

export const URL_ACTIONS_FILTER = 'foyer/url_actions';
export const URL_ACTION_MODULES_FILTER = 'foyer/url_action_modules';

/**
 * Elementor's action names and the client modules that provide them. The off-canvas actions open,
 * close and toggle the theme header's off-canvas menu (mobile-menu); popups and the lightbox are
 * modules still to come, so their actions warn until those modules are registered.
 */
export const ACTION_MODULES: Record<string, string> = {
  lightbox: 'lightbox',
  'popup:open': 'popup',
  'popup:close': 'popup',
  'off_canvas:open': 'mobile-menu',
  'off_canvas:close': 'mobile-menu',
  'off_canvas:toggle': 'mobile-menu',
};

const LINK_SELECTOR = 'a[href^="#elementor-action"], a[href^="%23elementor-action"], a[href^="#action="], a[href^="%23action="]';

/** The built-in actions. reload-page drops the hash first, or the reloaded page would run it again. */
export function builtInActions(): Record<string, UrlAction> {
  return {
    'reload-page': () => {
      history.replaceState(null, '', location.pathname + location.search);
      location.reload();
    },
  };
}

/** Base64 JSON (Elementor), or JSON; either way a plain object, else undefined. */
function decodeSettings(raw: string): UrlActionSettings | undefined {
  let text = raw.trim();
  if (!text.startsWith('{')) {
    const binary = atob(text);
    text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  }
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as UrlActionSettings) : undefined;
}

/** Reads an action hash or href; undefined (with a warning for a malformed one) when it is none. */
export function parseActionHash(href: string): { name: string; settings: UrlActionSettings } | undefined {
  let text: string;
  try {
    text = decodeURIComponent(href);
  } catch {
    console.warn('Ignoring a URL action that is not valid percent-encoding:', href);
    return undefined;
  }
  const match = /^#?(?:elementor-action:)?action=([^&\s]+)(?:&settings=(.*))?$/s.exec(text);
  if (!match) return undefined;
  const [, name, raw] = match;
  if (!raw) return { name, settings: {} };
  try {
    const settings = decodeSettings(raw);
    if (settings) return { name, settings };
  } catch {
    // fall through to the warning
  }
  console.warn(`Ignoring URL action "${name}": its settings are not an encoded JSON object.`);
  return undefined;
}

export interface UrlActions {
  /** Runs an action hash or href; resolves whether an action ran. */
  run(href: string, event?: Event): Promise<boolean>;
  stop(): void;
}

export function initUrlActions(options: { hooks: Hooks; loader: Loader }): UrlActions {
  const { hooks, loader } = options;
  const registry = () => hooks.applyFilters<Record<string, UrlAction>>(URL_ACTIONS_FILTER, builtInActions());

  async function find(name: string): Promise<UrlAction | undefined> {
    const known = registry();
    if (Object.hasOwn(known, name)) return known[name];
    const modules = hooks.applyFilters<Record<string, string>>(URL_ACTION_MODULES_FILTER, { ...ACTION_MODULES });
    if (!Object.hasOwn(modules, name)) return undefined;
    const mod = await loader.load<{ urlActions?: Record<string, UrlAction> }>(modules[name]);
    const own = mod.urlActions;
    if (own && Object.hasOwn(own, name)) return own[name];
    const later = registry();
    return Object.hasOwn(later, name) ? later[name] : undefined;
  }

  async function run(href: string, event?: Event): Promise<boolean> {
    const parsed = parseActionHash(href);
    if (!parsed) return false;
    let action: UrlAction | undefined;
    try {
      action = await find(parsed.name);
    } catch (error) {
      console.warn(`URL action "${parsed.name}" could not be loaded:`, error);
      return false;
    }
    if (typeof action !== 'function') {
      console.warn(`Ignoring unknown URL action "${parsed.name}".`);
      return false;
    }
    try {
      await action(parsed.settings, event);
    } catch (error) {
      console.error(`URL action "${parsed.name}" failed:`, error);
    }
    return true;
  }

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(LINK_SELECTOR);
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    void run(link.getAttribute('href') ?? '', event);
  };
  // The page's own hash, only if one of its links (or an element with `e-action-hash`) offers it.
  const onLoad = () => {
    const hash = location.hash;
    if (!hash || !parseActionHash(hash)) return;
    const offered = [...document.querySelectorAll(`${LINK_SELECTOR}, [e-action-hash]`)].some((el) => {
      const value = el.getAttribute('e-action-hash') ?? el.getAttribute('href') ?? '';
      return value === hash || safeDecode(value) === safeDecode(hash);
    });
    if (offered) void run(hash);
    else console.warn('Ignoring the URL action in the address: no link on this page offers it.');
  };
  document.addEventListener('click', onClick);
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return {
    run,
    stop() {
      document.removeEventListener('click', onClick);
      window.removeEventListener('load', onLoad);
    },
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
