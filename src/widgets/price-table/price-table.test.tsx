import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createCssSink } from '../../model/css.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import type { ElementNode } from '../../model/element.ts';
import { createTestContext } from '../../../test/helpers/render-context.ts';
import { parseSettings } from '../../contracts/settings.ts';
import { currencySymbol, priceParts, priceTable } from './render.tsx';

function run(raw: Record<string, unknown>) {
  const element: ElementNode = { id: 'pt1', elType: 'widget', widgetType: 'price-table', settings: raw, elements: [] };
  const { settings } = parseSettings(priceTable.schema, raw);
  const css = createCssSink(DEFAULT_BREAKPOINTS);
  priceTable.css({ settings, selector: '.elementor-element-pt1', css });
  const html = renderToStaticMarkup(<>{priceTable.Render({ settings, element, ctx: createTestContext() })}</>);
  return { html, css: css.toString() };
}

describe('price table widget', () => {
  it('renders Elementor’s defaults: header, $39.99 monthly, three features, button, note and ribbon', () => {
    const { html, css } = run({});
    expect(html).toContain('<div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">Enter your title</h3>');
    expect(html).toContain(
      '<span class="elementor-price-table__currency elementor-currency--before">$</span><span class="elementor-price-table__integer-part">39</span><div class="elementor-price-table__after-price"><span class="elementor-price-table__fractional-part">99</span></div><span class="elementor-price-table__period elementor-typo-excluded">Monthly</span>',
    );
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html).toContain('elementor-price-table__button elementor-button elementor-size-md');
    expect(html).toContain('<div class="elementor-price-table__additional_info">This is text element</div>');
    expect(html).toContain(
      '<div class="elementor-price-table__ribbon elementor-ribbon-right"><div class="elementor-price-table__ribbon-inner">Popular</div></div>',
    );
    expect(css).toContain('.elementor-element-pt1 .elementor-price-table .elementor-price-table__additional_info{margin:15px 30px 0}');
  });

  it('shows the original price on sale, the period beside, a custom currency after, and a linked button', () => {
    const { html } = run({
      sale: 'yes',
      original_price: '80',
      period_position: 'beside',
      currency_symbol: 'custom',
      currency_symbol_custom: 'CHF',
      currency_position: 'after',
      price: '120',
      link: { url: '/book/' },
      show_ribbon: '',
    });
    expect(html).toContain(
      '<div class="elementor-price-table__original-price elementor-typo-excluded"><span class="elementor-price-table__currency">CHF</span>80</div>',
    );
    expect(html).toContain(
      '<span class="elementor-price-table__integer-part">120</span><div class="elementor-price-table__after-price"><span class="elementor-price-table__period elementor-typo-excluded">Monthly</span></div><span class="elementor-price-table__currency elementor-currency--after">CHF</span>',
    );
    expect(html).toMatch(/<a class="elementor-price-table__button[^"]*" href="\/book\/">Click Here<\/a>/);
    expect(html).not.toContain('ribbon');
  });

  it('splits prices in either format and ignores bad settings', () => {
    expect(priceParts('1.234,56', ',')).toEqual({ integer: '1.234', fraction: '56' });
    expect(priceParts('19', '')).toEqual({ integer: '19', fraction: '' });
    expect(currencySymbol({ currency_symbol: 'euro', currency_symbol_custom: '' })).toBe('€');
    const { html } = run({
      heading_tag: 'script',
      heading: '<img src=x onerror=alert(1)>Plan',
      features_list: 'nope',
      button_size: 'huge',
    });
    expect(html).toContain('<h3 class="elementor-price-table__heading">Plan</h3>');
    expect(html).not.toContain('onerror');
    expect(html).toContain('elementor-size-md');
  });
});
