// The open menu cart (loaded the first time it opens): Elementor Pro's `elementor-menu-cart--shown`
// on the wrapper, `aria-expanded` on the toggle, `aria-hidden` off the cart; its contents drawn from
// the cart API (lines with quantity steppers and remove, subtotal, "View cart" and "Checkout"), or
// the empty state. Closed by Escape, the close button or a click outside; focus goes into the cart
// when it opens and back to the toggle when it closes, and stays inside a side cart while it is open.
// A mini cart's list is kept short enough for its buttons to stay on screen (Elementor's rule).
import type { CartView } from '../../contracts/shop.ts';
import { fetchCart, lastCart, onCart } from './cart-client.ts';
import { el, handleLineControls, stepper } from './cart-lines.ts';
import { MENU_CART_PANEL_CSS } from './panel-css.ts';

export interface PanelSettings {
  cart_type: 'side-cart' | 'mini-cart';
  open_cart: 'click' | 'mouseover';
  automatically_open_cart: string;
  view_cart_button_show: string;
  checkout_button_show: string;
  show_subtotal: string;
  cart_url: string;
}

export interface MenuCartPanel {
  open(moveFocus?: boolean): void;
  close(returnFocus: boolean): void;
  destroy(): void;
}

const FOCUSABLE = 'a[href],button:not(:disabled),input:not(:disabled),[tabindex]:not([tabindex="-1"])';

/** Elementor's mini-cart rule: max(120, viewport − toggle's bottom − the rest of the dropdown − 30). */
export function miniCartListHeight(viewport: number, toggleBottom: number, restOfDropdown: number): number {
  return Math.max(120, viewport - toggleBottom - restOfDropdown - 30);
}

let sheetAdded = false;

