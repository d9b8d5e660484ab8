import { describe, expect, it } from 'vitest';
import { declarationSchema } from '../declaration/zod.ts';
import { describeDeclaration } from '../declaration/form.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { kitDeclaration } from './kit.ts';

// The kit's settings as Elementor stores them (a kit export's site-settings.json), read through the declaration.
const schema = declarationSchema(kitDeclaration.controls);

describe('the kit declaration', () => {
  it('fills Elementor’s defaults into an empty kit', () => {
    const kit = schema.parse({});
    expect(kit.system_colors).toEqual([
      { _id: 'primary', title: 'Primary', color: '#6EC1E4' },
      { _id: 'secondary', title: 'Secondary', color: '#54595F' },
      { _id: 'text', title: 'Text', color: '#7A7A7A' },
      { _id: 'accent', title: 'Accent', color: '#61CE70' },
    ]);
    expect(kit).toMatchObject({
      container_width: { unit: 'px', size: 1140 },
      viewport_mobile: 767,
      viewport_tablet: 1024,
      active_breakpoints: ['viewport_mobile', 'viewport_tablet'],
      global_image_lightbox: true,
      lightbox_title_src: 'title',
      page_title_selector: 'h1.entry-title',
      custom_css: '',
    });
  });

  it('keeps good values of a partial kit and the defaults of the rest', () => {
    const kit = schema.parse({
      custom_colors: [{ _id: 'sand', title: 'Sand', color: '#F3E9DC' }],
      viewport_tablet: '1100',
      h2_typography_font_size: { unit: 'px', size: 32 },
      body_color: '#222222',
    });
    expect(kit.custom_colors).toEqual([{ _id: 'sand', title: 'Sand', color: '#F3E9DC' }]);
    expect(kit.viewport_tablet).toBe(1100);
    expect(kit.h2_typography_font_size).toEqual({ unit: 'px', size: 32 });
    expect(kit.viewport_mobile).toBe(767);
  });

  it('refuses values of the wrong kind, and drops a colour entry that is not one', () => {
    expect(schema.safeParse({ viewport_mobile: 12 }).success).toBe(false);
    expect(schema.safeParse({ global_image_lightbox: 'maybe' }).success).toBe(false);
    expect(schema.safeParse({ active_breakpoints: ['viewport_phone'] }).success).toBe(false);
    expect(
      schema.parse({
        custom_colors: [
          { _id: 'x', color: 7 },
          { _id: 'y', title: 'Y', color: '#fff' },
        ],
      }).custom_colors,
    ).toEqual([{ _id: 'y', title: 'Y', color: '#fff' }]);
  });

  it('describes every section it declares, each holding a control', () => {
    const form = describeDeclaration(kitDeclaration, DEFAULT_BREAKPOINTS);
    const sections = form.tabs.flatMap((t) => t.sections.map((s) => s.name));
    expect(sections).toEqual((kitDeclaration.sections ?? []).map((s) => s.name));
    for (const s of sections)
      expect(
        form.controls.some((c) => c.section === s),
        s,
      ).toBe(true);
    expect(form.controls.every((c) => !c.section || sections.includes(c.section))).toBe(true);
  });
});
