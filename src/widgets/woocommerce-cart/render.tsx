// Cart (Elementor Pro's woocommerce-cart): the page is shared by every visitor (and cached), so the
// server prints the frame (WooCommerce's cart form, totals and checkout markup) and the
// `woocommerce-cart` behaviour draws the visitor's own lines from the cart API as the page loads.
// The checkout form is a real form (name, e-mail, the terms) whose behaviour asks the server for a
// Stripe Checkout session and sends the browser there; nothing typed is lost on a refusal.
import { defineWidget } from '../../contracts/widget.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { cartUrl } from '../woocommerce-menu-cart/menu-cart.tsx';
import { cartBaseCss } from './base-css.ts';
import { cartDeclaration } from './schema.ts';

export const cart = defineWidget({
  declaration: cartDeclaration,
  baseCss: cartBaseCss,
  behaviours: () => ['woocommerce-cart'],
  clientSettings: (s) => ({ shop_url: cartUrl(s.shop_url || '/'), success_url: cartUrl(s.success_url || '/') }),
  Render: ({ settings: s, element }) => {
    const id = `cart-${element.id}`;
    const totalsTitle = sanitizeInline(s.totals_section_title) || 'Cart Totals';
    const buttonText = sanitizeInline(s.checkout_button_text, { allowLinks: false }) || 'Proceed to Checkout';
    const terms = cartUrl(s.terms_url || '/privacy/');
    return (
      <div className={`woocommerce e-cart-layout-${s.layout}`}>
        <div className="e-cart__container">
          <div className="e-cart__column e-cart__column-start">
            <div className="woocommerce-cart-form" data-cart-lines="" aria-busy="true">
              <p className="foyer-cart__loading">Loading your cart…</p>
            </div>
            <noscript>
              <p className="woocommerce-info">Your cart needs JavaScript: please turn it on to see your cart and pay.</p>
            </noscript>
            <p className="foyer-cart__error" role="alert" />
          </div>
          <div className="e-cart__column e-cart__column-end" data-cart-totals="" hidden>
            <div className="cart_totals">
              <h2 dangerouslySetInnerHTML={{ __html: totalsTitle }} />
              <table className="shop_table shop_table_responsive">
                <tbody>
                  <tr className="cart-subtotal">
                    <th scope="row">Subtotal</th>
                    <td data-cart-subtotal="" />
                  </tr>
                  <tr className="order-total">
                    <th scope="row">Total</th>
                    <td>
                      <strong data-cart-total="" />
                    </td>
                  </tr>
                </tbody>
              </table>
            </div>
            <form
              id="checkout"
              className="checkout woocommerce-checkout foyer-checkout"
              aria-labelledby={`${id}-checkout-title`}
              tabIndex={-1}
            >
              <h2 id={`${id}-checkout-title`}>Checkout</h2>
              <p className="form-row">
                <label htmlFor={`${id}-name`}>Your name</label>
                <input type="text" className="input-text" id={`${id}-name`} name="name" autoComplete="name" required maxLength={200} />
              </p>
              <p className="form-row">
                <label htmlFor={`${id}-email`}>E-mail address</label>
                <input
                  type="email"
                  className="input-text"
                  id={`${id}-email`}
                  name="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  aria-describedby={`${id}-email-help`}
                />
                <span id={`${id}-email-help`} className="foyer-checkout__help">
                  Your receipt and any voucher codes are sent here.
                </span>
              </p>
              <p className="form-row foyer-checkout__terms">
                <input type="checkbox" id={`${id}-terms`} name="terms" value="yes" required />
                <label htmlFor={`${id}-terms`}>
                  I have read and accept the <a href={terms}>terms and privacy policy</a>
                </label>
              </p>
              <div className="wc-proceed-to-checkout">
                <button type="submit" className="checkout-button button alt wc-forward elementor-button elementor-size-md">
                  <span className="elementor-button-text" dangerouslySetInnerHTML={{ __html: buttonText }} />
                </button>
              </div>
              <p className="foyer-checkout__note">You pay securely on Stripe’s page, then come back here.</p>
              <p className="foyer-checkout__message" role="alert" />
            </form>
          </div>
        </div>
      </div>
    );
  },
});
