// The current device mode (desktop, tablet, mobile, ...) from the kit's breakpoints, with a change
// event. Listens to one matchMedia query per active breakpoint, so nothing runs while resizing
// within a device: the browser tells us only when a breakpoint is crossed.
import { DEFAULT_BREAKPOINTS, activeDevices, deviceForWidth, mediaQuery, type Breakpoints, type Device } from '../model/breakpoints.ts';

export type DeviceListener = (device: Device, previous: Device) => void;

export interface DeviceMode {
  readonly current: Device;
  /** Called after the device changes; returns an unsubscribe function. */
  onChange(listener: DeviceListener): () => void;
  destroy(): void;
}

type MediaWindow = Pick<Window, 'innerWidth' | 'matchMedia'>;

export function createDeviceMode(breakpoints: Breakpoints, win: MediaWindow = window): DeviceMode {
  const listeners = new Set<DeviceListener>();
  let current = deviceForWidth(win.innerWidth, breakpoints);

  const update = (): void => {
    const next = deviceForWidth(win.innerWidth, breakpoints);
    if (next === current) return;
    const previous = current;
    current = next;
    for (const listener of [...listeners]) {
      try {
        listener(next, previous);
      } catch (error) {
        console.error('Device mode listener failed:', error);
      }
    }
  };

  const queries: MediaQueryList[] = [];
  for (const device of activeDevices(breakpoints)) {
    const query = mediaQuery(device, breakpoints);
    if (!query || typeof win.matchMedia !== 'function') continue;
    const mql = win.matchMedia(query);
    mql.addEventListener('change', update);
    queries.push(mql);
  }

  return {
    get current() {
      return current;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      for (const mql of queries) mql.removeEventListener('change', update);
      listeners.clear();
    },
  };
}

/**
 * Breakpoints from the boot config, checked by hand (zod stays on the server to keep the boot
 * chunk small). Anything malformed falls back to the kit defaults for that breakpoint.
 */
export function breakpointsFromConfig(raw: unknown): Breakpoints {
  const out: Breakpoints = { ...DEFAULT_BREAKPOINTS };
  if (!raw || typeof raw !== 'object') return out;
  for (const key of Object.keys(DEFAULT_BREAKPOINTS) as (keyof Breakpoints)[]) {
    const bp = (raw as Record<string, unknown>)[key] as Partial<Breakpoints[typeof key]> | undefined;
    if (bp && typeof bp.value === 'number' && typeof bp.isEnabled === 'boolean') {
      out[key] = { ...DEFAULT_BREAKPOINTS[key], value: bp.value, isEnabled: bp.isEnabled };
    }
  }
  return out;
}
