// Add-to-cart forms in the browser (the products grid and the add-to-cart widget): the plain form is
// sent as JSON instead, so the visitor stays where they are; the server's refusal (an amount outside
// the voucher's limits, too few left) is shown in place as an alert and its field marked and focused;
// an accepted add updates every menu cart on the page, which opens itself when its
// `automatically_open_cart` says so. The server checks everything (the browser's own checks are off
// once this runs, so the words are always the server's); the button cannot send twice.
import type { Detach } from '../../runtime/behaviours.ts';
import { changeCart, showTotals } from '../woocommerce-menu-cart/cart-client.ts';

export function attach(element: HTMLElement): Detach {
  const forms = [...element.querySelectorAll<HTMLFormElement>('form.foyer-add-to-cart')];
  const busy = new WeakSet<HTMLFormElement>();
  const onSubmit = async (event: SubmitEvent) => {
    const form = event.currentTarget as HTMLFormElement;
    event.preventDefault();
    if (busy.has(form)) return;
    const message = form.querySelector<HTMLElement>('.foyer-cart-message');
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
    const data = new FormData(form);
    const body: Record<string, string> = {};
    for (const [key, value] of data) if (typeof value === 'string' && key !== 'return') body[key] = value;
    for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
    busy.add(form);
    button?.setAttribute('aria-busy', 'true');
    if (message) {
      message.className = 'foyer-cart-message';
      message.textContent = '';
    }
    try {
      const answer = await changeCart(body);
      if (answer.ok) {
        showTotals(answer.view.count, answer.view.subtotalDisplay);
        if (message) {
          message.classList.add('is-added');
          message.textContent = 'Added to your cart.';
        }
        return;
      }
      if (message) {
        message.classList.add('is-error');
        message.textContent = answer.error.message;
      }
      const field = answer.error.field
        ? form.querySelector<HTMLInputElement>(`input[name="${answer.error.field}"]:not([type=hidden])`)
        : null;
      if (field) {
        field.setAttribute('aria-invalid', 'true');
        field.focus();
      }
    } finally {
      busy.delete(form);
      button?.removeAttribute('aria-busy');
    }
  };
  const listener = (event: Event) => void onSubmit(event as SubmitEvent);
  for (const form of forms) {
    form.noValidate = true;
    form.addEventListener('submit', listener);
  }
  return () => {
    for (const form of forms) {
      form.noValidate = false;
      form.removeEventListener('submit', listener);
    }
  };
}
