import { describe, expect, it } from 'vitest';
import { resolveIcon } from './icon.tsx';
import { fontIconCandidates } from './icon-font-names.ts';

describe('icons from fonts Foyer does not ship', () => {
  it('reads the glyph name behind each font’s prefix, numbered variants and synonyms included', () => {
    expect(fontIconCandidates('   la la-angle-down')).toEqual(['angle-down']);
    expect(fontIconCandidates('icon icon-star-1')).toEqual(['star-1', 'star']);
    expect(fontIconCandidates('icon icon-right-arrow')).toEqual(['arrow-right', 'right-arrow']);
    expect(fontIconCandidates('rtmicon rtmicon-chevrons-right')).toEqual(['angles-right', 'chevrons-right']);
    expect(fontIconCandidates('eicon-star')).toEqual(['star']);
    expect(fontIconCandidates('my-theme-glyph')).toEqual([]);
    expect(fontIconCandidates('icon icon-"><script>')).toEqual([]);
  });

  it('draws them with the Font Awesome glyph of the same meaning, and nothing for unknown names', () => {
    expect(resolveIcon({ value: '   la la-angle-down', library: 'ua-icons' })).toMatchObject({
      kind: 'fa',
      style: 'fas',
      name: 'angle-down',
    });
    expect(resolveIcon({ value: 'icon icon-plus', library: 'ekiticons' })).toMatchObject({ name: 'plus' });
    expect(resolveIcon({ value: 'rtmicon rtmicon-arrow-up-right', library: 'rtmicons' })).toMatchObject({
      name: 'arrow-up-right-from-square',
    });
    expect(resolveIcon({ value: 'eicon-star', library: 'eicons' })).toMatchObject({ name: 'star' });
    expect(resolveIcon({ value: 'icon icon-safety', library: 'ekiticons' })).toBeUndefined();
    // Font Awesome's own libraries are read as before: a name it lacks stays missing.
    expect(resolveIcon({ value: 'fas fa-no-such-icon', library: 'fa-solid' })).toBeUndefined();
  });
});
