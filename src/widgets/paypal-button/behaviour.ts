// PayPal button in the browser (Elementor Pro's PayPalHandler): a press on a button set up wrongly
// shows its messages instead of going to PayPal (alerts, announced as they appear; the button stays
// focused and names them as its description); a good one posts the form with this page as the
// address to come back to on cancel.
import type { Detach } from '../../runtime/behaviours.ts';

export function attach(element: HTMLElement): Detach {
  const form = element.querySelector<HTMLFormElement>('form');
  const button = element.querySelector<HTMLButtonElement>('.elementor-button.elementor-paypal-legacy');
  if (!form || !button) return () => {};
  const onClick = (event: MouseEvent) => {
    const errors = element.querySelectorAll<HTMLElement>('.elementor-message-danger');
    if (!errors.length) return;
    event.preventDefault();
    for (const error of errors) error.classList.remove('elementor-hidden');
  };
  const onSubmit = () => {
    const cancel = form.querySelector<HTMLInputElement>('input[name="cancel_return"]');
    if (cancel) cancel.value = location.href.split('#')[0]!;
    // PayPal needs whole addresses: a page of this site is written from its path.
    for (const name of ['return', 'notify_url']) {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (input?.value.startsWith('/') && !input.value.startsWith('//')) input.value = new URL(input.value, location.origin).href;
    }
  };
  button.addEventListener('click', onClick);
  form.addEventListener('submit', onSubmit);
  return () => {
    button.removeEventListener('click', onClick);
    form.removeEventListener('submit', onSubmit);
  };
}
