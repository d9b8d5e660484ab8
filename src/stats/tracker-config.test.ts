import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../contracts/data.ts';
import { statsSettingsSchema } from './settings.ts';
import { verifySource } from './signature.ts';
import { buildTrackerConfig, DOWNLOAD_EXTENSIONS, trackerSource } from './tracker-config.ts';

const secret = Buffer.alloc(32, 7);
const defaults = statsSettingsSchema.parse({});
const post = (id: number, type: string) => ({ id, type, title: '', slug: '', url: '', excerpt: '', date: '', modified: '' });
const archive = { taxonomy: 'area', id: 12, name: 'Old Town', slug: 'old-town', description: '', url: '/area/old-town/', meta: {} };

describe('trackerSource', () => {
  it('names each kind of page as the plugin does', () => {
    const at = (request: Partial<RequestContext>) => trackerSource({ path: '/x/', query: {}, ...request }, 200);
    expect(at({ path: '/', post: post(7529, 'page') })).toEqual({ type: 'home', id: 7529 });
    expect(at({ post: post(40, 'page') })).toEqual({ type: 'page', id: 40 });
    expect(at({ post: post(41, 'post') })).toEqual({ type: 'post', id: 41 });
    expect(at({ archive })).toEqual({ type: 'tax', id: 12 });
    expect(at({ path: '/', search: 'sea view' })).toEqual({ type: 'search', id: 0, searchQuery: 'sea view' });
    expect(trackerSource(undefined, 404)).toEqual({ type: '404', id: 0 });
  });

  it('gives a page it cannot name (the password reset page, whose address holds a key) no tracker', () => {
    expect(trackerSource(undefined, 200)).toBeUndefined();
    expect(trackerSource(undefined, 400)).toBeUndefined();
    expect(trackerSource({ path: '/', query: {} }, 200)).toBeUndefined();
  });
});

describe('buildTrackerConfig', () => {
  it('builds the spec’s object with signed hit and online parameters', () => {
    const config = buildTrackerConfig({ settings: defaults, secret, source: { type: 'page', id: 40 } });
    expect(config).toMatchObject({
      requestUrl: '/wp-json/wp-statistics/v2',
      ajaxUrl: '/wp-admin/admin-ajax.php',
      hitParams: { wp_statistics_hit: 1, source_type: 'page', source_id: 40, search_query: '', endpoint: 'hit' },
      onlineParams: { wp_statistics_hit: 1, source_type: 'page', source_id: 40, search_query: '', endpoint: 'online' },
      option: {
        userOnline: true,
        consentLevel: 'disabled',
        dntEnabled: false,
        bypassAdBlockers: false,
        isWpConsentApiActive: false,
        trackAnonymously: false,
        isPreview: false,
      },
      jsCheckTime: 60000,
      isLegacyEventLoaded: false,
      events: { url: '/wp-json/wp-statistics/v2/event', linkTracking: false, downloadTracking: false },
    });
    expect(config.hitParams).not.toHaveProperty('action');
    expect(verifySource(secret, 'page', 40, config.hitParams.signature)).toBe(true);
    expect(verifySource(secret, 'page', 41, config.hitParams.signature)).toBe(false);
    expect(config.onlineParams.signature).toBe(config.hitParams.signature);
    expect(config.events.fileExtensions).toEqual(DOWNLOAD_EXTENSIONS);
  });

  it('base64-encodes the search as UTF-8', () => {
    const config = buildTrackerConfig({ settings: defaults, secret, source: { type: 'search', id: 0, searchQuery: 'suite café 東京' } });
    expect(Buffer.from(config.hitParams.search_query, 'base64').toString('utf8')).toBe('suite café 東京');
  });

  it('carries the settings’ flags, and the admin-ajax actions when bypassing ad blockers', () => {
    const settings = statsSettingsSchema.parse({
      dntEnabled: true,
      bypassAdBlockers: true,
      consentLevel: 'statistics',
      trackAnonymously: true,
      linkTracking: true,
      downloadTracking: true,
    });
    const config = buildTrackerConfig({ settings, secret, source: { type: 'post', id: 3 }, isPreview: true });
    expect(config.hitParams.action).toBe('wp_statistics_hit_record');
    expect(config.onlineParams.action).toBe('wp_statistics_online_check');
    expect(config.option).toMatchObject({
      dntEnabled: true,
      bypassAdBlockers: true,
      consentLevel: 'statistics',
      isWpConsentApiActive: true,
      trackAnonymously: true,
      isPreview: true,
    });
    expect(config.events).toMatchObject({
      url: '/wp-admin/admin-ajax.php?action=wp_statistics_event',
      linkTracking: true,
      downloadTracking: true,
    });
  });
});
