import { describe, expect, it } from 'vitest';
import { classifySource, sourcesRule } from './sources.ts';
import { fakeContext } from '../../../test/helpers/popup-rules.ts';

describe('classifySource', () => {
  it.each([
    ['https://hotel.example/rooms/', 'internal'],
    ['https://www.hotel.example/', 'internal'],
    ['http://hotel.example:80/', 'internal'],
    ['https://www.google.com/', 'search'],
    ['https://google.co.uk/search?q=hotel', 'search'],
    ['https://www.google.com.br/', 'search'],
    ['https://search.yahoo.co.jp/search', 'search'],
    ['https://www.bing.com/search?q=hotel', 'search'],
    ['https://yandex.ru/search/', 'search'],
    ['https://m.baidu.com/s?wd=hotel', 'search'],
    ['https://duckduckgo.com/', 'external'],
    ['https://notgoogle.com/', 'external'],
    ['https://hotel.example.evil.test/', 'external'],
    ['https://partner.example/deals', 'external'],
    ['', 'direct'],
  ])('%s is %s', (referrer, source) => {
    expect(classifySource(referrer, 'hotel.example')).toBe(source);
  });
});

describe('sources', () => {
  const check = (sources: string[], referrer: string) =>
    sourcesRule({ sources: 'yes', sources_sources: sources }, fakeContext({ referrer }));

  it('all three selected means everything', () => {
    for (const referrer of ['', 'https://hotel.example/', 'https://www.google.com/', 'https://a.example/']) {
      expect(check(['search', 'external', 'internal'], referrer)).toBe(true);
    }
    expect(sourcesRule({}, fakeContext({ referrer: 'https://a.example/' })), 'the default is all three').toBe(true);
  });

  it('search engines only', () => {
    expect(check(['search'], 'https://www.google.com/')).toBe(true);
    expect(check(['search'], 'https://www.bing.com/')).toBe(true);
    expect(check(['search'], 'https://partner.example/')).toBe(false);
    expect(check(['search'], 'https://hotel.example/rooms/')).toBe(false);
    expect(check(['search'], ''), 'a direct visit').toBe(false);
  });

  it('internal links only', () => {
    expect(check(['internal'], 'https://hotel.example/rooms/')).toBe(true);
    expect(check(['internal'], 'https://www.google.com/')).toBe(false);
    expect(check(['internal'], '')).toBe(false);
  });

  it('external links include search engines and direct visits, as in Elementor', () => {
    expect(check(['external'], 'https://partner.example/')).toBe(true);
    expect(check(['external'], 'https://www.google.com/')).toBe(true);
    expect(check(['external'], '')).toBe(true);
    expect(check(['external'], 'https://hotel.example/')).toBe(false);
  });

  it('nothing selected lets no one through', () => {
    expect(check([], 'https://partner.example/')).toBe(false);
  });
});
