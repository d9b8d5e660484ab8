// The form's validation, steps and submission in the browser (Elementor Pro's form handlers, as its
// frontend does them): loaded by behaviour.ts at the visitor's first input.
//
// - Validation: the browser's own constraint checks (required, type, pattern, min/max), with the
//   messages the server gives for the same rules (messages.ts), shown Elementor's way: a
//   `span.elementor-help-inline` with role=alert in the field's group, `aria-invalid` on the field
//   (and `aria-describedby` to the message), the first invalid field focused. Uploads are checked
//   against `data-maxsize` (MB), `accept` and `data-maxfiles` before anything is sent.
// - Steps: Next validates the step's fields; Enter on a non-last step (not in a textarea) is Next;
//   focus moves to the new step's first field; indicators and the progress bar follow.
// - Sending: multipart FormData exactly as Elementor's handler posts it (the form's own inputs, then
//   `action`, `referrer`) plus `foyer_fill_ms`; busy state (class `elementor-form-waiting`, the button
//   disabled with a spinner); a second submit while one is on its way is ignored.
// - Answers: success shows the message (role=alert), then redirects or resets; errors go to their
//   fields (the form jumps to the first one's step) with the message above the button; a network
//   failure or an answer that is not Elementor's JSON keeps every value and says what happened.
import type { Detach } from '../../runtime/behaviours.ts';
import type { Hooks } from '../../runtime/hooks.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { fieldIdOf } from './prefill.ts';

export const AJAX_URL = '/wp-admin/admin-ajax.php';
export const SEND_ACTION = 'elementor_pro_forms_send_form';
/** A request still unanswered after this long is given up as a dropped connection. */
export const SUBMIT_TIMEOUT_MS = 60_000;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FormClientOptions {
  /** performance.now() when the form's code first attached: `foyer_fill_ms` counts from it. */
  startedAt: number;
  hooks?: Hooks;
}

/** Elementor's answer: `{success, data: {message, errors?, data?}}`. */
interface Answer {
  success?: unknown;
  data?: { message?: unknown; errors?: unknown; data?: { redirect_url?: unknown; popup?: { action?: unknown; id?: unknown } } };
}

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);

function controlsIn(scope: ParentNode): Control[] {
  return [...scope.querySelectorAll<Control>('input, select, textarea')].filter(
    (c) => fieldIdOf(c.name) !== undefined && !(c instanceof HTMLInputElement && c.type === 'hidden') && !c.disabled,
  );
}

function isHoneypot(control: Control): boolean {
  return control instanceof HTMLInputElement && control.style.display === 'none';
}