/** The open cart's rules, once per document, unless the page printed them (the widget, the cart page). */
function addPanelCss(main: HTMLElement): void {
  if (sheetAdded) return;
  sheetAdded = true;
  // Printed rules place the panel off screen already; the header's cart alone prints none.
  if (getComputedStyle(main).display === 'flex') return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(MENU_CART_PANEL_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  // Styles settle before the first open, so the panel slides in instead of appearing.
  void main.getBoundingClientRect();
}

export function createPanel(wrapper: HTMLElement, toggle: HTMLButtonElement, s: PanelSettings): MenuCartPanel {
  const container = wrapper.querySelector<HTMLElement>('.elementor-menu-cart__container')!;
  const main = wrapper.querySelector<HTMLElement>('.elementor-menu-cart__main')!;
  addPanelCss(main);
  const content = main.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
  const closeButton = main.querySelector<HTMLButtonElement>('.elementor-menu-cart__close-button');
  const isSide = s.cart_type === 'side-cart';
  const cartUrl = s.cart_url || '/cart/';
  const title = el('h2', { class: 'foyer-menu-cart__title', tabindex: '-1' }, 'Your cart');
  const list = el('div', { class: 'foyer-menu-cart__body' });
  const error = el('p', { class: 'foyer-menu-cart__error', role: 'alert' });
  content.replaceChildren(title, list, error);
  title.id = `${toggle.id || 'menu-cart'}-title`;
  main.setAttribute('aria-labelledby', title.id);
  main.removeAttribute('aria-label');
  let isOpen = false;
  let drawn = false;

  function draw(view: CartView): void {
    drawn = true;
    if (!view.lines.length) {
      list.replaceChildren(el('p', { class: 'woocommerce-mini-cart__empty-message' }, 'No products in the cart.'));
      return;
    }
    const items = view.lines.map((line) => {
      const { group, remove } = stepper(line);
      return el(
        'li',
        { class: 'elementor-menu-cart__product woocommerce-cart-form__cart-item cart_item', 'data-quantity': String(line.quantity) },
        el(
          'div',
          { class: 'elementor-menu-cart__product-image product-thumbnail' },
          ...(line.image ? [el('img', { src: line.image, alt: '', width: '56', height: '56' })] : []),
        ),
        el('div', { class: 'elementor-menu-cart__product-name product-name' }, line.name),
        el(
          'div',
          { class: 'elementor-menu-cart__product-price product-price' },
          group,
          el('span', { class: 'quantity' }, `× ${line.unitDisplay}`),
        ),
        el('div', { class: 'elementor-menu-cart__product-remove product-remove' }, remove),
      );
    });
    const buttons = el('div', { class: 'elementor-menu-cart__footer-buttons' });
    if (s.view_cart_button_show === 'yes')
      buttons.append(
        el(
          'a',
          { class: 'elementor-button elementor-button--view-cart elementor-size-md', href: cartUrl },
          el('span', { class: 'elementor-button-text' }, 'View cart'),
        ),
      );
    if (s.checkout_button_show === 'yes')
      buttons.append(
        el(
          'a',
          { class: 'elementor-button elementor-button--checkout elementor-size-md', href: `${cartUrl}#checkout` },
          el('span', { class: 'elementor-button-text' }, 'Checkout'),
        ),
      );
    list.replaceChildren(
      el('ul', { class: 'elementor-menu-cart__products woocommerce-mini-cart cart woocommerce-cart-form__contents' }, ...items),
      el(
        'div',
        { class: 'elementor-menu-cart__subtotal' },
        el('strong', {}, 'Subtotal:'),
        el('span', { class: 'woocommerce-Price-amount amount' }, view.subtotalDisplay),
      ),
      buttons,
    );
    fitMiniCart();
  }

  function fitMiniCart(): void {
    const products = list.querySelector<HTMLElement>('.elementor-menu-cart__products');
    if (isSide || !products || !isOpen) return;
    products.style.maxHeight = '';
    const rest = main.offsetHeight - products.offsetHeight;
    products.style.maxHeight = `${miniCartListHeight(window.innerHeight, toggle.getBoundingClientRect().bottom, rest)}px`;
  }

  const showError = (message: string) => {
    error.textContent = message;
  };
  const stopLines = handleLineControls({ root: list, draw, showError, fallback: () => closeButton ?? title });
  const stopCart = onCart((view) => {
    if (isOpen || drawn) draw(view);
  });

  const onKey = (event: KeyboardEvent) => {
    if (!isOpen) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(main.contains(document.activeElement) || document.activeElement === toggle);
      return;
    }
    if (event.key !== 'Tab' || !isSide) return;
    // A side cart is modal: Tab goes round inside it.
    const items = [...main.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.offsetParent !== null || n === closeButton);
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || !main.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !main.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  };
  const onPointer = (event: PointerEvent) => {
    if (!isOpen) return;
    const target = event.target as Node;
    if (main.contains(target) || toggle.contains(target)) return;
    close(false);
  };
  const onClose = (event: MouseEvent) => {
    event.preventDefault();
    close(true);
  };
  const onResize = () => fitMiniCart();

  function open(moveFocus = true): void {
    if (isOpen) return;
    isOpen = true;
    wrapper.classList.add('elementor-menu-cart--shown');
    // The header's stacking context rises above the page's fixed bars while its cart is open (header-cart.tsx).
    document.body.classList.add('foyer-menu-cart-open');
    container.removeAttribute('inert');
    container.setAttribute('aria-hidden', 'false');
    toggle.setAttribute('aria-expanded', 'true');
    const known = lastCart();
    if (known) draw(known);
    else if (!drawn) list.replaceChildren(el('p', { class: 'foyer-menu-cart__loading' }, 'Loading your cart…'));
    // Always asked afresh: another tab may have changed it.
    void fetchCart().then((answer) => {
      if (!answer.ok) showError(answer.error.message);
    });
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('resize', onResize);
    if (moveFocus) (closeButton ?? title).focus({ preventScroll: true });
    fitMiniCart();
  }

  function close(returnFocus: boolean): void {
    if (!isOpen) return;
    isOpen = false;
    const hadFocus = main.contains(document.activeElement);
    wrapper.classList.remove('elementor-menu-cart--shown');
    document.body.classList.remove('foyer-menu-cart-open');
    container.setAttribute('aria-hidden', 'true');
    container.setAttribute('inert', '');
    toggle.setAttribute('aria-expanded', 'false');
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
    window.removeEventListener('resize', onResize);
    if (returnFocus || hadFocus) toggle.focus({ preventScroll: true });
  }

  closeButton?.addEventListener('click', onClose);
  return {
    open,
    close,
    destroy() {
      close(false);
      stopLines();
      stopCart();
      closeButton?.removeEventListener('click', onClose);
    },
  };
}
