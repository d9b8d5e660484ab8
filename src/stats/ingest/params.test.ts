import { describe, expect, it } from 'vitest';
import { decodeBase64Text, parseEventParams, parsePageParams, parseTimestampHeader } from './params.ts';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const base = { source_type: 'page', source_id: '12', signature: 'f'.repeat(32), page_uri: b64('/suites/'), referred: '' };

describe('tracker parameters', () => {
  it('decode UTF-8 base64 strictly', () => {
    expect(decodeBase64Text(b64('/café/?q=ñ'))).toBe('/café/?q=ñ');
    expect(decodeBase64Text('abc')).toBeUndefined();
    expect(decodeBase64Text('ab$=')).toBeUndefined();
    expect(decodeBase64Text(Buffer.from([0xff, 0xfe]).toString('base64'))).toBeUndefined();
  });

  it('keep path and query of a full page address, and drop the fragment', () => {
    const full = parsePageParams({ ...base, page_uri: b64('https://hotel.test/rooms/?a=1#top') }, undefined);
    expect(full.ok && full.value.pageUri).toBe('/rooms/?a=1');
    const path = parsePageParams({ ...base, page_uri: b64('/spa/#x') }, undefined);
    expect(path.ok && path.value.pageUri).toBe('/spa/');
    expect(parsePageParams({ ...base, page_uri: b64('//evil.example/') }, undefined).ok).toBe(false);
  });

  it('read X-WPS-TS when present, accept its absence and any clock, refuse a malformed one', () => {
    expect(parseTimestampHeader(undefined)).toEqual({ ok: true, value: undefined });
    expect(parseTimestampHeader(b64('1700000000'))).toEqual({ ok: true, value: 1700000000 });
    expect(parseTimestampHeader(b64('1700000000123'))).toEqual({ ok: true, value: 1700000000 });
    expect(parseTimestampHeader(b64('0'))).toEqual({ ok: true, value: 0 });
    expect(parseTimestampHeader('1700000000')).toMatchObject({ ok: false, status: 400 });
    expect(parseTimestampHeader(b64('soon'))).toMatchObject({ ok: false, status: 400 });
  });

  it('tell link clicks from downloads', () => {
    const click = parseEventParams({ en: 'click', tu: 'https://x.example/a' });
    expect(click.ok && [click.value.dim, click.value.key]).toEqual(['event', 'https://x.example/a']);
    const file = parseEventParams({ en: 'file_download', tu: 'https://hotel.test/f/menu.pdf', fn: 'menu', fx: 'pdf' });
    expect(file.ok && [file.value.dim, file.value.key]).toEqual(['download', 'menu.pdf']);
    const wc = parseEventParams({ en: 'click', tu: 'https://hotel.test/?download_file=3', df: 'guide.pdf', wcdl: '1' });
    expect(wc.ok && [wc.value.dim, wc.value.key]).toEqual(['download', 'guide.pdf']);
  });
});
