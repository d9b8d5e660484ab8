import { describe, expect, it } from 'vitest';
import { labelFromUrl, linkProps, safeImageUrl, safeUrl } from './links.ts';

describe('safeUrl', () => {
  it('allows web, mail, phone and relative URLs', () => {
    for (const url of ['https://x.org', 'http://x.org/a?b#c', 'mailto:a@b.c', 'tel:+36 1', '/rooms', '#book', '?q=1', 'rooms.html'])
      expect(safeUrl(url)).toBe(url);
  });

  it('refuses script-capable and protocol-relative URLs, however spelt', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' java\tscript:alert(1)',
      'java\u0000script:x',
      'vbscript:x',
      'data:text/html,x',
      '//evil.example',
      '',
      '   ',
      42,
    ]) {
      expect(safeUrl(url)).toBeUndefined();
    }
  });

  it('refuses mail and phone URLs as image sources', () => {
    expect(safeImageUrl('mailto:a@b.c')).toBeUndefined();
    expect(safeImageUrl('/uploads/a.jpg')).toBe('/uploads/a.jpg');
  });
});

describe('linkProps', () => {
  it('maps Elementor flags to target and rel', () => {
    expect(linkProps({ url: '/a', is_external: 'on', nofollow: 'on', custom_attributes: '' })).toEqual({
      href: '/a',
      target: '_blank',
      rel: 'nofollow noopener',
    });
    expect(linkProps({ url: '', is_external: '', nofollow: '', custom_attributes: '' })).toBeUndefined();
  });

  it('passes only harmless custom attributes', () => {
    const props = linkProps({
      url: '/a',
      is_external: '',
      nofollow: '',
      custom_attributes: 'data-track|book,onclick|alert(1),aria-label|Book a room,style|x',
    });
    expect(props).toEqual({ href: '/a', target: undefined, rel: undefined, 'data-track': 'book', 'aria-label': 'Book a room' });
  });
});

describe('labelFromUrl', () => {
  it('turns a file name into words', () => {
    expect(labelFromUrl('https://x.org/wp-content/uploads/2021/07/deluxe-room_2-1024x683.jpg')).toBe('deluxe room 2');
    expect(labelFromUrl('/uploads/demo/lobby-768.jpg?v=2')).toBe('lobby');
  });
});
