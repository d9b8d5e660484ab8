// Stripe button in the browser (Elementor Pro's StripeHandler): the form never submits itself. A
// button set up wrongly shows its pre-rendered message. Otherwise it asks admin-ajax for a nonce (kept
// half its life; a cached page cannot carry one), posts `submit_stripe_form` with the page's document
// id, the widget id and this page's address as Elementor does, and sends the visitor to the Checkout
// Session's address (a new tab or this one). A refusal shows the server's message, or the widget's
// custom one (401/403: the payment message; anything else: the global one), as an alert; the button is
// busy meanwhile and cannot ask twice.
import type { Detach } from '../../runtime/behaviours.ts';

export const NONCE_ACTION = 'foyer_payments_nonce';
const NONCE_KEEP_MS = 30 * 60 * 1000;
const FAILED = 'Something went wrong. Please check your connection and try again.';

let kept: { value: string; at: number } | undefined;

interface Answer {
  response?: { code?: number };
  body?: string;
}

async function post(url: string, fields: Record<string, string>): Promise<{ code: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
  const answer = (await response.json().catch(() => ({}))) as Answer & { success?: boolean; data?: unknown };
  if (typeof answer.body === 'string') {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(answer.body) as Record<string, unknown>;
    } catch {
      /* an answer without a body: the code decides */
    }
    return { code: answer.response?.code ?? response.status, body };
  }
  return { code: response.status, body: answer as Record<string, unknown> };
}

async function nonce(url: string): Promise<string | undefined> {
  if (kept && Date.now() - kept.at < NONCE_KEEP_MS) return kept.value;
  const answer = await post(url, { action: NONCE_ACTION });
  const value = answer.body.data;
  if (answer.code !== 200 || typeof value !== 'string') return undefined;
  kept = { value, at: Date.now() };
  return value;
}

export function attach(element: HTMLElement): Detach {
  const form = element.querySelector<HTMLFormElement>('.elementor-stripe-form');
  const button = form?.querySelector<HTMLButtonElement>('button');
  if (!form || !button) return () => {};
  let busy = false;

  const showError = (message: string) => {
    const div = document.createElement('div');
    div.className = 'elementor-message elementor-stripe-error-message elementor-message-danger';
    div.setAttribute('role', 'alert');
    div.textContent = message;
    form.appendChild(div);
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    for (const old of form.querySelectorAll('.elementor-stripe-error-message')) old.remove();
    const errors = form.querySelectorAll<HTMLElement>('.elementor-message-danger');
    if (errors.length) {
      for (const error of errors) error.classList.remove('elementor-hidden');
      return;
    }
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '');
    const url = field('url') || '/wp-admin/admin-ajax.php';
    const custom = field('custom_error_msg') === 'yes';
    const target = field('open_in_new_window') === 'yes' ? '_blank' : '_self';
    // Opened at once, while the press still counts as the visitor's: a window opened after the answer may be blocked.
    const tab = target === '_blank' ? window.open('', '_blank') : null;
    if (tab) tab.opener = null;
    busy = true;
    button.setAttribute('aria-busy', 'true');
    try {
      const value = await nonce(url);
      const postId = element.closest('[data-elementor-id]')?.getAttribute('data-elementor-id') ?? '';
      const answer = await post(url, {
        action: field('action'),
        'data[action]': field('action'),
        'data[postId]': postId,
        'data[widgetId]': field('widget_id'),
        'data[pageUrl]': document.URL,
        'data[nonce]': value ?? '',
      });
      const error = answer.body.error as { message?: unknown } | undefined;
      const serverMessage = typeof error?.message === 'string' ? error.message : FAILED;
      if (answer.code === 200 && typeof answer.body.url === 'string') {
        if (tab) tab.location.href = answer.body.url;
        else if (target === '_blank' && window.open(answer.body.url, '_blank')) {
          /* opened */
        } else window.location.assign(answer.body.url);
        return;
      }
      tab?.close();
      // A refused nonce (the visitor logged in or out elsewhere, the cookie it was bound to is gone) is
      // not kept: the next press asks for a fresh one instead of failing for the rest of its half hour.
      if (answer.code === 403) kept = undefined;
      if (answer.code === 401 || answer.code === 403)
        showError(custom ? field('custom_error_msg_payment') || serverMessage : serverMessage);
      else showError(custom ? field('custom_error_msg_global') || serverMessage : serverMessage);
    } catch {
      tab?.close();
      showError(custom ? field('custom_error_msg_global') || FAILED : FAILED);
    } finally {
      busy = false;
      button.removeAttribute('aria-busy');
    }
  };
  const listener = (event: Event) => void onSubmit(event as SubmitEvent);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}
