import { describe, expect, it } from 'vitest';
import { browsersRule, detectBrowsers } from './browsers.ts';
import { devicesRule } from './devices.ts';
import { fakeContext } from '../../../test/helpers/popup-rules.ts';

describe('devices', () => {
  it('shows on the listed device modes only', () => {
    const timing = { devices: 'yes', devices_devices: ['mobile', 'tablet'] };
    expect(devicesRule(timing, fakeContext({ device: 'mobile' }))).toBe(true);
    expect(devicesRule(timing, fakeContext({ device: 'tablet' }))).toBe(true);
    expect(devicesRule(timing, fakeContext({ device: 'desktop' }))).toBe(false);
  });

  it('counts extra breakpoints as the nearest offered device', () => {
    expect(devicesRule({ devices_devices: ['desktop'] }, fakeContext({ device: 'laptop' }))).toBe(true);
    expect(devicesRule({ devices_devices: ['mobile'] }, fakeContext({ device: 'mobile_extra' }))).toBe(true);
    expect(devicesRule({ devices_devices: ['mobile'] }, fakeContext({ device: 'tablet_extra' }))).toBe(false);
  });

  it('defaults to every device; an empty list shows nowhere', () => {
    expect(devicesRule({}, fakeContext({ device: 'mobile' }))).toBe(true);
    expect(devicesRule({ devices_devices: [] }, fakeContext({ device: 'mobile' }))).toBe(false);
  });
});

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36 OPR/105.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  ie: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
};

describe('browsers', () => {
  it.each([
    ['chrome', ['chrome']],
    ['headless', ['chrome']],
    ['edge', ['edge']],
    ['opera', ['opera']],
    ['firefox', ['firefox']],
    ['safari', ['safari']],
    ['iphone', ['safari']],
    ['chromeIos', ['chrome']],
    ['ie', ['ie']],
    ['android', ['chrome']],
  ] as const)('detects %s', (name, expected) => {
    expect(detectBrowsers(UA[name])).toEqual(expected);
  });

  it('all browsers pass (the default)', () => {
    expect(browsersRule({}, fakeContext({ userAgent: UA.firefox }))).toBe(true);
    expect(browsersRule({ browsers_browsers: 'all', browsers_browsers_options: ['ie'] }, fakeContext({ userAgent: UA.firefox }))).toBe(
      true,
    );
  });

  it('a custom list passes only those browsers', () => {
    const timing = { browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['safari', 'firefox'] };
    expect(browsersRule(timing, fakeContext({ userAgent: UA.firefox }))).toBe(true);
    expect(browsersRule(timing, fakeContext({ userAgent: UA.iphone }))).toBe(true);
    expect(browsersRule(timing, fakeContext({ userAgent: UA.chrome }))).toBe(false);
    expect(browsersRule(timing, fakeContext({ userAgent: UA.edge }))).toBe(false);
    expect(browsersRule({ browsers_browsers: 'custom' }, fakeContext()), 'custom with nothing chosen').toBe(false);
  });
});
