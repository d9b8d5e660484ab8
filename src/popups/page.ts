// Popups on one page: each one's settings parsed, its CSS printed under its own modal id, its markup
// props and the boot config the timing rules read. Called by the page renderer (src/server/ssr).
import type { RenderLogger } from '../contracts/render-context.ts';
import type { CssSink } from '../model/css.ts';
import type { Kit } from '../model/kit.ts';
import { popupBaseCss, popupCss } from './css.ts';
import type { SitePopup } from './documents.ts';
import { popupLabel } from './label.ts';
import type { PopupView } from './render.tsx';
import { parsePopupSettings, popupClientSettings, readDisplaySettings } from './settings.ts';

/** Who is looking, for the `logged_in` timing rule (a logged-in visitor's page is never shared-cached). */
export interface PopupViewer {
  roles: string[];
}

/** `window.foyer.config.popups`: what the timing rules need from the server. */
export interface PopupBootConfig {
  /** When the page was rendered (Unix ms, rounded down to the minute); a cached page carries its render time. */
  serverTime: number;
  /** The site's IANA timezone (WordPress `timezone_string`). */
  timezone: string;
  loggedIn: boolean;
  roles: string[];
  isEditor: boolean;
}

/** The behaviour on every popup: it checks the timing rules, runs the triggers and loads `popup` (in the editor, at once). */
export const POPUP_WATCH = 'popup-watch';

export interface PreparedPopups {
  views: PopupView[];
  /** Base CSS and every popup's rules, printed after the page's element rules. */
  css: string;
  /** Custom CSS of the popups, printed last with the documents' own. */
  customCss: string[];
  /** Undefined on public pages without popups; editor renders always carry it (page views are not counted there). */
  config?: PopupBootConfig;
}

const CLASS_LIST = /^[A-Za-z0-9_ -]*$/;

export function preparePopups(args: {
  popups: readonly SitePopup[];
  kit: Kit;
  css: CssSink;
  log: RenderLogger;
  isEditor: boolean;
  timezone: string;
  viewer?: PopupViewer;
  now?: number;
}): PreparedPopups {
  const { popups, kit, css, log, isEditor } = args;
  const customCss: string[] = [];
  const views = popups.map((popup): PopupView => {
    const { id, document } = popup;
    const parsed = parsePopupSettings(document.settings, kit);
    if (parsed.invalidKeys.length) log.warn({ document: id, keys: parsed.invalidKeys }, 'popup settings invalid: defaults used');
    const own = popupCss({ id, settings: parsed.settings, css });
    if (own.refused) log.warn({ document: id, reason: own.refused }, 'custom CSS refused');
    if (own.customCss) customCss.push(own.customCss);
    const client = popupClientSettings(id, parsed.settings, readDisplaySettings(document.settings));
    const classes = String(client.classes);
    return {
      id,
      label: popupLabel(document.elements, popup.title),
      clientSettings: client,
      classes: CLASS_LIST.test(classes) ? classes : '',
    };
  });
  return {
    views,
    css: views.length ? popupBaseCss : '',
    customCss,
    config:
      !views.length && !isEditor
        ? undefined
        : {
            // Whole minutes: still a lower bound of "now" for the schedule rule, and renders of one page in the
            // same minute stay byte-identical (the same page at `/` and `/?p=ID`, ETags).
            serverTime: Math.floor((args.now ?? Date.now()) / 60_000) * 60_000,
            timezone: args.timezone,
            loggedIn: Boolean(args.viewer),
            roles: args.viewer?.roles ?? [],
            isEditor,
          },
  };
}
