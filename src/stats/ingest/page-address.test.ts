import { describe, expect, it } from 'vitest';
import {
  createPageAddresses,
  DISTINCT_CLIENT_ADDRESSES_PER_DAY,
  notFoundAddress,
  OTHER_NOT_FOUND,
  OTHER_SEARCHES,
  searchAddress,
} from './page-address.ts';

const lookups: string[] = [];
const site = createPageAddresses(async (type, id) => {
  lookups.push(`${type}:${id}`);
  return id === 12 ? '/suites/' : undefined;
});
const hit = (sourceType: string, sourceId: number, pageUri: string, day = '2026-11-27') => ({ sourceType, sourceId, pageUri, day });

describe('page addresses', () => {
  it('counts a page under its own address, whatever address the client sent, and looks it up once', async () => {
    expect(await site.addressOf(hit('page', 12, '/made-up/?x=1'))).toBe('/suites/');
    expect(await site.addressOf(hit('page', 12, '/another-one/'))).toBe('/suites/');
    expect(lookups.filter((l) => l === 'page:12')).toHaveLength(1);
    // A signed page that is gone since: its short address, never the client's.
    expect(await site.addressOf(hit('page', 99, '/whatever/'))).toBe('/?p=99');
  });

  it('tidies searches and 404 paths', () => {
    expect(searchAddress('/?s=  Sea   VIEW ')).toBe('/?s=sea%20view');
    expect(searchAddress('/?s=')).toBe(OTHER_SEARCHES);
    expect(searchAddress(`/?s=${'a'.repeat(500)}`)).toBe(`/?s=${'a'.repeat(100)}`);
    expect(notFoundAddress('//old//page/?utm=1#top')).toBe('/old/page/');
    expect(notFoundAddress(`/${'x'.repeat(400)}`)).toHaveLength(200);
  });

  it('counts at most a day’s budget of distinct 404 and search addresses, then one address each', async () => {
    const addresses = createPageAddresses(async () => undefined);
    const seen = new Set<string>();
    for (let i = 0; i < DISTINCT_CLIENT_ADDRESSES_PER_DAY + 500; i++) {
      seen.add(await addresses.addressOf(hit('404', 0, `/probe-${i}/`)));
      seen.add(await addresses.addressOf(hit('search', 0, `/?s=probe-${i}`)));
    }
    expect(seen.size).toBe(2 * DISTINCT_CLIENT_ADDRESSES_PER_DAY + 2);
    expect(seen.has(OTHER_NOT_FOUND) && seen.has(OTHER_SEARCHES)).toBe(true);
    // An address counted before the budget ran out keeps counting; a new day starts a new budget.
    expect(await addresses.addressOf(hit('404', 0, '/probe-3/'))).toBe('/probe-3/');
    expect(await addresses.addressOf(hit('404', 0, '/probe-new/', '2026-11-28'))).toBe('/probe-new/');
  });
});
