// Browser, operating system and device type from a user agent. Only these three names are kept
// (the raw agent only with the storeUserAgent setting), so a small ordered list is enough: no
// version numbers, no model names. Results are memoised: a site sees few distinct agents.

export interface Agent {
  browser: string;
  os: string;
  device: 'desktop' | 'mobile' | 'tablet';
}

// Order matters: Edge, Opera, Samsung and others carry "Chrome" and "Safari" too.
const BROWSERS: [string, RegExp][] = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Yandex Browser', /\bYaBrowser\//],
  ['Vivaldi', /\bVivaldi\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /\b(Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
  ['Internet Explorer', /\bMSIE\b|\bTrident\//],
];

const SYSTEMS: [string, RegExp][] = [
  ['iOS', /\b(iPhone|iPad|iPod)\b|\bCPU( iPhone)? OS\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

const memo = new Map<string, Agent>();

export function parseUserAgent(ua: string): Agent {
  const known = memo.get(ua);
  if (known) return known;
  const browser = BROWSERS.find(([, re]) => re.test(ua))?.[0] ?? 'Other';
  const os = SYSTEMS.find(([, re]) => re.test(ua))?.[0] ?? 'Other';
  const device = /\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/.test(ua)
    ? 'tablet'
    : /\bMobi|\biPhone\b|\biPod\b/.test(ua)
      ? 'mobile'
      : 'desktop';
  const agent: Agent = { browser, os, device };
  if (memo.size > 5000) memo.clear();
  memo.set(ua, agent);
  return agent;
}
