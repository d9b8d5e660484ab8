import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { declarationSchema } from '../../contracts/declaration/zod.ts';
import { cookieCount } from './cart-client.ts';
import { cartUrl, MenuCart, menuCartClientSettings } from './menu-cart.tsx';
import { miniCartListHeight } from './panel.ts';
import { menuCartDeclaration, type MenuCartSettings } from './schema.ts';

const settings = (values: Record<string, unknown>) =>
  declarationSchema(menuCartDeclaration.controls).parse(values) as unknown as MenuCartSettings;

describe('menu cart', () => {
  it('keeps Elementor Pro’s defaults and markup: a closed side cart, a toggle naming its cart, no count from the server', () => {
    const s = settings({});
    expect([s.cart_type, s.open_cart, s.items_indicator, s.show_subtotal, s.automatically_open_cart]).toEqual([
      'side-cart',
      'click',
      'bubble',
      'yes',
      '',
    ]);
    const html = renderToStaticMarkup(<MenuCart settings={s} idBase="m" />);
    expect(html).toContain(
      'class="elementor-menu-cart__wrapper elementor-menu-cart--items-indicator-bubble elementor-menu-cart--show-subtotal-yes elementor-menu-cart--cart-type-side-cart"',
    );
    expect(html).toContain('class="elementor-menu-cart__container elementor-lightbox" aria-hidden="true" inert=""');
    expect(html).toMatch(/<div id="m-cart" class="elementor-menu-cart__main" role="dialog" aria-modal="true"/);
    expect(html).toContain('aria-expanded="false" aria-controls="m-cart"');
    expect(html).toContain('<span class="elementor-button-icon-qty" data-counter=""></span>');
    expect(html).toContain('class="elementor-menu-cart__close-button" aria-label="Close cart"');
  });

  it('a mini cart is no modal; indicator none prints no count', () => {
    const html = renderToStaticMarkup(<MenuCart settings={settings({ cart_type: 'mini-cart', items_indicator: 'none' })} idBase="m" />);
    expect(html).toContain('elementor-menu-cart--cart-type-mini-cart');
    expect(html).not.toContain('aria-modal');
    expect(html).not.toContain('elementor-button-icon-qty');
  });

  it('leads only to pages of this site', () => {
    expect(cartUrl('/basket/')).toBe('/basket/');
    for (const bad of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)', '/a b']) expect(cartUrl(bad)).toBe('/cart/');
    expect(menuCartClientSettings(settings({ cart_url: '//x' })).cart_url).toBe('/cart/');
  });

  it('reads the count cookie without a request, and sizes a mini cart’s list by Elementor’s rule', () => {
    expect(cookieCount('a=1; foyer_cart_count=3; b=2')).toBe(3);
    expect(cookieCount('foyer_cart_count=x')).toBe(0);
    expect(cookieCount('')).toBe(0);
    expect(miniCartListHeight(900, 80, 200)).toBe(590);
    expect(miniCartListHeight(400, 80, 300)).toBe(120);
  });
});
