// `devices`: the current device mode must be one of `devices_devices` (desktop, tablet, mobile).
// A kit with extra breakpoints reports laptop or widescreen, tablet_extra, mobile_extra: each counts
// as the nearest of the three the setting offers.
import { listSetting, type GroupSettings, type TimingContext } from './context.ts';

const AS_OFFERED: Record<string, string> = {
  widescreen: 'desktop',
  laptop: 'desktop',
  tablet_extra: 'tablet',
  mobile_extra: 'mobile',
};

export function devicesRule(timing: GroupSettings, ctx: TimingContext): boolean {
  const devices = listSetting(timing, 'devices_devices', ['desktop', 'tablet', 'mobile']);
  return devices.includes(AS_OFFERED[ctx.device] ?? ctx.device);
}
