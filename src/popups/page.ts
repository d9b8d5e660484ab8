// Popups on one page: each one's settings parsed, its CSS printed under its own modal id, its markup
// props and the boot config the timing rules read. Called by the page renderer (src/server/ssr).
import type { RenderLogger } from '../contracts/render-context.ts';
import { registerCompileCache } from '../model/compile-caches.ts';
import { createRecordingSink, type CssSink, type RecordedRule } from '../model/css.ts';
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

/** A popup's view and CSS rules, derived from its document, the kit and the breakpoints alone. */
interface CompiledPopup {
  id: number;
  title: string;
  kit: Kit;
  breakpoints: CssSink['breakpoints'];
  view: PopupView;
  rules: RecordedRule[];
  customCss: string;
}

/**
 * Compiled popups by document: parsing a popup's settings and printing its CSS cost about 6 % of an
 * uncached render of the demo home (three popups), every request, for the same result. As with
 * elements (src/render/plan.ts), the work is done once per document version and replayed.
 */
let compiledPopups = new WeakMap<SitePopup['document'], CompiledPopup>();
registerCompileCache(() => (compiledPopups = new WeakMap()));

function compilePopup(popup: SitePopup, kit: Kit, breakpoints: CssSink['breakpoints'], log: RenderLogger): CompiledPopup {
  const { id, document } = popup;
  const parsed = parsePopupSettings(document.settings, kit);
  if (parsed.invalidKeys.length) log.warn({ document: id, keys: parsed.invalidKeys }, 'popup settings invalid: defaults used');
  const recorder = createRecordingSink(breakpoints);
  const own = popupCss({ id, settings: parsed.settings, css: recorder });
  if (own.refused) log.warn({ document: id, reason: own.refused }, 'custom CSS refused');
  const client = popupClientSettings(id, parsed.settings, readDisplaySettings(document.settings));
  const classes = String(client.classes);
  const view = {
    id,
    label: popupLabel(document.elements, popup.title),
    clientSettings: client,
    classes: CLASS_LIST.test(classes) ? classes : '',
  };
  return { id, title: popup.title, kit, breakpoints, view, rules: recorder.rules, customCss: own.customCss };
}

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
    let compiled = compiledPopups.get(popup.document);
    if (
      !compiled ||
      compiled.id !== popup.id ||
      compiled.title !== popup.title ||
      compiled.kit !== kit ||
      compiled.breakpoints !== css.breakpoints
    ) {
      compiled = compilePopup(popup, kit, css.breakpoints, log);
      compiledPopups.set(popup.document, compiled);
    }
    for (const rule of compiled.rules) css.add(rule.selector, rule.declarations, rule.device);
    if (compiled.customCss) customCss.push(compiled.customCss);
    return compiled.view;
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
