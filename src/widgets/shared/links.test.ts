import { describe, expect, it } from 'vitest';
import { labelFromUrl, linkProps } from './links.ts';

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
