import { describe, expect, it } from 'vitest';
import { DOWNLOAD_EXTENSIONS } from '../tracker-config.ts';
import { linkEvent, type LinkClick, type LinkEventOptions } from './link-event.ts';

const on: LinkEventOptions = {
  linkTracking: true,
  downloadTracking: true,
  fileExtensions: DOWNLOAD_EXTENSIONS,
  host: 'hotel.test',
  pageId: 7529,
};
const click = (href: string, extra: Partial<LinkClick> = {}): LinkClick => ({
  href,
  id: '',
  className: '',
  text: 'Go',
  button: 0,
  now: 1_700_000_000_000,
  ...extra,
});

describe('linkEvent', () => {
  it('records a link leaving the site as a click with the plugin’s fields', () => {
    expect(
      linkEvent(click('https://wa.me/351912345678', { id: 'wa', className: 'elementor-icon-list-item', text: '  Whats\n App ' }), on),
    ).toEqual({
      en: 'click',
      et: '1700000000000',
      eid: 'wa',
      ec: 'elementor-icon-list-item',
      ev: 'Whats App',
      mb: '0',
      fn: '',
      fx: '',
      m: '',
      tu: 'https://wa.me/351912345678',
      pid: '7529',
    });
    expect(linkEvent(click('tel:+351912345678'), on)?.en).toBe('click');
  });

  it('does not record links within the site, or script links', () => {
    expect(linkEvent(click('http://hotel.test/suites/'), on)).toBeUndefined();
    expect(linkEvent(click('http://hotel.test/#areas'), on)).toBeUndefined();
    expect(linkEvent(click('javascript:void(0)'), on)).toBeUndefined();
    expect(linkEvent(click('not a url'), on)).toBeUndefined();
  });

  it('records a link to a file as a download, on the site or off it', () => {
    const record = linkEvent(click('http://hotel.test/uploads/demo/House%20guide.PDF?v=2', { button: 1 }), on);
    expect(record).toMatchObject({ en: 'file_download', fn: 'House guide', fx: 'pdf', mb: '1', wcdl: 'false', df: '', dk: '' });
    expect(record?.tu).toBe('http://hotel.test/uploads/demo/House%20guide.PDF?v=2');
    expect(linkEvent(click('https://cdn.example.com/menu.zip'), on)?.en).toBe('file_download');
    // An extension not listed (a web page) is a plain link.
    expect(linkEvent(click('https://example.com/page.html'), on)?.en).toBe('click');
  });

  it('records only the kinds that are tracked', () => {
    expect(linkEvent(click('https://example.com/'), { ...on, linkTracking: false })).toBeUndefined();
    expect(linkEvent(click('http://hotel.test/guide.pdf'), { ...on, downloadTracking: false })).toBeUndefined();
    expect(linkEvent(click('http://hotel.test/guide.pdf'), { ...on, linkTracking: false })?.en).toBe('file_download');
  });

  it('keeps the link text short', () => {
    expect(linkEvent(click('https://example.com/', { text: 'x'.repeat(500) }), on)?.ev).toHaveLength(200);
  });
});
