import { describe, expect, it } from 'vitest';
import { serialisedForm } from '../../../test/helpers/declaration-form.ts';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { PATH_NAMES, TEXT_PATHS } from './paths.ts';
import { startOffset, textPath } from './render.tsx';
import { textPathDeclaration } from './schema.ts';

const run = (raw: Record<string, unknown>, id?: string) => runWidget(textPath, raw, { id });

/** The settings of the one text path in the real documents (fixture 046), as stored. */
const CERAX = {
  text: 'Agency - Business - Consuting -',
  path: 'circle',
  rotation: { unit: 'deg', size: -40, sizes: [] },
  text_typography_typography: 'custom',
  text_typography_font_family: 'Manrope',
  text_typography_font_size: { unit: 'px', size: 35, sizes: [] },
  text_typography_font_weight: '700',
  text_typography_letter_spacing: { unit: 'em', size: 0.2, sizes: [] },
  text_typography_letter_spacing_mobile: { unit: 'em', size: '', sizes: [] },
  word_spacing: { unit: 'px', size: 0, sizes: [] },
  start_point: { unit: '%', size: 8, sizes: [] },
  text_color_normal: '#FFFFFF',
  __globals__: { text_typography_typography: '', text_color_normal: '' },
};

describe('text path', () => {
  it("has Elementor's control names and defaults", () => {
    const s = textPath.schema.parse({}) as Record<string, unknown>;
    expect([s.text, s.path, s.size, s.start_point, s.show_path]).toEqual([
      'Add Your Curvy Text Here',
      'wave',
      { unit: 'px', size: 500 },
      { unit: '%', size: 0 },
      '',
    ]);
    const { names } = serialisedForm(textPathDeclaration);
    for (const n of [
      'link',
      'align',
      'text_path_direction',
      'rotation',
      'word_spacing',
      'text_color_hover',
      'stroke_color_normal',
      'path_fill_hover',
    ])
      expect(names).toContain(n);
  });

  it('renders a real document on the server: the text on its circle, from its start point', () => {
    const { html, css, invalidKeys } = run(CERAX, '2ecab1c');
    expect(invalidKeys).toEqual([]);
    expect(html).toBe(
      '<div class="e-text-path" data-text="Agency - Business - Consuting -">' +
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${TEXT_PATHS.circle.viewBox}" data-path="circle">` +
        `<path id="e-path-2ecab1c" d="${TEXT_PATHS.circle.d}"></path>` +
        '<text><textPath id="e-text-path-2ecab1c" href="#e-path-2ecab1c" startOffset="8%">Agency - Business - Consuting -</textPath></text></svg></div>',
    );
    for (const part of [
      '--width:500px',
      '--rotate:-40deg',
      'font-size:35px',
      'font-weight:700',
      'letter-spacing:0.2em',
      '--text-color:#FFFFFF',
    ])
      expect(css).toContain(part);
  });

  it('offers the six paths, each starting at the left of its box', () => {
    expect(PATH_NAMES).toEqual(['wave', 'arc', 'circle', 'line', 'oval', 'spiral']);
    for (const name of PATH_NAMES) {
      const { html } = run({ path: name });
      const shape = TEXT_PATHS[name];
      expect(html).toContain(`viewBox="${shape.viewBox}"`);
      expect(html).toContain(`d="${shape.d}"`);
      const [, , width, height] = shape.viewBox.split(' ').map(Number);
      const [x, y] = shape.d
        .slice(1)
        .split(/[ A-Za-z]/)
        .map(Number);
      expect(x, name).toBeLessThan(width * 0.1);
      expect(y, name).toBeLessThanOrEqual(height);
    }
    // A custom path (an uploaded SVG) or an unknown one gets the wave.
    expect(run({ path: 'custom' }).html).toContain(`d="${TEXT_PATHS.wave.d}"`);
  });

  it('links the text, keeps only safe links, and escapes the text', () => {
    const linked = run({ text: 'Book <b>now</b> & stay', link: { url: '/contact/', is_external: 'on' } }).html;
    expect(linked).toContain(
      '<textPath id="e-text-path-abc123" href="#e-path-abc123"><a href="/contact/" target="_blank" rel="noopener">Book now &amp; stay</a></textPath>',
    );
    expect(linked).toContain('data-link-url="/contact/"');
    expect(run({ link: { url: 'javascript:alert(1)' } }).html).not.toContain('<a ');
    expect(run({ text: '' }).html).toBe('');
  });

  it('reads the start point within -100 to 100 %, direction, alignment and the path style', () => {
    expect([
      startOffset({ size: 8 }),
      startOffset({ size: '25' }),
      startOffset({ size: 250 }),
      startOffset({ size: -300 }),
      startOffset({ size: '' }),
    ]).toEqual(['8%', '25%', '100%', '-100%', undefined]);
    const { html, css } = run({
      text_path_direction: 'rtl',
      align: 'center',
      show_path: '#E8178A',
      stroke_width_normal: { unit: 'px', size: 3 },
      hover_animation: 'grow',
    });
    expect(html).toContain('<text direction="rtl">');
    expect(html).toContain('class="e-text-path elementor-animation-grow"');
    for (const part of [
      '--alignment:center',
      '--direction:rtl',
      '--path-stroke:#E8178A',
      '--path-fill:transparent',
      '--stroke-color:#E8178A',
      '--stroke-width:3px',
    ])
      expect(css).toContain(part);
    // The path's style prints only when the path is shown.
    expect(run({}).css).not.toContain('--stroke-color');
    expect(run({ path: 'arc' }, 'a"b<c').html).toContain('id="e-path-abc"');
  });

  it('needs no browser code', () => {
    expect(textPath.behaviours).toBeUndefined();
  });
});
