import { describe, expect, it } from 'vitest';
import { fakeContext, fakeStorage, refusingStorage } from '../../../test/helpers/popup-rules.ts';
import { countVisit } from './visits.ts';
import { pageViewsRule } from './page-views.ts';
import { sessionsRule } from './sessions.ts';

describe('page views and sessions', () => {
  it('counts every page view and one session per tab', () => {
    const storage = fakeStorage();
    countVisit(storage);
    countVisit(storage);
    expect(storage.get('pageViews')).toBe(2);
    expect(storage.get('sessions')).toBe(1);
    expect(storage.session.get('activeSession')).toBe(true);
    storage.tab.clear(); // the tab closed: a new session starts with the next page
    countVisit(storage);
    expect(storage.get('pageViews')).toBe(3);
    expect(storage.get('sessions')).toBe(2);
  });

  it('tolerates a browser that refuses storage', () => {
    expect(() => countVisit(refusingStorage())).not.toThrow();
  });
});

describe('page_views', () => {
  it('shows after N page views since the visitor first met the popup', () => {
    const ctx = fakeContext();
    const timing = { page_views: 'yes', page_views_views: '2' };
    countVisit(ctx.storage);
    expect(pageViewsRule(timing, ctx), 'first page with the popup').toBe(false);
    countVisit(ctx.storage);
    expect(pageViewsRule(timing, ctx), 'one more page').toBe(false);
    countVisit(ctx.storage);
    expect(pageViewsRule(timing, ctx), 'two more pages').toBe(true);
  });

  it('counts from the first meeting, not from the first page of the site', () => {
    const ctx = fakeContext();
    for (let i = 0; i < 5; i++) countVisit(ctx.storage);
    expect(pageViewsRule({ page_views_views: 3 }, ctx)).toBe(false);
    expect(ctx.storage.get('popup_12_page_views_initialPageViews')).toBe(5);
  });

  it('uses Elementor’s default of 3 views', () => {
    const ctx = fakeContext();
    countVisit(ctx.storage);
    pageViewsRule({}, ctx);
    for (let i = 0; i < 2; i++) countVisit(ctx.storage);
    expect(pageViewsRule({}, ctx)).toBe(false);
    countVisit(ctx.storage);
    expect(pageViewsRule({}, ctx)).toBe(true);
  });

  it('fails quietly when storage is refused', () => {
    expect(pageViewsRule({ page_views_views: 1 }, fakeContext({ storage: refusingStorage() }))).toBe(false);
  });
});

describe('sessions', () => {
  it('shows after N sessions since the first meeting', () => {
    const ctx = fakeContext();
    const storage = ctx.storage as ReturnType<typeof fakeStorage>;
    const timing = { sessions: 'yes', sessions_sessions: 1 };
    countVisit(storage);
    expect(sessionsRule(timing, ctx)).toBe(false);
    countVisit(storage);
    expect(sessionsRule(timing, ctx), 'same tab, same session').toBe(false);
    storage.tab.clear();
    countVisit(storage);
    expect(sessionsRule(timing, ctx), 'a new session').toBe(true);
  });

  it('defaults to 2 sessions', () => {
    const ctx = fakeContext();
    const storage = ctx.storage as ReturnType<typeof fakeStorage>;
    countVisit(storage);
    sessionsRule({}, ctx);
    storage.tab.clear();
    countVisit(storage);
    expect(sessionsRule({}, ctx)).toBe(false);
    storage.tab.clear();
    countVisit(storage);
    expect(sessionsRule({}, ctx)).toBe(true);
  });
});
