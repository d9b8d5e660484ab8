// Elementor Pro's code themes (Prism's own themes) as palettes: each instance prints only its
// theme's custom properties, and one set of token rules (base-css.ts) reads them.
export const THEME_NAMES = ['default', 'dark', 'okaidia', 'solarizedlight', 'tomorrow', 'twilight'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

type Palette = Record<
  'bg' | 'fg' | 'comment' | 'punct' | 'tag' | 'string' | 'operator' | 'keyword' | 'func' | 'regex' | 'hl' | 'gutter',
  string
>;

// Colours are Prism's (contrast raised where a comment colour fell under 4.5:1 on its background).
const PALETTES: Record<ThemeName, Palette> = {
  default: {
    bg: '#f5f2f0',
    fg: '#1a1a1a',
    comment: '#5b6876',
    punct: '#5f5f5f',
    tag: '#990055',
    string: '#4d7300',
    operator: '#83582a',
    keyword: '#0070a0',
    func: '#c43055',
    regex: '#a85a00',
    hl: 'rgba(153,122,51,.15)',
    gutter: '#6d6d6d',
  },
  dark: {
    bg: '#4d4033',
    fg: '#ffffff',
    comment: '#c2b3a3',
    punct: '#d9d9d9',
    tag: '#e6a3b0',
    string: '#bfe673',
    operator: '#f5c35c',
    keyword: '#e6a3b0',
    func: '#f5c35c',
    regex: '#ffb052',
    hl: 'rgba(255,255,255,.12)',
    gutter: '#c2b3a3',
  },
  okaidia: {
    bg: '#272822',
    fg: '#f8f8f2',
    comment: '#a3adb8',
    punct: '#f8f8f2',
    tag: '#f92672',
    string: '#a6e22e',
    operator: '#f8f8f2',
    keyword: '#66d9ef',
    func: '#e6db74',
    regex: '#fd971f',
    hl: 'rgba(255,255,255,.1)',
    gutter: '#a3adb8',
  },
  solarizedlight: {
    bg: '#fdf6e3',
    fg: '#586e75',
    comment: '#6c7a7a',
    punct: '#586e75',
    tag: '#1f6fad',
    string: '#1f7a73',
    operator: '#586e75',
    keyword: '#5e6d00',
    func: '#8a6a00',
    regex: '#b3400f',
    hl: 'rgba(181,137,0,.15)',
    gutter: '#6c7a7a',
  },
  // Prism's Tomorrow Night, its red lightened and the highlighted-line tint kept faint so every token
  // keeps a 4.5:1 contrast on highlighted lines too (axe, test/e2e/widgets-a11y.spec.ts).
  tomorrow: {
    bg: '#2d2d2d',
    fg: '#cccccc',
    comment: '#a6a6a6',
    punct: '#cccccc',
    tag: '#ec8e91',
    string: '#7ec699',
    operator: '#67cdcc',
    keyword: '#cc99cd',
    func: '#f08d49',
    regex: '#7ec699',
    hl: 'rgba(255,255,255,.06)',
    gutter: '#a6a6a6',
  },
  twilight: {
    bg: '#141414',
    fg: '#ffffff',
    comment: '#9e9e9e',
    punct: '#d9d9d9',
    tag: '#cf6a4c',
    string: '#8f9d6a',
    operator: '#f5c35c',
    keyword: '#f9ee98',
    func: '#cda869',
    regex: '#e9c062',
    hl: 'rgba(255,255,255,.1)',
    gutter: '#9e9e9e',
  },
};

export function isTheme(value: unknown): value is ThemeName {
  return (THEME_NAMES as readonly unknown[]).includes(value);
}

/** The custom properties one theme sets on its widget. */
export function themeVariables(theme: ThemeName): Record<string, string> {
  return Object.fromEntries(Object.entries(PALETTES[theme]).map(([k, v]) => [`--e-code-${k}`, v]));
}
