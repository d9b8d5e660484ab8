// The form in the browser, in two parts. This module is small and attaches as the page loads: it
// fills fields from the address (prefill.ts: a "Book now" link's suite and dates are there before
// the visitor looks), starts the fill-time clock the server's minimum-time check reads, and makes
// sure no submission leaves as a plain page post. The part that validates, steps and sends
// (form-client.ts) loads at the visitor's first input, as an `interaction` module would; a press of
// a button that comes before it (the press that fetched it, or the Enter key's implicit click) is held
// and made again once it has attached (runtime/held-clicks.ts), and a submit that still slips through
// is stopped and made again. Were it to fail to load, the visitor is told and keeps what they typed.
//
// Why not one `interaction` module: the address's values must show before any input, and a page's
// element either waits for input or does not (src/render/behaviour-timing.ts); a second module on the
// same element would have made the whole form load at once anyway.
import type { BehaviourContext, Detach } from '../../runtime/behaviours.ts';
import { onFirstInput } from '../../runtime/first-input.ts';
import { holdClicksUntil } from '../../runtime/held-clicks.ts';
import { prefillForm } from './prefill.ts';

/** When each form's code first attached (a device change re-attaches: the clock keeps running). */
const started = new WeakMap<HTMLFormElement, number>();
/** The visitor has given input on this page: a re-attachment (device change) loads at once. */
let inputSeen = false;

function showFailure(form: HTMLFormElement, message: string): void {
  form.querySelector('.elementor-message[data-foyer-load-failure]')?.remove();
  const div = document.createElement('div');
  div.className = 'elementor-message elementor-message-danger';
  div.setAttribute('role', 'alert');
  div.dataset.foyerLoadFailure = '';
  div.textContent = message;
  form.append(div);
}

export function attach(element: HTMLElement, settings: Record<string, unknown>, context: BehaviourContext): Detach {
  const form = element.querySelector<HTMLFormElement>('form.elementor-form');
  if (!form) return () => {};
  if (!started.has(form)) {
    started.set(form, performance.now());
    prefillForm(form, location.search);
  }
  const startedAt = started.get(form)!;
  let detached = false;
  let ready = false;
  let failed = false;
  let detachClient: Detach | undefined;
  let loading: Promise<void> | undefined;
  const serverMessage =
    typeof settings.server_message === 'string' ? settings.server_message : 'Your submission failed because of a server error.';

  const load = (): Promise<void> =>
    (loading ??= import('./form-client.ts').then(
      ({ attachForm }) => {
        if (detached) return;
        detachClient = attachForm(element, form, settings, { startedAt, hooks: context.hooks });
        ready = true;
      },
      (error: unknown) => {
        failed = true;
        console.error('The form could not load:', error);
      },
    ));

  // A submit before the form's code is there (a script's requestSubmit, a click not held): stopped, never
  // sent as a plain post of the page; made again once the code has attached.
  const guard = (event: SubmitEvent) => {
    if (ready) return;
    event.preventDefault();
    if (failed) return showFailure(form, serverMessage);
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    void load().then(() => {
      if (!ready) return showFailure(form, serverMessage);
      if (submitter?.isConnected) form.requestSubmit(submitter as HTMLButtonElement);
      else form.requestSubmit();
    });
  };
  form.addEventListener('submit', guard);
  const start = () => {
    inputSeen = true;
    holdClicksUntil(new Map([[element, load()]]));
  };
  const stopWaiting = inputSeen ? (start(), () => {}) : onFirstInput(window, start);

  return () => {
    detached = true;
    stopWaiting();
    form.removeEventListener('submit', guard);
    detachClient?.();
  };
}
