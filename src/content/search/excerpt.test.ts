import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../model/search-terms.ts';
import { documentText } from './document-text.ts';
import { excerpt, highlight } from './excerpt.ts';

const marked = (segments: Array<{ text: string; isMatch: boolean }>) => segments.map((s) => (s.isMatch ? `[${s.text}]` : s.text)).join('');

describe('searchTerms', () => {
  it('keeps only letters and digits, folded, deduplicated and capped', () => {
    expect(searchTerms('"Café" NEAR( * suite:* & !Suite')).toEqual(['cafe', 'near', 'suite']);
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(8);
    expect(searchTerms('"*()')).toEqual([]);
  });
});

describe('excerpt', () => {
  it('marks words starting with a term or its stem, joining adjacent ones', () => {
    expect(marked(highlight('The Sea-View Suite: old town views', ['suites', 'old', 'town']))).toBe(
      'The Sea-View [Suite]: [old town] views',
    );
  });
  it('cuts around the first match with ellipses, on word boundaries', () => {
    const text = `${'word '.repeat(60)}harbour ${'more '.repeat(60)}`.trim();
    const out = marked(excerpt(text, ['harbour'], 100));
    expect(out.startsWith('… ')).toBe(true);
    expect(out.endsWith(' …')).toBe(true);
    expect(out).toContain('[harbour]');
    expect(out).not.toMatch(/wor\b|mor\b/);
  });
});

describe('documentText', () => {
  it('reads declared text settings of known widgets and prose of unknown ones, never URLs or CSS', () => {
    const text = documentText([
      {
        id: 'a',
        elType: 'container',
        settings: { _element_id: 'hidden words' },
        elements: [
          {
            id: 'h',
            elType: 'widget',
            widgetType: 'heading',
            settings: { title: 'Lime <b>washed</b>', link: { url: '/x/' } },
            elements: [],
          },
          { id: 't', elType: 'widget', widgetType: 'text-editor', settings: { editor: '<p>One</p><p>Two</p>' }, elements: [] },
          {
            id: 'u',
            elType: 'widget',
            widgetType: 'call-to-action',
            settings: { description: 'Book the terrace now', typography_font_family: 'Playfair Display', bg: 'https://x.test/a b' },
            elements: [],
          },
        ],
      },
    ]);
    expect(text).toBe('Lime washed One Two Book the terrace now');
  });
});
