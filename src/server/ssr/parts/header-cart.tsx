// The theme header's menu cart (Elementor Pro's woocommerce-menu-cart markup, as a side cart), when
// its option is on. Its behaviour waits for the visitor's first input, so a page nobody touches loads
// nothing for it, and a visitor without a cart never asks the server about one.
import { MENU_CART_TOGGLE_CSS } from '../../../widgets/woocommerce-menu-cart/base-css.ts';
import { MenuCart, menuCartClientSettings } from '../../../widgets/woocommerce-menu-cart/menu-cart.tsx';
import { menuCartDeclaration, type MenuCartSettings } from '../../../widgets/woocommerce-menu-cart/schema.ts';
import { definePart } from '../page-part.ts';
import { themeHeaderOf } from './theme-header.ts';

const BEHAVIOUR = 'woocommerce-menu-cart';

/** The widget's defaults, a side cart opened by a click, leading to the demo's cart page. */
function headerCartSettings(): MenuCartSettings {
  const defaults = Object.fromEntries(
    menuCartDeclaration.controls.filter((c) => 'default' in c).map((c) => [c.name, (c as { default: unknown }).default]),
  ) as MenuCartSettings;
  return { ...defaults, show_subtotal: 'yes', cart_type: 'side-cart', open_cart: 'click', automatically_open_cart: 'yes' };
}

export const headerCartPart = definePart({
  name: 'header-cart',
  prepare({ input, plan }) {
    if (!themeHeaderOf(input)?.cart) return undefined;
    plan.inputModules.add(BEHAVIOUR);
    const settings = headerCartSettings();
    return {
      // The toggle's rules only: the open cart's arrive with its code (panel-css.ts), the button
      // widget's base is for pages that have one.
      css: MENU_CART_TOGGLE_CSS + HEADER_CART_CSS,
      headerSlots: () => ({
        cart: (
          <div
            className="elementor-widget-woocommerce-menu-cart foyer-header-cart"
            data-behaviours={BEHAVIOUR}
            data-behaviours-defer="input"
            data-settings={JSON.stringify(menuCartClientSettings(settings))}
          >
            <MenuCart settings={settings} idBase="foyer-header" />
          </div>
        ),
      }),
    };
  },
});

/** The toggle as the header's other icons: their colour and size; the subtotal beside it on wide screens only. */
const HEADER_CART_CSS =
  'body.foyer-menu-cart-open .site-header{z-index:99999}' +
  '.foyer-header-cart .elementor-menu-cart__toggle .elementor-button{min-height:44px;padding:6px 8px;color:var(--foyer-heading);font-size:.9375rem;font-weight:500}' +
  '@media (max-width:921px){.foyer-header-cart .elementor-menu-cart__toggle .elementor-button-text{display:none}}' +
  '@media (max-width:420px){.foyer-header-cart .elementor-menu-cart__toggle .elementor-button{min-height:40px;padding:6px 4px}}';
