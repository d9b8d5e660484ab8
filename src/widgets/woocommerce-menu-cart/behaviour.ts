// The menu cart in the browser, in two parts. This part is small and attaches at the visitor's first
// input (an `interaction` module): it shows the count the `foyer_cart_count` cookie holds (no request
// at all for a visitor with no cart; the subtotal is asked for only when there is something in it),
// follows the cart as the page's add-to-cart forms change it, and opens the cart on a click on the
// toggle (or the pointer resting on it, for `open_cart: mouseover`), or by itself after an add when
// `automatically_open_cart` is on. The cart itself (panel.ts: contents, focus, closing) loads the
// first time it opens.
import type { Detach } from '../../runtime/behaviours.ts';
import { cookieCount, fetchCart, lastCart, onCart, showTotals } from './cart-client.ts';
import type { MenuCartPanel, PanelSettings } from './panel.ts';

export function attach(element: HTMLElement, settings: Record<string, unknown>): Detach {
  const wrapper = element.querySelector<HTMLElement>('.elementor-menu-cart__wrapper');
  const toggle = wrapper?.querySelector<HTMLButtonElement>('.elementor-menu-cart__toggle_button');
  if (!wrapper || !toggle) return () => {};
  const s = settings as unknown as PanelSettings;
  let panel: Promise<MenuCartPanel> | undefined;
  let detached = false;
  const getPanel = () =>
    (panel ??= import('./panel.ts')
      .then((m) => m.createPanel(wrapper, toggle, s))
      .catch((error: unknown) => {
        panel = undefined;
        throw error;
      }));
  const open = (moveFocus = true) =>
    void getPanel().then(
      (p) => !detached && p.open(moveFocus),
      () => undefined,
    );

  const known = lastCart();
  if (known) showTotals(known.count, known.subtotalDisplay);
  else {
    const count = cookieCount();
    showTotals(count, count ? undefined : '');
    // Something in the cart: its subtotal is worth the one request.
    if (count && s.show_subtotal === 'yes') void fetchCart();
  }

  const stop = onCart((view, reason) => {
    showTotals(view.count, view.subtotalDisplay);
    if (reason === 'added' && s.automatically_open_cart === 'yes') open();
  });
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    if (toggle.getAttribute('aria-expanded') === 'true') void panel?.then((p) => p.close(true));
    else open();
  };
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  const onEnter = () => {
    clearTimeout(hoverTimer);
    if (s.open_cart === 'mouseover') hoverTimer = setTimeout(() => open(false), 120);
  };
  const onLeave = () => {
    clearTimeout(hoverTimer);
    if (s.open_cart === 'mouseover') hoverTimer = setTimeout(() => void panel?.then((p) => p.close(false)), 300);
  };
  toggle.addEventListener('click', onClick);
  wrapper.addEventListener('mouseenter', onEnter);
  wrapper.addEventListener('mouseleave', onLeave);
  return () => {
    detached = true;
    clearTimeout(hoverTimer);
    stop();
    toggle.removeEventListener('click', onClick);
    wrapper.removeEventListener('mouseenter', onEnter);
    wrapper.removeEventListener('mouseleave', onLeave);
    void panel?.then((p) => p.destroy());
  };
}
