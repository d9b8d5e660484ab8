// Kit breakpoints and device modes, as in the spec's breakpoint table.
// Plain TypeScript (no zod) because the browser boot module imports it; the schema is in breakpoints-schema.ts.

/** Every device Elementor knows, largest first; desktop has no suffix and no max width. */
export const DEVICES = ['widescreen', 'desktop', 'laptop', 'tablet_extra', 'tablet', 'mobile_extra', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

export interface Breakpoint {
  label: string;
  value: number;
  isEnabled: boolean;
  /** widescreen is a min-width breakpoint; all others are max-width. */
  direction: 'max' | 'min';
}

export interface Breakpoints {
  mobile: Breakpoint;
  mobile_extra: Breakpoint;
  tablet: Breakpoint;
  tablet_extra: Breakpoint;
  laptop: Breakpoint;
  widescreen: Breakpoint;
}

export const DEFAULT_BREAKPOINTS: Breakpoints = {
  mobile: { label: 'Mobile Portrait', value: 767, isEnabled: true, direction: 'max' },
  mobile_extra: { label: 'Mobile Landscape', value: 880, isEnabled: false, direction: 'max' },
  tablet: { label: 'Tablet Portrait', value: 1024, isEnabled: true, direction: 'max' },
  tablet_extra: { label: 'Tablet Landscape', value: 1200, isEnabled: false, direction: 'max' },
  laptop: { label: 'Laptop', value: 1366, isEnabled: false, direction: 'max' },
  widescreen: { label: 'Widescreen', value: 2400, isEnabled: false, direction: 'min' },
};

/** Devices in use for this kit, largest first (desktop always). */
export function activeDevices(bps: Breakpoints): Device[] {
  return DEVICES.filter((d) => d === 'desktop' || bps[d].isEnabled);
}

/** Setting-key suffix for a device: '' for desktop, '_tablet' for tablet. */
export function deviceSuffix(device: Device): string {
  return device === 'desktop' ? '' : `_${device}`;
}

/** The media query for a device, or null for desktop (the base rules). */
export function mediaQuery(device: Device, bps: Breakpoints): string | null {
  if (device === 'desktop') return null;
  const bp = bps[device];
  return bp.direction === 'min' ? `(min-width:${bp.value}px)` : `(max-width:${bp.value}px)`;
}

/** Which active device a viewport width falls into. */
export function deviceForWidth(width: number, bps: Breakpoints): Device {
  const active = activeDevices(bps);
  if (active.includes('widescreen') && width >= bps.widescreen.value) return 'widescreen';
  let current: Device = 'desktop';
  for (const d of active) {
    if (d === 'desktop' || d === 'widescreen') continue;
    if (width <= bps[d].value) current = d;
  }
  return current;
}
