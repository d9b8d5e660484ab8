import { describe, expect, it } from 'vitest';
import { node, renderTree } from '../../test/helpers/render-tree.tsx';

const IMAGE = { url: 'https://example.com/bg.jpg', id: 1 };

describe('lazy background images', () => {
  it('marks layouts with a background image lazy and asks for the behaviour', () => {
    const tree = [
      node('container', { background_background: 'classic', background_image: IMAGE }, [], { id: 'c1' }),
      node(
        'section',
        { background_overlay_background: 'classic', background_overlay_image: IMAGE },
        [node('column', { background_background: 'classic', background_image_mobile: IMAGE }, [], { id: 'k1' })],
        { id: 's1' },
      ),
    ];
    const { html, plan, css } = renderTree(tree);
    expect(html).toContain(
      'class="elementor-element elementor-element-c1 e-con e-con-boxed e-flex e-parent e-lazy-bg" data-id="c1" data-element_type="container" data-behaviours="lazy-background" data-behaviours-defer="visible"',
    );
    expect(html).toMatch(
      /elementor-element-s1 [^"]*e-overlay e-lazy-bg" [^>]*data-behaviours="lazy-background" data-behaviours-defer="visible"/,
    );
    expect(html).toMatch(/elementor-element-k1 [^"]*e-lazy-bg" [^>]*data-behaviours="lazy-background" data-behaviours-defer="visible"/);
    // Below the fold, the behaviour waits for its element to come near the viewport, and is not preloaded.
    expect([plan.visibleModules.has('lazy-background'), plan.modules.has('lazy-background')]).toEqual([true, false]);
    // The image is in the CSS; base CSS hides it until the behaviour adds e-lazyloaded.
    expect(css).toContain('.elementor-element-c1{background-image:url("https://example.com/bg.jpg")}');
  });

  it('loads above-the-fold backgrounds at once, keeping other behaviours', () => {
    const { html } = renderTree(
      [node('container', { background_background: 'classic', background_image: IMAGE, animation: 'fadeIn' }, [], { id: 'c1' })],
      { aboveFold: ['c1'] },
    );
    expect(html).not.toContain('e-lazy-bg');
    expect(html).toContain('data-behaviours="entrance-animation"');
    expect(
      renderTree([node('column', { background_background: 'classic', background_image: IMAGE }, [], { id: 'k' })], { aboveFold: ['k'] })
        .html,
    ).not.toContain('data-behaviours');
  });

  it('leaves colour and gradient backgrounds alone', () => {
    const { html } = renderTree([
      node('container', { background_background: 'gradient', background_image: IMAGE, background_color: '#000' }),
    ]);
    expect(html).not.toContain('e-lazy-bg');
    expect(html).not.toContain('data-behaviours');
  });
});

describe('decoration of layouts', () => {
  it('gives containers hover backgrounds and borders with their transition', () => {
    const { css } = renderTree([
      node(
        'container',
        {
          background_background: 'classic',
          background_color: '#fff',
          background_hover_background: 'classic',
          background_hover_color: '#163838',
          background_hover_transition: { unit: 'px', size: 0.6 },
          border_hover_border: 'solid',
          border_hover_color: '#FFFFFFB8',
          border_hover_width: { unit: 'px', top: '1', right: '1', bottom: '1', left: '1' },
          border_radius_hover: { unit: 'px', top: '100', right: '100', bottom: '100', left: '100' },
        },
        [],
        { id: 'c1' },
      ),
    ]);
    expect(css).toBe(
      '.elementor-element-c1{background-color:#fff;transition:background 0.6s,border 0.3s,border-radius 0.3s,box-shadow 0.3s}' +
        '.elementor-element-c1:hover{background-color:#163838;border-style:solid;border-color:#FFFFFFB8;border-width:1px;border-radius:100px}',
    );
  });

  it('draws a column overlay on its widget wrap', () => {
    const { css, html } = renderTree([
      node(
        'column',
        { background_overlay_background: 'classic', background_overlay_color: '#000000', background_overlay_opacity: { size: 1 } },
        [],
        { id: 'k' },
      ),
    ]);
    expect(html).toContain('e-overlay');
    expect(css).toContain('.elementor-element-k>.elementor-widget-wrap::before{background-color:#000000;opacity:1}');
  });
});
