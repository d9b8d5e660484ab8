import { describe, expect, it } from 'vitest';
import { isBot } from './bots.ts';
import { classifySource, searchEngineOf } from './channel.ts';
import { parseUserAgent } from './user-agent.ts';

describe('source channels', () => {
  it('names the search engines, the spec five first', () => {
    expect(searchEngineOf('google.com')).toBe('google');
    expect(searchEngineOf('google.co.uk')).toBe('google');
    expect(searchEngineOf('search.yahoo.com')).toBe('yahoo');
    expect(searchEngineOf('bing.com')).toBe('bing');
    expect(searchEngineOf('yandex.ru')).toBe('yandex');
    expect(searchEngineOf('baidu.com')).toBe('baidu');
    expect(searchEngineOf('duckduckgo.com')).toBe('duckduckgo');
    expect(searchEngineOf('googleusercontent.example')).toBe('');
    expect(searchEngineOf('notgoogle.com')).toBe('');
  });

  it('classifies direct, search, social, referral and campaign visits', () => {
    expect(classifySource('', '/', 'hotel.test')).toEqual({ channel: 'direct', referrerHost: '', searchEngine: '' });
    expect(classifySource('https://www.google.de/', '/', 'hotel.test')).toEqual({
      channel: 'search',
      referrerHost: 'google.de',
      searchEngine: 'google',
    });
    expect(classifySource('https://l.facebook.com/l.php?u=x', '/', 'hotel.test')).toMatchObject({
      channel: 'social',
      referrerHost: 'l.facebook.com',
    });
    expect(classifySource('https://t.co/abc', '/', 'hotel.test').channel).toBe('social');
    expect(classifySource('https://www.tripadvisor.co.uk/Hotel', '/', 'hotel.test').channel).toBe('social');
    expect(classifySource('https://blog.example/best-hotels', '/', 'hotel.test')).toEqual({
      channel: 'referral',
      referrerHost: 'blog.example',
      searchEngine: '',
    });
    expect(classifySource('', '/offers/?utm_source=newsletter&utm_medium=email', 'hotel.test').channel).toBe('campaign');
    expect(classifySource('https://www.google.com/', '/?gclid=abc', 'hotel.test')).toMatchObject({
      channel: 'campaign',
      searchEngine: 'google',
    });
  });

  it('does not count the site itself (any port, with or without www) or non-web referrers as a source', () => {
    expect(classifySource('https://www.hotel.test/rooms/', '/spa/', 'hotel.test:8080').channel).toBe('direct');
    expect(classifySource('file:///C:/page.html', '/', 'hotel.test').channel).toBe('direct');
    expect(classifySource('not a url', '/', 'hotel.test').channel).toBe('direct');
  });
});

describe('bot detection', () => {
  it('flags crawlers, tools, headless browsers and empty agents', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Go-http-client/1.1',
      '',
      '   ',
      undefined,
    ])
      expect(isBot(ua), String(ua)).toBe(true);
  });

  it('lets real browsers through', () => {
    for (const ua of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    ])
      expect(isBot(ua), ua).toBe(false);
  });
});

describe('user agents', () => {
  it('keeps browser, system and device type only', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({
      browser: 'Edge',
      os: 'Windows',
      device: 'desktop',
    });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({
      browser: 'Safari',
      os: 'iOS',
      device: 'mobile',
    });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({
      browser: 'Chrome',
      os: 'iOS',
      device: 'tablet',
    });
    expect(
      parseUserAgent('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36').device,
    ).toBe('tablet');
    expect(parseUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({
      browser: 'Firefox',
      os: 'macOS',
      device: 'desktop',
    });
    expect(parseUserAgent('Something odd')).toEqual({ browser: 'Other', os: 'Other', device: 'desktop' });
  });
});
