import { describe, expect, it } from 'vitest';
import { failedTimingRules, TIMING_RULES } from './index.ts';
import { fakeContext } from '../../../test/helpers/popup-rules.ts';

describe('failedTimingRules', () => {
  it('knows the spec’s nine groups', () => {
    expect(Object.keys(TIMING_RULES).sort()).toEqual(
      ['browsers', 'devices', 'logged_in', 'page_views', 'schedule', 'sessions', 'sources', 'times', 'url'].sort(),
    );
  });

  it('passes with no rule enabled, including PHP’s empty list', async () => {
    expect(await failedTimingRules([], fakeContext())).toEqual([]);
    expect(await failedTimingRules(undefined, fakeContext())).toEqual([]);
    expect(await failedTimingRules({ devices_devices: [] }, fakeContext()), 'settings of a group that is off').toEqual([]);
  });

  it('every enabled rule must pass', async () => {
    const timing = { devices: 'yes', devices_devices: ['mobile'], logged_in: 'yes', sources: 'yes', sources_sources: ['search'] };
    expect(await failedTimingRules(timing, fakeContext({ device: 'mobile', referrer: 'https://www.google.com/' }))).toEqual([]);
    expect(await failedTimingRules(timing, fakeContext({ device: 'desktop', referrer: 'https://www.google.com/' }))).toEqual(['devices']);
    expect(await failedTimingRules(timing, fakeContext({ device: 'desktop', loggedIn: true }))).toEqual([
      'sources',
      'logged_in',
      'devices',
    ]);
  });

  it('checks every rule, so page_views records the first meeting even when another fails', async () => {
    const ctx = fakeContext({ device: 'desktop' });
    ctx.storage.set('pageViews', 4);
    await failedTimingRules({ devices: 'yes', devices_devices: ['mobile'], page_views: 'yes' }, ctx);
    expect(ctx.storage.get('popup_12_page_views_initialPageViews')).toBe(4);
  });
});
