import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../../test/helpers/popup-rules.ts';
import { urlRule } from './url.ts';

const from = (referrer: string) => fakeContext({ referrer });

describe('url', () => {
  it('shows only for referrers containing the URL (show, the default)', () => {
    expect(urlRule({ url_url: 'partner.example' }, from('https://partner.example/deals'))).toBe(true);
    expect(urlRule({ url_url: 'partner.example', url_action: 'show' }, from('https://other.example/'))).toBe(false);
    expect(urlRule({ url_url: 'partner.example' }, from(''))).toBe(false);
  });

  it('hides for referrers containing the URL', () => {
    expect(urlRule({ url_url: 'partner.example', url_action: 'hide' }, from('https://partner.example/'))).toBe(false);
    expect(urlRule({ url_url: 'partner.example', url_action: 'hide' }, from('https://other.example/'))).toBe(true);
    expect(urlRule({ url_url: 'partner.example', url_action: 'hide' }, from(''))).toBe(true);
  });

  it('matches a regular expression', () => {
    const timing = { url_url: '^https://(www\\.)?newsletter\\.example/issue-\\d+', url_action: 'regex' };
    expect(urlRule(timing, from('https://newsletter.example/issue-42'))).toBe(true);
    expect(urlRule(timing, from('https://www.newsletter.example/issue-7?x=1'))).toBe(true);
    expect(urlRule(timing, from('https://newsletter.example/archive'))).toBe(false);
  });

  it('fails when the regular expression does not compile', () => {
    expect(urlRule({ url_url: '([unclosed', url_action: 'regex' }, from('https://([unclosed'))).toBe(false);
  });
});
