// A popup document's settings as the page uses them: the page settings parsed through the popup
// declaration, and the display settings (`{triggers, timing}`) kept in Elementor's stored shape.
import { parseSettings } from '../contracts/settings.ts';
import { declarationSchema } from '../contracts/declaration/zod.ts';
import type { TypedSchema } from '../contracts/widget.ts';
import { resolveGlobals } from '../model/globals.ts';
import { type Kit, kitGlobalIds } from '../model/kit.ts';
import { popupDeclaration } from './schema.ts';
import type { SettingsOf } from '../contracts/declaration/settings-type.ts';

export type PopupSettings = SettingsOf<(typeof popupDeclaration)['controls']>;

export const popupSchema = declarationSchema(popupDeclaration.controls) as unknown as TypedSchema<PopupSettings>;

/** Elementor's stored triggers and timing: `<group>: "yes"` and `<group>_<control>` keys. */
export interface DisplaySettings {
  triggers: Record<string, unknown>;
  timing: Record<string, unknown>;
}

/** A plain object, else empty: PHP exports store an empty map as `[]`. */
function objectOrEmpty(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
}

/** The `display` page setting (where imports store `display_settings`), normalised. */
export function readDisplaySettings(pageSettings: Record<string, unknown>): DisplaySettings {
  const display = objectOrEmpty(pageSettings.display);
  return { triggers: objectOrEmpty(display.triggers), timing: objectOrEmpty(display.timing) };
}

const globalIdsByKit = new WeakMap<Kit, ReturnType<typeof kitGlobalIds>>();

export interface ParsedPopupSettings {
  settings: PopupSettings;
  invalidKeys: string[];
  /** `__globals__` references the kit lacks: dropped, so the setting's own value applies. */
  unknownGlobals: string[];
}

/** Page settings through the popup schema; invalid values fall back to defaults key by key. */
export function parsePopupSettings(pageSettings: Record<string, unknown>, kit: Kit): ParsedPopupSettings {
  let ids = globalIdsByKit.get(kit);
  if (!ids) globalIdsByKit.set(kit, (ids = kitGlobalIds(kit)));
  const { display: _display, ...own } = pageSettings;
  const globals = resolveGlobals(own, ids);
  const { settings, invalidKeys } = parseSettings(popupSchema, globals.settings);
  return { settings, invalidKeys, unknownGlobals: globals.unknown };
}

const isOn = (value: unknown) => value === 'yes' || value === true;

/** Seconds from a number control; anything else (unset, negative) is 0 = off. */
function seconds(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** `entrance_animation_duration.size` in seconds (Elementor stores it with a `px` unit). */
export function animationSeconds(settings: PopupSettings): number {
  const size = Number((settings.entrance_animation_duration as { size?: unknown } | undefined)?.size);
  return Number.isFinite(size) && size >= 0 ? Math.min(size, 10) : 1.2;
}

const ANIMATION_NAME = /^[A-Za-z][\w-]{0,40}$/;
const animation = (value: unknown) => (typeof value === 'string' && ANIMATION_NAME.test(value) ? value : '');

/**
 * What the browser needs (data-settings): the markup contract with popup-watch and the popup module
 * (the markup shown in ARCHITECTURE.md, "Popups"). Booleans and seconds are plain values here.
 */
export function popupClientSettings(id: number, settings: PopupSettings, display: DisplaySettings): Record<string, unknown> {
  const s = settings as Record<string, unknown>;
  return {
    id,
    triggers: display.triggers,
    timing: display.timing,
    open_selector: typeof s.open_selector === 'string' ? s.open_selector.trim() : '',
    avoid_multiple_popups: isOn(s.avoid_multiple_popups),
    prevent_close_on_background_click: isOn(s.prevent_close_on_background_click),
    prevent_close_on_esc_key: isOn(s.prevent_close_on_esc_key),
    prevent_scroll: isOn(s.prevent_scroll),
    close_button_delay: seconds(s.close_button_delay),
    close_automatically: seconds(s.close_automatically),
    entrance_animation: animation(s.entrance_animation),
    entrance_animation_tablet: animation(s.entrance_animation_tablet),
    entrance_animation_mobile: animation(s.entrance_animation_mobile),
    exit_animation: animation(s.exit_animation),
    entrance_animation_duration: animationSeconds(settings),
    a11y_navigation: isOn(s.a11y_navigation),
    classes: typeof s.classes === 'string' ? s.classes.trim() : '',
    close_button_position: s.close_button_position === 'outside' ? 'outside' : 'inside',
  };
}
