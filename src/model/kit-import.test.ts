import { describe, expect, it } from 'vitest';
import { createCssSink } from './css.ts';
import { DEFAULT_KIT, kitSchema } from './kit.ts';
import { kitVariables } from './kit-css.ts';
import { importKit, NOT_A_KIT, STYLE_CHECKS } from './kit-import.ts';
import { kitControl } from './kit-declaration.ts';

// A kit as Elementor exports it (site-settings.json): sizes as strings, per-device sizes, globals.
const siteSettings = {
  content: [],
  settings: {
    system_colors: [
      { _id: 'primary', title: 'Primary', color: '#0E3B43' },
      { _id: 'secondary', title: 'Secondary', color: 'rgb(10, 20, 30)' },
    ],
    custom_colors: [{ _id: 'b7c1e2f', title: 'Sand', color: '#F3E9DC' }],
    system_typography: [
      {
        _id: 'primary',
        title: 'Primary',
        typography_typography: 'custom',
        typography_font_family: 'Barlow Condensed',
        typography_font_weight: 'bold',
        typography_font_size: { unit: 'px', size: '44', sizes: [] },
        typography_font_size_tablet: { unit: 'px', size: '36', sizes: [] },
        typography_font_size_mobile: { unit: 'px', size: '28', sizes: [] },
        typography_line_height: { unit: 'em', size: '1.3', sizes: [] },
      },
    ],
    custom_typography: [],
    container_width: { unit: 'px', size: '1290', sizes: [] },
    body_color: '#1E1E1E',
    body_typography_typography: 'custom',
    body_typography_font_family: 'Archivo',
    h1_typography_font_size_mobile: { unit: 'px', size: '30', sizes: [] },
    button_border_radius: { unit: 'px', top: '100', right: '100', bottom: '100', left: '100', isLinked: true },
    space_between_widgets: { column: '24', row: '24', isLinked: true, unit: 'px', size: 24 },
    __globals__: { h3_color: 'globals/colors?id=primary', nonsense_key: 'globals/colors?id=primary' },
    viewport_md: 768,
    viewport_lg: 1025,
    activeItemIndex: 1,
  },
  metadata: [],
};

describe('importing an Elementor kit', () => {
  it('reads colours, typography with per-device sizes, kit styles, width and breakpoints', () => {
    const { kit, refused, counts } = importKit(siteSettings, DEFAULT_KIT);
    expect(refused).toEqual([]);
    expect(counts).toEqual({ colours: 3, typography: 1, styles: 7 });
    expect(kit.container_width).toBe(1290);
    expect(kit.breakpoints.mobile.value).toBe(767);
    expect(kit.breakpoints.tablet.value).toBe(1024);
    expect(kit.styles.__globals__).toEqual({ h3_color: 'globals/colors?id=primary' });
    expect(kitSchema.parse(kit)).toEqual(kit);
  });

  it('prints the kit as variables on the kit class, font sizes per device', () => {
    const { kit } = importKit(siteSettings, DEFAULT_KIT);
    const css = createCssSink(kit.breakpoints);
    kitVariables(kit, css);
    const out = css.toString();
    expect(out).toContain('.elementor-kit-1{--e-global-color-primary:#0E3B43;--e-global-color-secondary:rgb(10, 20, 30)');
    expect(out).toContain('--e-global-typography-primary-font-family:"Barlow Condensed"');
    expect(out).toContain('--e-global-typography-primary-font-size:44px');
    expect(out).toContain('@media(max-width:1024px){.elementor-kit-1{--e-global-typography-primary-font-size:36px}}');
    expect(out).toContain('@media(max-width:767px){.elementor-kit-1{--e-global-typography-primary-font-size:28px}}');
  });

  it('is the same kit when imported twice', () => {
    const once = importKit(siteSettings, DEFAULT_KIT).kit;
    expect(importKit(siteSettings, once).kit).toEqual(once);
  });

  it('leaves out values that are not what their setting takes, and says which', () => {
    const hostile = structuredClone(siteSettings);
    hostile.settings.system_colors.push({ _id: 'evil', title: 'x', color: 'red;}</style><script>alert(1)</script>' });
    hostile.settings.system_typography[0].typography_font_size = { unit: 'px}</style><img src=x>', size: '4', sizes: [] };
    hostile.settings.system_typography[0].typography_font_family = 'Roboto";}body{display:none';
    (hostile.settings as Record<string, unknown>).body_color = 'url(javascript:alert(1))';
    const { kit, refused } = importKit(hostile, DEFAULT_KIT);
    expect(refused).toHaveLength(4);
    for (const what of ['system_colors[2]', 'typography_font_size', 'typography_font_family', 'body_color']) {
      expect(refused.some((r) => r.includes(what))).toBe(true);
    }
    expect(JSON.stringify(kit)).not.toMatch(/<\/style>|javascript|display:none/);
  });

  it('never prints a stored value that could close the style element, even one that skipped import', () => {
    const kit = kitSchema.parse({
      system_colors: [{ _id: 'x', title: 'x', color: '#fff}</style><img src=x>' }],
      system_typography: [
        { _id: 't', typography_font_size: { unit: 'px}</style><img src=x>', size: 4 }, typography_font_weight: '</style>' },
      ],
    });
    const css = createCssSink(kit.breakpoints);
    kitVariables(kit, css);
    expect(css.toString()).not.toMatch(/<|\}\s*<\/style/);
  });

  it('refuses a file that is not a kit, saying what was expected', () => {
    expect(() => importKit({ content: [{ elType: 'container' }] }, DEFAULT_KIT)).toThrow(NOT_A_KIT);
    expect(() => importKit([1, 2], DEFAULT_KIT)).toThrow(/site-settings\.json/);
  });
});

