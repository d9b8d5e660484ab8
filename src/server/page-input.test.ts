import { describe, expect, it } from 'vitest';
import { absoluteCanonical } from './page-input.ts';

describe('absoluteCanonical', () => {
  it('prefixes the canonical path with BASE_URL', () => {
    expect(absoluteCanonical({ title: 't', canonical: '/about/' }, 'https://hotel.example').canonical).toBe('https://hotel.example/about/');
    expect(absoluteCanonical({ title: 't', canonical: '/' }, 'https://hotel.example/').canonical).toBe('https://hotel.example/');
  });

  it('leaves the link out without BASE_URL rather than print a relative one', () => {
    expect(absoluteCanonical({ title: 't', canonical: '/about/' }, undefined)).toEqual({ title: 't' });
  });

  it('keeps a page without a canonical path as it is', () => {
    const content = { title: 't' };
    expect(absoluteCanonical(content, 'https://hotel.example')).toBe(content);
  });
});
