import { describe, expect, it } from 'vitest';
import { node, renderTree, rule } from '../../../test/helpers/render-tree.tsx';
import { SHAPES, layerPath, shapeSvg, shapeSvgForFile } from './paths.ts';

const NAMES = [
  'mountains',
  'waves',
  'curve',
  'tilt',
  'triangle',
  'zigzag',
  'clouds',
  'arrow',
  'book',
  'pyramids',
  'split',
  'opacity-tilt',
  'waves-pattern',
  'drops',
  'wave-brush',
  'opacity-fan',
  'curve-asymmetrical',
  'triangle-asymmetrical',
];

describe('shape divider drawings', () => {
  it('has every common Elementor shape, each a closed path within its box', () => {
    for (const name of NAMES) {
      const shape = SHAPES[name];
      expect(shape, name).toBeDefined();
      for (const layer of shape.layers) {
        const d = layerPath(shape, layer, false);
        expect(d).toMatch(/^M0 0L0 [\d.-]+.*Z$/);
        const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
        expect(Math.max(...numbers), name).toBeLessThanOrEqual(Math.max(shape.width, shape.height * 1.5));
      }
    }
  });

  it('serves standalone SVG files, with negatives only where Elementor has them', () => {
    const svg = shapeSvg('curve', false)!;
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1000 100" preserveAspectRatio="none"><path class="elementor-shape-fill" d="M0 0L0 0C/,
    );
    expect(shapeSvg('curve', true)).toContain('d="M0 100L0 0C');
    expect(shapeSvg('mountains', false)).toContain('opacity="0.33"');
    expect(shapeSvg('mountains', true)).toBeUndefined();
    expect(shapeSvg('../etc/passwd', false)).toBeUndefined();
    expect(shapeSvg('constructor', false)).toBeUndefined();
    expect(shapeSvgForFile('curve-asymmetrical-negative.svg')).toBe(shapeSvg('curve-asymmetrical', true));
    expect(shapeSvgForFile('opacity-tilt.svg')).toBe(shapeSvg('opacity-tilt', false));
    expect(shapeSvgForFile('waves.svg.php')).toBeUndefined();
  });
});

describe('shape divider files', () => {
  it('draws every variant as well-formed SVG: one closed path per layer, the negative filling from the other edge', () => {
    for (const [name, shape] of Object.entries(SHAPES)) {
      for (const negative of shape.hasNegative ? [false, true] : [false]) {
        const svg = shapeSvg(name, negative)!;
        const paths = [...svg.matchAll(/<path class="elementor-shape-fill"(?: opacity="([\d.]+)")? d="([^"]+)"\/>/g)];
        expect(svg, name).toMatch(/^<svg [^>]+>(<path [^>]+\/>)+<\/svg>$/);
        expect(paths, name).toHaveLength(shape.layers.length);
        for (const [, opacity, d] of paths) {
          expect(d, name).toMatch(
            new RegExp(`^M0 ${negative ? shape.height : 0}L0 [\\d.-]+[^"]*L${shape.width} ${negative ? shape.height : 0}Z$`),
          );
          expect(d, name).toMatch(/^[MLQTCAZ\d .-]+$/);
          if (opacity) expect(Number(opacity)).toBeLessThan(1);
        }
      }
    }
  });
});

describe('shape divider element', () => {
  it('renders top and bottom dividers before the section content, with the negative flag', () => {
    const { html } = renderTree([
      node('section', { shape_divider_top: 'tilt', shape_divider_bottom: 'curve', shape_divider_bottom_negative: 'yes' }, [], { id: 's1' }),
    ]);
    expect(html).toContain(
      '<div class="elementor-shape elementor-shape-top" aria-hidden="true" data-negative="false"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 100" preserveAspectRatio="none"><path class="elementor-shape-fill" d="M0 0L0 0L1000 100L1000 0Z"></path></svg></div>',
    );
    expect(html).toContain('<div class="elementor-shape elementor-shape-bottom" aria-hidden="true" data-negative="true">');
    expect(html).toContain('d="M0 100L0 0C300 133 700 133 1000 0L1000 100Z"');
    expect(html.indexOf('elementor-shape-bottom')).toBeLessThan(html.indexOf('elementor-container'));
  });

  it('falls back to the positive drawing for a shape without a negative, and ignores unknown shapes', () => {
    const { html } = renderTree([
      node('container', { shape_divider_top: 'mountains', shape_divider_top_negative: 'yes', shape_divider_bottom: 'spiral' }, [], {
        id: 'c1',
      }),
    ]);
    expect(html).toContain('elementor-shape-top" aria-hidden="true" data-negative="false"');
    expect(html).not.toContain('elementor-shape-bottom');
    // Dividers sit in the container itself, before the boxed inner box.
    expect(html.indexOf('elementor-shape-top')).toBeLessThan(html.indexOf('e-con-inner'));
  });

  it('prints colour, width, height, flip and above-content, plus the shared rules once', () => {
    const { css } = renderTree([
      node(
        'section',
        {
          shape_divider_bottom: 'waves',
          shape_divider_bottom_color: '#000000D4',
          shape_divider_bottom_width: { unit: '%', size: 140 },
          shape_divider_bottom_height: { unit: 'px', size: 101 },
          shape_divider_bottom_height_mobile: { unit: 'px', size: 30 },
          shape_divider_bottom_flip: 'yes',
          shape_divider_bottom_above_content: 'yes',
        },
        [],
        { id: 's1' },
      ),
      node('section', { shape_divider_top: 'zigzag', shape_divider_top_width: { unit: 'px', size: 'x' } }, [], { id: 's2' }),
    ]);
    const box = '.elementor-element-s1>.elementor-shape-bottom';
    expect(rule(css, `${box} .elementor-shape-fill`)).toBe('fill:#000000D4');
    expect(rule(css, `${box} svg`)).toBe('width:calc(140% + 1.3px);height:101px;transform:translateX(-50%) rotateY(180deg)');
    expect(rule(css, `${box} svg`, '(max-width:767px)')).toBe('height:30px');
    expect(rule(css, box)).toBe('z-index:2;pointer-events:none');
    expect(css.match(/\.elementor-shape\{/g)).toHaveLength(1);
    expect(css).not.toContain('.elementor-element-s2>.elementor-shape-top svg');
  });
});
