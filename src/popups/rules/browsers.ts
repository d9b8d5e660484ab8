// `browsers`: all (`browsers_browsers: all`, the default) or those in `browsers_browsers_options`
// (Elementor's names: ie, chrome, edge, firefox, safari), detected from the user agent. Chrome means
// Google's browser, not every Chromium one: Edge and Opera name themselves.
import { listSetting, stringSetting, type GroupSettings, type TimingContext } from './context.ts';

export function detectBrowsers(userAgent: string): string[] {
  const edge = /\bEdg(?:e|A|iOS)?\//.test(userAgent);
  const opera = /\bOPR\/|\bOpera\b|\bOPX\//.test(userAgent);
  const chromium = /Chrome\/|\bCriOS\//.test(userAgent);
  const found = {
    ie: /\bMSIE |\bTrident\//.test(userAgent),
    edge,
    opera,
    firefox: /\bFirefox\/|\bFxiOS\//.test(userAgent),
    chrome: chromium && !edge && !opera,
    safari: /\bSafari\//.test(userAgent) && !chromium && !edge && !opera && !/\bFxiOS\/|\bAndroid\b/.test(userAgent),
  };
  return Object.entries(found)
    .filter(([, isIt]) => isIt)
    .map(([name]) => name);
}

export function browsersRule(timing: GroupSettings, ctx: TimingContext): boolean {
  if (stringSetting(timing, 'browsers_browsers', 'all') === 'all') return true;
  const wanted = listSetting(timing, 'browsers_browsers_options', []);
  const actual = detectBrowsers(ctx.userAgent);
  return wanted.some((name) => actual.includes(name));
}
