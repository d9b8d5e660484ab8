import { describe, expect, it } from 'vitest';
import { mayPostUnfilteredHtml } from './capabilities.ts';

describe('unfiltered HTML capability', () => {
  it('belongs to administrators and editors only', () => {
    expect(['administrator', 'editor'].map(mayPostUnfilteredHtml)).toEqual([true, true]);
    expect(['author', 'contributor', 'subscriber', 'ADMINISTRATOR', undefined].map(mayPostUnfilteredHtml)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
