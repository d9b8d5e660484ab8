// Cold renders: every registered compile cache forgets what it holds.
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/contracts/settings.ts';
import { sanitizeRichText } from '../../src/widgets/shared/sanitize.ts';
import { clearCompileCaches, registerCompileCache } from '../../src/model/compile-caches.ts';
import { z } from 'zod';

describe('clearCompileCaches', () => {
  it('calls every registered clearer', () => {
    const cache = new Map([['a', 1]]);
    registerCompileCache(() => cache.clear());
    clearCompileCaches();
    expect(cache.size).toBe(0);
  });

  it('makes settings parse again instead of returning the remembered outcome', () => {
    const schema = z.object({ title: z.string().default('x') });
    const raw = { title: 'Hello' };
    const first = parseSettings(schema, raw);
    expect(parseSettings(schema, raw)).toBe(first);
    clearCompileCaches();
    const again = parseSettings(schema, raw);
    expect(again).not.toBe(first);
    expect(again.settings).toEqual(first.settings);
  });

  it('keeps sanitising correctly after a clear', () => {
    const html = '<p>Hi<script>alert(1)</script></p>';
    expect(sanitizeRichText(html)).toBe('<p>Hi</p>');
    clearCompileCaches();
    expect(sanitizeRichText(html)).toBe('<p>Hi</p>');
  });
});
