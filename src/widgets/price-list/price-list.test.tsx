import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createCssSink } from '../../model/css.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import type { ElementNode } from '../../model/element.ts';
import { createTestContext } from '../../../test/helpers/render-context.ts';
import { parseSettings } from '../../contracts/settings.ts';
import { priceList } from './render.tsx';

function run(raw: Record<string, unknown>) {
  const element: ElementNode = { id: 'pl1', elType: 'widget', widgetType: 'price-list', settings: raw, elements: [] };
  const { settings } = parseSettings(priceList.schema, raw);
  const css = createCssSink(DEFAULT_BREAKPOINTS);
  priceList.css({ settings, selector: '.elementor-element-pl1', css });
  const html = renderToStaticMarkup(<>{priceList.Render({ settings, element, ctx: createTestContext() })}</>);
  return { html, css: css.toString() };
}

describe('price list widget', () => {
  it('renders Elementor’s three default items, linked, with title, separator, price and description', () => {
    const { html, css } = run({});
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).toContain(
      '<li><a class="elementor-price-list-item" href="#"><div class="elementor-price-list-text"><div class="elementor-price-list-header"><span class="elementor-price-list-title">First item on the list</span><span class="elementor-price-list-separator"></span><span class="elementor-price-list-price">$20</span></div><p class="elementor-price-list-description">Lorem ipsum dolor sit amet consectetur adipiscing elit dolor</p></div></a></li>',
    );
    expect(css).toContain('border-bottom-style:dotted');
  });

  it('puts an item without a link on the <li>, with its image first', () => {
    const { html } = run({
      price_list: [{ title: 'Espresso', price: '€3', image: { url: '/uploads/espresso.jpg', width: 300, height: 300 } }],
      title_tag: 'h4',
    });
    expect(html).toMatch(
      /^<ul class="elementor-price-list"><li class="elementor-price-list-item"><div class="elementor-price-list-image"><img[^>]*src="\/uploads\/espresso.jpg"/,
    );
    expect(html).toContain('<h4 class="elementor-price-list-title">Espresso</h4>');
  });

  it('shows a custom-size image at that size, cropped', () => {
    const { css } = run({ image_size_size: 'custom', image_size_custom_dimension: { width: '60', height: '60' } });
    expect(css).toContain('.elementor-element-pl1 .elementor-price-list-image img{width:60px;height:60px;object-fit:cover}');
    expect(run({ image_size_size: 'custom', image_size_custom_dimension: { width: 'x' } }).css).not.toContain('object-fit');
  });

  it('renders nothing for an empty list and drops items that do not validate', () => {
    expect(run({ price_list: [] }).html).toBe('');
    const { html } = run({
      price_list: [
        { title: 'Tea', price: 4 },
        { title: 'Coffee', price: '€3' },
      ],
    });
    expect(html).not.toContain('Tea');
    expect(html).toContain('Coffee');
  });
});
