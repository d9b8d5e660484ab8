// The privacy settings: what the statistics record and about whom. The form is drawn from the
// statistics and privacy declarations (their labels, help, choices and sections) and checked in the
// browser first by the same declarations' check as the server's, so each message appears beside its
// field before anything is sent; the server's own refusals are shown the same way.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { describeDeclaration } from '../contracts/declaration/form.ts';
import { DEFAULT_BREAKPOINTS } from '../model/breakpoints.ts';
import { api, ApiFailure } from './api-client.ts';
import type { SessionState } from './session.ts';
import type { PrivacyAnswer } from './shared/api.ts';
import { checkPrivacyForm, PRIVACY_PAGE_DECLARATIONS, type PrivacyErrors } from './shared/privacy-form.ts';
import { type Draft, fromDraft, toDraft } from './settings-draft.ts';
import { SettingsFields } from './settings-fields.tsx';

// Site settings have no per-device values: the breakpoints only matter to responsive controls.
const FORMS = PRIVACY_PAGE_DECLARATIONS.map((d) => describeDeclaration(d, DEFAULT_BREAKPOINTS));
const CONTROLS = FORMS.flatMap((f) => f.controls);

export function PrivacyPage({ freshNonces }: { freshNonces: SessionState['freshNonces'] }): ReactNode {
  const [draft, setDraft] = useState<Draft | undefined>();
  const [errors, setErrors] = useState<PrivacyErrors>({});
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    api<PrivacyAnswer>('/privacy').then(
      (answer) => setDraft(toDraft(CONTROLS, answer.settings)),
      (failure: unknown) =>
        setStatus({ kind: 'error', text: failure instanceof ApiFailure ? failure.message : 'The settings could not be loaded.' }),
    );
  }, []);

  const set = (name: string, value: Draft[string]) => {
    setDraft((d) => (d ? { ...d, [name]: value } : d));
    setStatus(undefined);
  };

  function showErrors(next: PrivacyErrors, text: string): void {
    setErrors(next);
    setStatus({ kind: 'error', text });
    // The first field with a problem takes focus, so keyboard users land on it.
    const first = Object.keys(next)[0];
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
  }

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!draft) return;
    const checked = checkPrivacyForm(fromDraft(CONTROLS, draft));
    if (!checked.ok) return showErrors(checked.errors, 'Some settings need correcting; see the messages beside them.');
    setBusy(true);
    try {
      const nonces = await freshNonces();
      const answer = await api<PrivacyAnswer>('/privacy', { method: 'PUT', body: { nonce: nonces.admin, settings: checked.settings } });
      setDraft(toDraft(CONTROLS, answer.settings));
      setErrors({});
      setStatus({ kind: 'saved', text: 'Settings saved. Pages carry the new tracker settings from now on.' });
    } catch (failure) {
      if (failure instanceof ApiFailure) showErrors(failure.errors as PrivacyErrors, failure.message);
      else showErrors({}, 'Saving failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-page admin-privacy" aria-labelledby="admin-title">
      <h1 id="admin-title" tabIndex={-1}>
        Privacy
      </h1>
      <p className="admin-lead">What the visitor statistics record, and about whom. No address or cookie is ever stored.</p>
      {!draft ? (
        status ? (
          <p className="admin-error" role="alert">
            {status.text}
          </p>
        ) : (
          <p className="admin-muted">Loading…</p>
        )
      ) : (
        <form ref={formRef} className="admin-form" onSubmit={(event) => void save(event)} noValidate>
          <SettingsFields forms={FORMS} idPrefix="privacy" draft={draft} errors={errors} onChange={set} />
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
