import { describe, expect, it } from 'vitest';
import { directionsPdf } from './directions-pdf.ts';

describe('directionsPdf', () => {
  it('is a PDF whose cross-reference table points at each object, as readers look them up', () => {
    const text = directionsPdf().toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref).startsWith('xref\n0 6\n')).toBe(true);
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const stream = text.slice(text.indexOf('stream\n') + 7, text.indexOf('\nendstream'));
    expect(stream).toHaveLength(length);
    expect(stream).toContain('(Getting to Casa Alba Suites) Tj');
  });
});
