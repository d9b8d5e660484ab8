import { describe, expect, it } from 'vitest';
import { utf8Base64 } from './base64.ts';

describe('utf8Base64', () => {
  it('encodes the UTF-8 bytes, so any path or referrer survives', () => {
    for (const text of ['', '/', '/suites/?p=7529', '/café/?q=crème brûlée', '/東京/', 'https://example.com/😀']) {
      expect(utf8Base64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
    }
  });
});