describe('the kit declaration', () => {
  const TYPOGRAPHY_FIELDS = ['typography', 'font_family', 'font_weight', 'text_transform', 'font_style', 'text_decoration'].concat([
    'font_size',
    'line_height',
    'letter_spacing',
    'word_spacing',
  ]);
  const groups = ['body', 'link_normal', 'link_hover', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'form_label', 'form_field'];

  it('gives the import every kit style kit-styles.ts prints, each checked by its kind', () => {
    const expected = [
      ...groups.flatMap((g) => TYPOGRAPHY_FIELDS.map((f) => `${g}_typography_${f}`)),
      ...['body_color', 'link_normal_color', 'link_hover_color', 'h1_color', 'h2_color', 'h3_color', 'h4_color', 'h5_color', 'h6_color'],
      ...['button_text_color', 'button_background_color', 'button_hover_text_color', 'button_hover_background_color'],
      ...['button_hover_border_color', 'button_border_color', 'form_label_color', 'form_field_text_color'],
      ...['form_field_background_color', 'form_field_border_color', 'body_background_color', 'body_background_background'],
      ...['button_border_border', 'form_field_border_border', 'button_border_width', 'button_border_radius', 'button_padding'],
      ...['form_field_border_width', 'form_field_border_radius', 'form_field_padding', 'container_padding', 'space_between_widgets'],
    ];
    expect(Object.keys(STYLE_CHECKS).sort()).toEqual(expected.sort());
    expect(STYLE_CHECKS.h2_color!('#123456')).toBe(true);
    expect(STYLE_CHECKS.h2_color!('red;}')).toBe(false);
    expect(STYLE_CHECKS.button_padding!({ unit: 'px', top: '4', right: '8', bottom: '4', left: '8' })).toBe(true);
    expect(STYLE_CHECKS.space_between_widgets!({ row: '12', column: '12', unit: 'px' })).toBe(true);
    expect(STYLE_CHECKS.body_background_background!('video')).toBe(false);
  });

  it('holds Elementor’s defaults that the default kit takes', () => {
    expect(DEFAULT_KIT.system_colors).toEqual(kitControl('system_colors').default);
    expect(DEFAULT_KIT.system_typography).toEqual(kitControl('system_typography').default);
    expect(DEFAULT_KIT.container_width).toBe(kitControl('container_width').default.size);
    expect(DEFAULT_KIT.custom_colors).toEqual([]);
    for (const name of ['global_image_lightbox', 'lightbox_enable_zoom'] as const) expect(DEFAULT_KIT[name]).toBe(kitControl(name).default);
    for (const device of ['mobile', 'tablet', 'laptop'] as const)
      expect(DEFAULT_KIT.breakpoints[device].value).toBe(kitControl(`viewport_${device}`).default);
    const active = kitControl('active_breakpoints').default.map((v) => v.replace('viewport_', ''));
    expect(Object.entries(DEFAULT_KIT.breakpoints).flatMap(([d, b]) => (b.isEnabled ? [d] : []))).toEqual(active);
    // A default is a fresh value each time: changing one kit's colours never changes the next kit's.
    const one = kitSchema.parse({});
    one.system_colors[0]!.color = '#000000';
    expect(kitSchema.parse({}).system_colors[0]!.color).toBe('#6EC1E4');
  });
});