/** The upload's own checks: how many files, each one's size (MB) and extension. */
function uploadProblem(input: HTMLInputElement): string {
  const files = [...(input.files ?? [])];
  const maxFiles = Number(input.dataset.maxfiles);
  if (Number.isFinite(maxFiles) && maxFiles > 0 && files.length > maxFiles) return FIELD_MESSAGES.uploadCount(maxFiles);
  const maxMb = Number(input.dataset.maxsize);
  const allowed = (input.accept || '')
    .split(',')
    .map((t) => t.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
  for (const file of files) {
    if (Number.isFinite(maxMb) && maxMb > 0 && file.size > maxMb * 1024 * 1024)
      return input.dataset.maxsizeMessage || FIELD_MESSAGES.uploadSize;
    const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (allowed.length && !allowed.includes(ext)) return FIELD_MESSAGES.uploadType;
  }
  return '';
}

/** What is wrong with a control, in the words the server uses ('' when nothing is). */
export function problemOf(control: Control, requiredMessage: string): string {
  if (control instanceof HTMLInputElement && control.type === 'file') {
    control.setCustomValidity(uploadProblem(control));
  }
  if (control.checkValidity()) return '';
  const v = control.validity;
  const type = control instanceof HTMLInputElement ? control.type : control.tagName.toLowerCase();
  if (v.customError) return control.validationMessage;
  if (v.valueMissing) return requiredMessage;
  if (type === 'email' && (v.typeMismatch || v.patternMismatch)) return FIELD_MESSAGES.email;
  if (type === 'url' && (v.typeMismatch || v.patternMismatch)) return FIELD_MESSAGES.url;
  if (type === 'tel' && v.patternMismatch) return FIELD_MESSAGES.tel;
  const input = control as HTMLInputElement;
  if (type === 'number') {
    if (v.rangeOverflow) return FIELD_MESSAGES.numberMax(input.max);
    if (v.rangeUnderflow) return FIELD_MESSAGES.numberMin(input.min);
    return FIELD_MESSAGES.number;
  }
  if (type === 'date') {
    if (v.rangeOverflow) return FIELD_MESSAGES.dateMax(input.max);
    if (v.rangeUnderflow) return FIELD_MESSAGES.dateMin(input.min);
    return FIELD_MESSAGES.date;
  }
  if (type === 'time') return FIELD_MESSAGES.time;
  if (v.tooLong && 'maxLength' in control) return FIELD_MESSAGES.tooLong(control.maxLength);
  return control.validationMessage;
}

export function attachForm(
  element: HTMLElement,
  form: HTMLFormElement,
  settings: Record<string, unknown>,
  options: FormClientOptions,
): Detach {
  const requiredMessage = text(settings.required_message, 'This field is required.');
  const serverMessage = text(settings.server_message, 'Your submission failed because of a server error.');
  const errorMessage = text(settings.error_message, 'Your submission failed because of an error.');
  const steps = [...form.querySelectorAll<HTMLElement>('.e-form__step')];
  const stepped = steps.length > 1;
  let busy = false;
  let controller: AbortController | undefined;
  // Our messages replace the browser's bubbles; `novalidate` (custom validation) meant the same in Elementor.
  const hadNoValidate = form.noValidate;
  form.noValidate = true;

  const currentStep = () =>
    Math.max(
      0,
      steps.findIndex((s) => !s.hidden && !s.classList.contains('elementor-hidden')),
    );
  const stepOf = (node: Element) =>
    Math.max(
      0,
      steps.findIndex((s) => s.contains(node)),
    );
  const groupOf = (control: Element) => control.closest('.elementor-field-group') ?? control.parentElement;

  function controlsOf(id: string): Control[] {
    return controlsIn(form).filter((c) => fieldIdOf(c.name) === id);
  }

  function clearError(id: string): void {
    const controls = controlsOf(id);
    const group = controls[0] && groupOf(controls[0]);
    group?.querySelector('.elementor-help-inline')?.remove();
    for (const c of controls) {
      c.removeAttribute('aria-invalid');
      const described = (c.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((t) => t && t !== `form-field-${id}-error`);
      if (described.length) c.setAttribute('aria-describedby', described.join(' '));
      else c.removeAttribute('aria-describedby');
    }
  }

  function showError(id: string, message: string): Control | undefined {
    const controls = controlsOf(id);
    const first = controls[0];
    if (!first) return undefined;
    clearError(id);
    const span = document.createElement('span');
    span.className = 'elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline';
    span.setAttribute('role', 'alert');
    span.id = `form-field-${id}-error`;
    span.textContent = message;
    groupOf(first)?.append(span);
    for (const c of controls) {
      c.setAttribute('aria-invalid', 'true');
      const described = (c.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      c.setAttribute('aria-describedby', [...described, span.id].join(' '));
    }
    return first;
  }

  function clearMessages(): void {
    for (const m of form.querySelectorAll('.elementor-message')) m.remove();
    for (const c of form.querySelectorAll('[aria-invalid]')) c.removeAttribute('aria-invalid');
    for (const c of form.querySelectorAll('[aria-describedby]')) {
      const kept = (c.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((t) => t && !t.endsWith('-error'));
      if (kept.length) c.setAttribute('aria-describedby', kept.join(' '));
      else c.removeAttribute('aria-describedby');
    }
  }

  function showMessage(kind: 'success' | 'danger', message: string): HTMLElement {
    const div = document.createElement('div');
    div.className = `elementor-message elementor-message-${kind}`;
    div.setAttribute('role', 'alert');
    div.tabIndex = -1;
    div.textContent = message;
    form.append(div);
    return div;
  }

  /** Checks the controls, shows each field's first problem; returns the first invalid control. */
  function validate(controls: readonly Control[]): Control | undefined {
    let firstInvalid: Control | undefined;
    const done = new Set<string>();
    for (const control of controls) {
      const id = fieldIdOf(control.name)!;
      if (done.has(id) || isHoneypot(control)) continue;
      const problem = problemOf(control, requiredMessage);
      if (!problem) {
        if (!done.has(id)) clearError(id);
        continue;
      }
      done.add(id);
      showError(id, problem);
      firstInvalid ??= control;
    }
    return firstInvalid;
  }

  function focusControl(control: Element): void {
    if (control instanceof HTMLElement) control.focus();
  }

  function goTo(index: number, focus = true): void {
    if (!stepped) return;
    const n = Math.min(Math.max(index, 0), steps.length - 1);
    steps.forEach((step, i) => {
      const hidden = i !== n;
      step.hidden = hidden;
      step.classList.toggle('elementor-hidden', hidden);
    });
    for (const indicator of form.querySelectorAll<HTMLElement>('.e-form__indicators__indicator[data-indicator]')) {
      const i = Number(indicator.dataset.indicator);
      const state = i < n ? 'completed' : i === n ? 'active' : 'inactive';
      for (const s of ['completed', 'active', 'inactive'])
        indicator.classList.toggle(`e-form__indicators__indicator--state-${s}`, s === state);
      if (i === n) indicator.setAttribute('aria-current', 'step');
      else indicator.removeAttribute('aria-current');
    }
    const progress = form.querySelector<HTMLElement>('.e-form__indicators__indicator__progress');
    if (progress) {
      const percent = Math.floor(((n + 1) / steps.length) * 100);
      progress.setAttribute('aria-valuenow', String(percent));
      progress.setAttribute('aria-valuetext', `Step ${n + 1} of ${steps.length}`);
      const meter = progress.querySelector<HTMLElement>('.e-form__indicators__indicator__progress__meter');
      if (meter) {
        meter.style.width = `${percent}%`;
        if (settings.display_percentage === 'true') meter.textContent = `${percent}%`;
      }
    }
    if (!focus) return;
    const first = controlsIn(steps[n]!).find((c) => !isHoneypot(c)) ?? steps[n]!.querySelector<HTMLElement>('button');
    if (first) focusControl(first);
  }

  function next(): void {
    const n = currentStep();
    const invalid = validate(controlsIn(steps[n]!));
    if (invalid) return focusControl(invalid);
    goTo(n + 1);
  }

  function setBusy(on: boolean): void {
    busy = on;
    form.classList.toggle('elementor-form-waiting', on);
    form.setAttribute('aria-busy', on ? 'true' : 'false');
    for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
      button.disabled = on;
      const wrapper = button.querySelector('.elementor-button-content-wrapper') ?? button;
      if (on) {
        const spinner = document.createElement('span');
        spinner.className = 'elementor-button-icon elementor-form-spinner-wrapper';
        spinner.innerHTML = '<span class="elementor-form-spinner" aria-hidden="true"></span>';
        wrapper.prepend(spinner);
      } else button.querySelector('.elementor-form-spinner-wrapper')?.remove();
    }
  }

  function runPopup(popup: { action?: unknown; id?: unknown } | undefined): void {
    if (!popup || (popup.action !== 'open' && popup.action !== 'close')) return;
    const loader = window.foyer?.loader;
    if (!loader) return;
    void loader
      .load<{ urlActions?: Record<string, (settings: Record<string, unknown>) => void> }>('popup')
      .then((mod) => mod.urlActions?.[`popup:${popup.action as string}`]?.({ id: popup.id }))
      .catch((error: unknown) => console.warn('Form popup action failed:', error));
  }

  function fail(message: string): void {
    const div = showMessage('danger', message);
    div.focus();
  }

  async function send(submitter: HTMLElement | null): Promise<void> {
    const data = new FormData(form, submitter instanceof HTMLButtonElement && submitter.name ? submitter : undefined);
    data.append('action', SEND_ACTION);
    data.append('referrer', location.toString());
    data.append('foyer_fill_ms', String(Math.max(0, Math.round(performance.now() - options.startedAt))));
    setBusy(true);
    controller = new AbortController();
    const timer = setTimeout(() => controller?.abort(), SUBMIT_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(AJAX_URL, {
        method: 'POST',
        body: data,
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
    } catch {
      clearTimeout(timer);
      setBusy(false);
      return fail(FIELD_MESSAGES.network);
    }
    let answer: Answer | undefined;
    try {
      const parsed: unknown = await response.json();
      answer = parsed && typeof parsed === 'object' ? (parsed as Answer) : undefined;
    } catch {
      answer = undefined;
    }
    clearTimeout(timer);
    setBusy(false);
    if (!answer || typeof answer.success !== 'boolean' || (response.status >= 500 && !answer.data)) {
      return fail(response.ok || response.status >= 500 || !answer ? serverMessage : errorMessage);
    }
    const payload = answer.data ?? {};
    if (answer.success) {
      form.dispatchEvent(new CustomEvent('submit_success', { detail: payload }));
      options.hooks?.doAction('foyer/form/submit_success', { form, response: payload });
      const message = showMessage('success', text(payload.message, 'Your submission was successful.'));
      const redirect = payload.data?.redirect_url;
      runPopup(payload.data?.popup);
      if (typeof redirect === 'string' && redirect) {
        form.dispatchEvent(new CustomEvent('form_destruct', { detail: payload }));
        location.href = redirect;
        return;
      }
      form.reset();
      goTo(0, false);
      message.focus();
      return;
    }
    form.dispatchEvent(new CustomEvent('error', { detail: payload }));
    let firstInvalid: Control | undefined;
    const errors = payload.errors && typeof payload.errors === 'object' ? (payload.errors as Record<string, unknown>) : {};
    for (const [id, message] of Object.entries(errors)) {
      if (typeof message !== 'string') continue;
      const control = showError(id, message);
      if (control && (!firstInvalid || (firstInvalid.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING) !== 0))
        firstInvalid = control;
    }
    const global = showMessage('danger', text(payload.message, errorMessage));
    if (firstInvalid) {
      goTo(stepOf(firstInvalid), false);
      focusControl(firstInvalid);
    } else global.focus();
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    if (stepped && currentStep() < steps.length - 1) return next();
    for (const m of form.querySelectorAll('.elementor-message:not(.elementor-help-inline)')) m.remove();
    const invalid = validate(controlsIn(form));
    if (invalid) {
      goTo(stepOf(invalid), false);
      return focusControl(invalid);
    }
    clearMessages();
    void send(event.submitter);
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !form.contains(button)) return;
    if (button.classList.contains('e-form__buttons__wrapper__button-next')) {
      event.preventDefault();
      next();
    } else if (button.classList.contains('e-form__buttons__wrapper__button-previous')) {
      event.preventDefault();
      goTo(currentStep() - 1);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !stepped || event.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || ['submit', 'button', 'checkbox', 'radio', 'file', 'reset', 'image'].includes(target.type))
      return;
    if (currentStep() >= steps.length - 1) return;
    event.preventDefault();
    next();
  };

  // A field fixed after its error: the message goes as soon as the value passes.
  const onChange = (event: Event) => {
    const control = event.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) return;
    const id = fieldIdOf(control.name);
    if (!id) return;
    if (control instanceof HTMLInputElement && control.type === 'file') {
      const problem = problemOf(control, requiredMessage);
      if (problem) showError(id, problem);
      else clearError(id);
      return;
    }
    if (control.getAttribute('aria-invalid') !== 'true') return;
    if (controlsOf(id).every((c) => !problemOf(c, requiredMessage))) clearError(id);
  };

  form.addEventListener('submit', onSubmit);
  form.addEventListener('click', onClick);
  form.addEventListener('keydown', onKeyDown);
  form.addEventListener('input', onChange);
  form.addEventListener('change', onChange);
  // The address or a device change may have left another step showing: the indicators follow the DOM.
  if (stepped) goTo(currentStep(), false);

  // A submission on its way is not aborted on detach (a device change): the server may already have it.
  return () => {
    form.noValidate = hadNoValidate;
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('click', onClick);
    form.removeEventListener('keydown', onKeyDown);
    form.removeEventListener('input', onChange);
    form.removeEventListener('change', onChange);
  };
}
