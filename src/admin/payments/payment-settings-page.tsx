// The payment settings (administrators): Stripe's keys and webhook signing secrets, write-only (the
// screen says whether each is set and offers to replace or remove it, never shows one), and the
// addresses the server talks to, drawn from their declaration like the privacy page. The addresses
// to give Stripe and PayPal are shown to copy.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { describeDeclaration } from '../../contracts/declaration/form.ts';
import { checkSettings } from '../../contracts/settings/check.ts';
import {
  PAYMENTS_API_PATH,
  type PaymentSecretName,
  type PaymentSettingsAnswer,
  type PaymentSettingsWrite,
  paymentSecretsDeclaration,
  paymentSettingsDeclaration,
  serviceUrlProblem,
} from '../../contracts/settings/payments.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { api, ApiFailure } from '../api-client.ts';
import './payments.css';
import type { SessionState } from '../session.ts';
import { type Draft, fromDraft, toDraft } from '../settings-draft.ts';
import { SettingsFields } from '../settings-fields.tsx';

const FORMS = [describeDeclaration(paymentSettingsDeclaration, DEFAULT_BREAKPOINTS)];
const CONTROLS = FORMS.flatMap((f) => f.controls);
const SECRETS = paymentSecretsDeclaration.controls;

type Errors = Record<string, string | undefined>;
/** Per secret: a new value typed, or a request to remove it. */
type SecretDraft = Partial<Record<PaymentSecretName, { value: string; remove: boolean }>>;

export function PaymentSettingsPage({ freshNonces }: { freshNonces: SessionState['freshNonces'] }): ReactNode {
  const [answer, setAnswer] = useState<PaymentSettingsAnswer | undefined>();
  const [draft, setDraft] = useState<Draft | undefined>();
  const [secrets, setSecrets] = useState<SecretDraft>({});
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const take = (next: PaymentSettingsAnswer) => {
    setAnswer(next);
    setDraft(toDraft(CONTROLS, next.settings));
    setSecrets({});
  };

  useEffect(() => {
    api<PaymentSettingsAnswer>(`${PAYMENTS_API_PATH}/settings`).then(take, (failure: unknown) =>
      setStatus({ kind: 'error', text: failure instanceof ApiFailure ? failure.message : 'The settings could not be loaded.' }),
    );
  }, []);

  function showErrors(next: Errors, text: string): void {
    setErrors(next);
    setStatus({ kind: 'error', text });
    // The first field to correct as the screen shows them (the keys come before the addresses), not as the checks found them.
    requestAnimationFrame(() => {
      const fields = formRef.current?.querySelectorAll<HTMLElement>('[data-field]') ?? [];
      [...fields].find((field) => next[field.dataset.field!])?.focus();
    });
  }

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!draft) return;
    const settings = fromDraft(CONTROLS, draft);
    const checked = checkSettings(paymentSettingsDeclaration.controls, settings);
    const found: Errors = checked.ok ? {} : { ...checked.errors };
    for (const c of paymentSettingsDeclaration.controls) {
      const problem = !found[c.name] ? serviceUrlProblem(String(settings[c.name] ?? '')) : undefined;
      if (problem) found[c.name] = problem;
    }
    const sent: PaymentSettingsWrite['secrets'] = {};
    for (const c of SECRETS) {
      const entry = secrets[c.name];
      if (entry?.remove) sent[c.name] = null;
      else if (entry?.value.trim()) {
        const one = checkSettings([c], { [c.name]: entry.value.trim() });
        if (one.ok) sent[c.name] = entry.value.trim();
        else found[c.name] = one.errors[c.name];
      }
    }
    if (Object.keys(found).length) return showErrors(found, 'Some settings need correcting; see the messages beside them.');
    setBusy(true);
    try {
      const nonces = await freshNonces();
      const body: PaymentSettingsWrite = {
        nonce: nonces.admin ?? '',
        settings: settings as PaymentSettingsWrite['settings'],
        secrets: sent,
      };
      take(await api<PaymentSettingsAnswer>(`${PAYMENTS_API_PATH}/settings`, { method: 'PUT', body }));
      setErrors({});
      setStatus({ kind: 'saved', text: 'Settings saved. The next payment uses them.' });
    } catch (failure) {
      if (failure instanceof ApiFailure) showErrors(failure.errors, failure.message);
      else showErrors({}, 'Saving failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-page admin-payment-settings" aria-labelledby="admin-title">
      <h1 id="admin-title" tabIndex={-1}>
        Payment settings
      </h1>
      <p className="admin-lead">
        The keys the Stripe buttons pay with, and where payment notifications are checked. Keys are never shown again once saved.
      </p>
      {!draft || !answer ? (
        status ? (
          <p className="admin-error" role="alert">
            {status.text}
          </p>
        ) : (
          <p className="admin-muted">Loading…</p>
        )
      ) : (
        <form ref={formRef} className="admin-form" onSubmit={(event) => void save(event)} noValidate>
          <fieldset className="admin-card">
            <legend>Stripe keys</legend>
            {SECRETS.map((c) => {
              const id = `payments-${c.name}`;
              const isSet = answer.secretsSet[c.name];
              const entry = secrets[c.name] ?? { value: '', remove: false };
              const error = errors[c.name];
              const set = (next: Partial<typeof entry>) => {
                setSecrets((s) => ({ ...s, [c.name]: { ...entry, ...next } }));
                setStatus(undefined);
              };
              return (
                <div className="admin-field" key={c.name}>
                  <label htmlFor={id}>
                    {c.label} <span className={isSet ? 'admin-success' : 'admin-muted'}>({isSet ? 'set' : 'not set'})</span>
                  </label>
                  <input
                    id={id}
                    data-field={c.name}
                    type="password"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={isSet ? 'Type a new one to replace it' : ''}
                    value={entry.value}
                    disabled={entry.remove}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
                    onChange={(event) => set({ value: event.target.value })}
                  />
                  <p id={`${id}-help`} className="admin-help">
                    {c.description}
                  </p>
                  {isSet ? (
                    <div className="admin-switch">
                      <input
                        id={`${id}-remove`}
                        type="checkbox"
                        checked={entry.remove}
                        onChange={(event) => set({ remove: event.target.checked })}
                      />
                      <label htmlFor={`${id}-remove`}>Remove this key</label>
                    </div>
                  ) : null}
                  {error ? (
                    <p id={`${id}-error`} className="admin-error admin-field__error">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
          <SettingsFields
            forms={FORMS}
            idPrefix="payments"
            draft={draft}
            errors={errors}
            onChange={(name, value) => {
              setDraft((d) => (d ? { ...d, [name]: value } : d));
              setStatus(undefined);
            }}
          />
          <div className="admin-card">
            <h2>Addresses to give the providers</h2>
            <dl className="admin-endpoints">
              <dt>
                Stripe webhook endpoint (events checkout.session.completed, checkout.session.async_payment_succeeded, charge.refunded)
              </dt>
              <dd>
                <code>{answer.endpoints.stripeWebhook}</code>
              </dd>
              <dt>PayPal IPN listener (each PayPal button sends it as notify_url)</dt>
              <dd>
                <code>{answer.endpoints.paypalIpn}</code>
              </dd>
            </dl>
          </div>
          <div className="admin-form__actions">
            <button type="submit" className="admin-button" disabled={busy}>
              {busy ? 'Saving…' : 'Save settings'}
            </button>
            <p role="status" className={status?.kind === 'error' ? 'admin-error' : 'admin-success'}>
              {status?.text}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
