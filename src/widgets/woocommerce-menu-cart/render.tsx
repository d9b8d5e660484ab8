// Menu Cart (Elementor Pro's woocommerce-menu-cart): the toggle and the closed cart (menu-cart.tsx);
// the `woocommerce-menu-cart` behaviour waits for the visitor's first input, so a visitor who never
// touches the page downloads nothing for it and no visitor without a cart sends a request.
import { defineWidget } from '../../contracts/widget.ts';
import { menuCartBaseCss } from './base-css.ts';
import { MenuCart, menuCartClientSettings } from './menu-cart.tsx';
import { menuCartDeclaration } from './schema.ts';

export const menuCart = defineWidget({
  declaration: menuCartDeclaration,
  baseCss: menuCartBaseCss,
  behaviours: () => ['woocommerce-menu-cart'],
  clientSettings: menuCartClientSettings,
  Render: ({ settings, element }) => <MenuCart settings={settings} idBase={`menu-cart-${element.id}`} />,
});
