// The cart page in the browser: draws the visitor's cart from the cart API (WooCommerce's cart table:
// product, price, quantity stepper, subtotal, remove), follows every change (its own and the menu
// cart's), shows refusals in place, and sends the checkout form to the server, then the browser to
// the Stripe Checkout address it answers. A refused checkout ("Online payment is not set up yet…", a
// bad e-mail) says so beside the button, marks and focuses the field, and keeps everything typed;
// the button is busy meanwhile and cannot send twice.
import type { CartView } from '../../contracts/shop.ts';
import type { Detach } from '../../runtime/behaviours.ts';
import { fetchCart, onCart, startCheckout } from '../woocommerce-menu-cart/cart-client.ts';
import { el, handleLineControls, stepper } from '../woocommerce-menu-cart/cart-lines.ts';

export function attach(element: HTMLElement, settings: Record<string, unknown>): Detach {
  const lines = element.querySelector<HTMLElement>('[data-cart-lines]');
  const totals = element.querySelector<HTMLElement>('[data-cart-totals]');
  const error = element.querySelector<HTMLElement>('.foyer-cart__error');
  const form = element.querySelector<HTMLFormElement>('form.foyer-checkout');
  if (!lines || !totals || !form) return () => {};
  const shopUrl = typeof settings.shop_url === 'string' ? settings.shop_url : '/';
  const successUrl = typeof settings.success_url === 'string' ? settings.success_url : '/';
  const message = form.querySelector<HTMLElement>('.foyer-checkout__message');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');

  function draw(view: CartView): void {
    lines!.removeAttribute('aria-busy');
    if (!view.lines.length) {
      totals!.hidden = true;
      lines!.replaceChildren(
        el('p', { class: 'cart-empty woocommerce-info', tabindex: '-1' }, 'Your cart is currently empty.'),
        el(
          'p',
          { class: 'return-to-shop' },
          el('a', { class: 'button wc-backward elementor-button elementor-size-md', href: shopUrl }, 'Return to shop'),
        ),
      );
      return;
    }
    totals!.hidden = false;
    const head = el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { class: 'product-thumbnail', scope: 'col' }, el('span', { class: 'screen-reader-text' }, 'Image')),
        el('th', { class: 'product-name', scope: 'col' }, 'Product'),
        el('th', { class: 'product-price', scope: 'col' }, 'Price'),
        el('th', { class: 'product-quantity', scope: 'col' }, 'Quantity'),
        el('th', { class: 'product-subtotal', scope: 'col' }, 'Subtotal'),
        el('th', { class: 'product-remove', scope: 'col' }, el('span', { class: 'screen-reader-text' }, 'Remove')),
      ),
    );
    const rows = view.lines.map((line) => {
      const { group, remove } = stepper(line);
      return el(
        'tr',
        { class: 'woocommerce-cart-form__cart-item cart_item', 'data-quantity': String(line.quantity) },
        el(
          'td',
          { class: 'product-thumbnail' },
          ...(line.image ? [el('img', { src: line.image, alt: '', width: '72', height: '72' })] : []),
        ),
        el('td', { class: 'product-name', 'data-title': 'Product' }, line.name),
        el('td', { class: 'product-price', 'data-title': 'Price' }, line.unitDisplay),
        el('td', { class: 'product-quantity', 'data-title': 'Quantity' }, group),
        el('td', { class: 'product-subtotal', 'data-title': 'Subtotal' }, line.totalDisplay),
        el('td', { class: 'product-remove' }, remove),
      );
    });
    lines!.replaceChildren(
      el(
        'table',
        { class: 'shop_table shop_table_responsive cart woocommerce-cart-form__contents' },
        el('caption', { class: 'screen-reader-text' }, 'Your cart'),
        head,
        el('tbody', {}, ...rows),
      ),
    );
    for (const cell of element.querySelectorAll('[data-cart-subtotal],[data-cart-total]')) cell.textContent = view.subtotalDisplay;
  }

  const showError = (text: string) => {
    if (error) error.textContent = text;
  };
  const stopLines = handleLineControls({
    root: lines,
    draw,
    showError,
    fallback: () => lines.querySelector<HTMLElement>('.cart-empty, button[data-op]'),
  });
  const stopCart = onCart((view) => draw(view));
  void fetchCart().then((answer) => {
    if (!answer.ok) {
      lines.removeAttribute('aria-busy');
      lines.replaceChildren();
      showError(answer.error.message);
    }
  });

  let busy = false;
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    for (const field of form.querySelectorAll('[aria-invalid]')) field.removeAttribute('aria-invalid');
    if (message) message.textContent = '';
    const invalid = [...form.querySelectorAll<HTMLInputElement>('input')].find((input) => !input.checkValidity());
    if (invalid) {
      invalid.setAttribute('aria-invalid', 'true');
      if (message)
        message.textContent =
          invalid.name === 'terms'
            ? 'Please accept the terms and privacy policy to pay.'
            : invalid.name === 'email'
              ? 'Enter the e-mail address your receipt and vouchers should go to.'
              : 'Enter your name.';
      invalid.focus();
      return;
    }
    busy = true;
    button?.setAttribute('aria-busy', 'true');
    form.setAttribute('aria-busy', 'true');
    const data = new FormData(form);
    const answer = await startCheckout({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      success: successUrl,
      cancel: window.location.pathname,
    });
    if (answer.ok) {
      window.location.assign(answer.url);
      return;
    }
    busy = false;
    button?.removeAttribute('aria-busy');
    form.removeAttribute('aria-busy');
    if (message) message.textContent = answer.error.message;
    const field = answer.error.field ? form.querySelector<HTMLInputElement>(`input[name="${answer.error.field}"]`) : null;
    if (field) {
      field.setAttribute('aria-invalid', 'true');
      field.focus();
    }
  };
  const listener = (event: Event) => void onSubmit(event as SubmitEvent);
  form.noValidate = true;
  form.addEventListener('submit', listener);
  return () => {
    stopLines();
    stopCart();
    form.removeEventListener('submit', listener);
  };
}
