import { describe, expect, it } from 'vitest';
import { resolveGlobals } from './globals.ts';

const ids = { colors: new Set(['primary', 'accent']), typography: new Set(['text']) };

describe('global references', () => {
  it('keeps references to globals the kit has, returning the same settings object', () => {
    const settings = {
      title_color: '#000',
      __globals__: { title_color: 'globals/colors?id=primary', typography_typography: 'globals/typography?id=text' },
    };
    const out = resolveGlobals(settings, ids);
    expect(out.settings).toBe(settings);
    expect(out.unknown).toEqual([]);
  });

  it('drops references the kit lacks so the own value applies, and names them', () => {
    const settings = { title_color: '#123456', __globals__: { title_color: 'globals/colors?id=f1a2b3c', x: 'globals/typography?id=nope' } };
    const out = resolveGlobals(settings, ids);
    expect(out.settings.__globals__).toEqual({});
    expect(out.settings.title_color).toBe('#123456');
    expect(out.unknown).toEqual(['colors?id=f1a2b3c', 'typography?id=nope']);
    expect(settings.__globals__.title_color).toBe('globals/colors?id=f1a2b3c');
  });

  it('ignores detached (empty) references and reports malformed ones', () => {
    const out = resolveGlobals({ __globals__: { a: '', b: 'globals/fonts?id=x', c: 'globals/colors?id=accent' } }, ids);
    expect(out.settings.__globals__).toEqual({ c: 'globals/colors?id=accent' });
    expect(out.unknown).toEqual(['globals/fonts?id=x']);
  });

  it('annotates typography references with what the kit defines, and with nothing when the kit lacks the global', () => {
    const withProps = { ...ids, typographyProperties: new Map([['text', ['font-family', 'font-weight']]]) };
    const out = resolveGlobals(
      { __globals__: { typography_typography: 'globals/typography?id=text', icon_typography_typography: 'globals/typography?id=gone' } },
      withProps,
    );
    expect(out.settings.__globals__).toEqual({
      typography_typography: 'globals/typography?id=text&props=font-family+font-weight',
      icon_typography_typography: 'globals/typography?id=gone&props=',
    });
    expect(out.unknown).toEqual(['typography?id=gone']);
  });
});
