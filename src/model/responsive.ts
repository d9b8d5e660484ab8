// Responsive setting resolution: a device without its own value inherits the next larger one.
import { type Breakpoints, type Device, DEVICES, activeDevices, deviceSuffix } from './breakpoints.ts';

/** A value counts as set when it carries something (Elementor stores '' and {size:''} for unset). */
export function isSet(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    // A MEDIA value (`{url, id, size, alt, source}`) is checked first: its `size` names an image
    // size ('' for the original), not a slider amount, so reading it as one dropped every image.
    if (typeof v.url === 'string' && !('unit' in v)) return v.url !== '';
    if ('size' in v && !('top' in v)) return v.size !== '' && v.size !== null && v.size !== undefined;
    if ('top' in v) return ['top', 'right', 'bottom', 'left'].some((k) => v[k] !== '' && v[k] !== undefined && v[k] !== null);
    if ('column' in v && 'row' in v) return v.column !== '' || v.row !== '';
  }
  return true;
}

/**
 * The value of `key` for `device`. Desktop-first: tablet inherits desktop, mobile inherits tablet.
 * Widescreen (a min-width device) inherits desktop.
 */
export function resolveResponsive<T = unknown>(
  settings: Record<string, unknown>,
  key: string,
  device: Device,
  bps?: Breakpoints,
): T | undefined {
  const order = bps ? activeDevices(bps) : [...DEVICES];
  if (device === 'widescreen') {
    const own = settings[`${key}_widescreen`];
    if (isSet(own)) return own as T;
    device = 'desktop';
  }
  const chain = order.filter((d) => d !== 'widescreen');
  const start = chain.indexOf(device);
  for (let i = start < 0 ? chain.indexOf('desktop') : start; i >= 0; i--) {
    const v = settings[`${key}${deviceSuffix(chain[i])}`];
    if (isSet(v)) return v as T;
  }
  return undefined;
}

/**
 * The values of `key` per active device, only where the device sets its own value.
 * Used by CSS generation: inheritance then happens through the cascade of media queries.
 */
export function ownResponsiveValues(
  settings: Record<string, unknown>,
  key: string,
  bps: Breakpoints,
): Array<{ device: Device; value: unknown }> {
  const out: Array<{ device: Device; value: unknown }> = [];
  for (const { device, key: full } of suffixedKeys(key)) {
    const v = settings[full];
    if (v !== undefined && isSet(v) && (device === 'desktop' || bps[device].isEnabled)) out.push({ device, value: v });
  }
  return out;
}

const keyCache = new Map<string, ReadonlyArray<{ device: Device; key: string }>>();

/**
 * A setting's key for every device, largest first (`padding`, `padding_tablet`, ...). Memoised:
 * rendering asks for the same few hundred keys on every element of every page.
 */
export function suffixedKeys(key: string): ReadonlyArray<{ device: Device; key: string }> {
  let keys = keyCache.get(key);
  if (!keys) {
    keys = DEVICES.map((device) => ({ device, key: `${key}${deviceSuffix(device)}` }));
    keyCache.set(key, keys);
  }
  return keys;
}
