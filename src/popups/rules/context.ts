// What the timing rules read: settings in Elementor's stored shape (`<group>: "yes"`,
// `<group>_<control>`) and the visitor's situation, passed in so tests use a fake clock and storage.
import type { Store } from '../../runtime/storage.ts';

/** A popup's `timing` or `triggers` object as stored. PHP exports an empty group list as `[]`. */
export type GroupSettings = Record<string, unknown>;

export interface RuleStorage extends Store {
  /** Values that end with the browser tab (sessionStorage). */
  session: Store;
}

export interface TimingContext {
  popupId: number;
  storage: RuleStorage;
  /** Unix ms; the visitor's clock. */
  now(): number;
  /** document.referrer ('' for a direct visit). */
  referrer: string;
  /** location.host of this page. */
  host: string;
  /** The current device mode (src/runtime/device-mode.ts). */
  device: string;
  userAgent: string;
  /** From the boot config `popups`. */
  loggedIn: boolean;
  roles: string[];
  /** Unix ms when the server rendered the page. */
  serverTime?: number;
  /** The site's timezone: an IANA name or a UTC offset such as `+02:00`. */
  timezone?: string;
  /** The visitor's timezone offset from UTC in minutes at a given instant (default: the browser's). */
  visitorOffset?(at: number): number;
}

/** Stored settings as a plain object, whatever PHP or a hand-written document made of them. */
export function groupSettings(raw: unknown): GroupSettings {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as GroupSettings) : {};
}

/** Whether a group is switched on (`"yes"`; real exports also carry `true`). */
export function isOn(settings: GroupSettings, group: string): boolean {
  const value = settings[group];
  return value === 'yes' || value === true;
}

/** A number control (`"3"` or `3`), or the fallback when it is missing or not a number. */
export function numberSetting(settings: GroupSettings, key: string, fallback: number): number {
  const raw = settings[key];
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(value) ? value : fallback;
}

export function stringSetting(settings: GroupSettings, key: string, fallback: string): string {
  const raw = settings[key];
  return typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : fallback;
}

/** A multiple-select control: a list of strings (or the fallback when it is not a list). */
export function listSetting(settings: GroupSettings, key: string, fallback: string[]): string[] {
  const raw = settings[key];
  if (!Array.isArray(raw)) return fallback;
  return raw.filter((v): v is string => typeof v === 'string');
}

/** A stored counter: a finite number, else 0 (missing, refused or garbled storage). */
export function counter(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** `popup_{id}_{name}`: the spec's key for a popup's own stored values. */
export function popupKey(id: number, name: string): string {
  return `popup_${id}_${name}`;
}
