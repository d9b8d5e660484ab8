// What the actions send, composed without a database: the field shortcodes in Elementor's spellings,
// the redirect's rules, the metadata lines on the site's clock, and mail settings that hold no address.
import { describe, expect, it } from 'vitest';
import { composeMail, composeRedirect, metadataLines, replaceFieldShortcodes, type SiteFacts, type SubmissionFacts } from './compose.ts';

const fields = [
  { id: 'name', label: 'Name', type: 'text', value: 'Anna & Co' },
  { id: 'email', label: 'Email', type: 'email', value: 'anna@guest.example' },
];
const facts: SubmissionFacts = {
  id: 7,
  formName: 'Enquiry',
  elementId: 'abc1234',
  fields,
  createdAt: new Date('2026-07-04T21:05:00Z'),
  pageUrl: 'https://casa-alba.example/contact/',
  userAgent: 'Firefox',
  remoteIp: '192.0.2.1',
};
const site: SiteFacts = {
  siteName: 'Casa Alba',
  siteDomain: 'casa-alba.example',
  adminEmail: 'desk@casa-alba.example',
  timezone: 'Europe/Rome',
};

describe('field shortcodes', () => {
  it('reads double, single and unquoted ids, with other attributes around; an unknown id is empty', () => {
    expect(
      replaceFieldShortcodes(
        '[field id="name"]/[field id=\'email\']/[field id=name]/[field title="x" id="name"]/[field id="nope"]',
        fields,
      ),
    ).toBe('Anna & Co/anna@guest.example/Anna & Co/Anna & Co/');
  });
  it('encodes values where asked (a redirect address)', () => {
    expect(replaceFieldShortcodes('?n=[field id="name"]', fields, encodeURIComponent)).toBe('?n=Anna%20%26%20Co');
  });
});

describe('redirect', () => {
  const to = (redirect_to: string) => composeRedirect({ redirect_to }, fields);
  it('keeps web addresses and paths on this site', () => {
    expect(to('https://casa-alba.example/thanks/')).toBe('https://casa-alba.example/thanks/');
    expect(to('/thanks/?who=[field id="name"]')).toBe('/thanks/?who=Anna%20%26%20Co');
  });
  it('refuses other schemes, protocol-relative addresses and nothing at all', () => {
    for (const target of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/', '/\\evil.example', 'thanks', '', '   '])
      expect(to(target), target).toBeUndefined();
  });
});

describe('metadata', () => {
  it('prints date and time on the site’s clock in WordPress’s default formats, in Elementor’s order', () => {
    expect(metadataLines(facts, site, ['remote_ip', 'time', 'date'])).toEqual([
      ['Date', 'July 4, 2026'],
      ['Time', '11:05 pm'],
      ['Remote IP', '192.0.2.1'],
    ]);
  });
  it('falls back to UTC for a time zone the runtime does not know', () => {
    expect(metadataLines(facts, { ...site, timezone: 'Mars/Olympus' }, ['time'])).toEqual([['Time', '9:05 pm']]);
  });
});

describe('mail', () => {
  it('says why there is no mail when the recipients hold no address, or the site has no administrator', () => {
    expect(composeMail({ email_to: '[field id="name"]' }, '', facts, site)).toEqual({
      ok: false,
      problem: 'No valid recipient: the “To” setting holds no e-mail address.',
    });
    expect(composeMail({}, '', facts, { ...site, adminEmail: undefined })).toMatchObject({ ok: false });
  });
  it('drops a From that is not an address and quotes the From name safely', () => {
    const plain = composeMail({ email_from: 'not an address' }, '', facts, site);
    expect(plain.ok && plain.mail.from).toBeUndefined();
    const named = composeMail({ email_from: 'forms@casa-alba.example', email_from_name: 'Casa "Alba" <desk>' }, '', facts, site);
    expect(named.ok && named.mail.from).toBe('"Casa Alba desk" <forms@casa-alba.example>');
  });
});
