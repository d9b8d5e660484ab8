// The privacy settings: what the statistics record and about whom. Checked in the browser first
// (the same rules as the server's), so each message appears beside its field before anything is
// sent; the server's own refusals are shown the same way.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { StatsSettings } from '../stats/settings.ts';
import { api, ApiFailure } from './api-client.ts';
import type { SessionState } from './session.ts';
import type { PrivacyAnswer } from './shared/api.ts';
import { checkPrivacyForm, type PrivacyErrors, type PrivacyField } from './shared/privacy-form.ts';

type Switch = 'enabled' | 'trackAnonymously' | 'dntEnabled' | 'bypassAdBlockers' | 'linkTracking' | 'downloadTracking' | 'storeUserAgent';

const SWITCHES: Record<Switch, { label: string; help: string }> = {
  enabled: { label: 'Record visitor statistics', help: 'Off: no page carries the tracker and nothing is recorded.' },
  trackAnonymously: {
    label: 'Count visitors who have not consented, anonymously',
    help: 'They are counted without anything that could identify them.',
  },
  dntEnabled: { label: 'Honour Do Not Track', help: 'Browsers that send the Do Not Track signal are not counted.' },
  bypassAdBlockers: {
    label: 'Send statistics past ad blockers',
    help: 'Hits go to the site’s own admin-ajax address, which blockers do not list.',
  },
  linkTracking: { label: 'Record clicks on links to other sites', help: 'Shown under “Link clicks” on the dashboard.' },
  downloadTracking: { label: 'Record file downloads', help: 'Shown under “Downloads” on the dashboard.' },
  storeUserAgent: {
    label: 'Keep each visitor’s full browser description',
    help: 'Off keeps only the browser, system and device type.',
  },
};

const CONSENT_LABELS: Record<string, string> = {
  disabled: 'No consent needed',
  functional: 'Functional',
  'statistics-anonymous': 'Anonymous statistics',
  statistics: 'Statistics',
  marketing: 'Marketing',
};

const ROLE_LABELS: Record<string, string> = {
  administrator: 'Administrators',
  editor: 'Editors',
  author: 'Authors',
  contributor: 'Contributors',
  subscriber: 'Subscribers (guests)',
};

/** The form's own values: numbers and lists are typed as text until they are checked. */
interface Draft extends Omit<StatsSettings, 'retentionDays' | 'excludedIpRanges'> {
  retentionDays: string;
  excludedIpRanges: string;
}

const toDraft = (s: StatsSettings): Draft => ({
  ...s,
  retentionDays: String(s.retentionDays),
  excludedIpRanges: s.excludedIpRanges.join('\n'),
});

function fromDraft(d: Draft): Record<string, unknown> {
  const days = d.retentionDays.trim();
  return {
    ...d,
    retentionDays: /^\d+$/.test(days) ? Number(days) : days === '' ? undefined : Number.NaN,
    excludedIpRanges: d.excludedIpRanges.split(/[\n,]+/).map((r) => r.trim()),
  };
}

const errorId = (field: PrivacyField) => `privacy-${field}-error`;

function FieldError({ field, errors }: { field: PrivacyField; errors: PrivacyErrors }): ReactNode {
  return errors[field] ? (
    <p id={errorId(field)} className="admin-error admin-field__error">
      {errors[field]}
    </p>
  ) : null;
}

export function PrivacyPage({ freshNonces }: { freshNonces: SessionState['freshNonces'] }): ReactNode {
  const [loaded, setLoaded] = useState<PrivacyAnswer | undefined>();
  const [draft, setDraft] = useState<Draft | undefined>();
  const [errors, setErrors] = useState<PrivacyErrors>({});
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    api<PrivacyAnswer>('/privacy').then(
      (answer) => {
        setLoaded(answer);
        setDraft(toDraft(answer.settings));
      },
      (failure: unknown) =>
        setStatus({ kind: 'error', text: failure instanceof ApiFailure ? failure.message : 'The settings could not be loaded.' }),
    );
  }, []);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => (d ? { ...d, [key]: value } : d));
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
    if (!draft || !loaded) return;
    const checked = checkPrivacyForm(fromDraft(draft), loaded.choices);
    if (!checked.ok) return showErrors(checked.errors, 'Some settings need correcting; see the messages beside them.');
    setBusy(true);
    try {
      const nonces = await freshNonces();
      const answer = await api<PrivacyAnswer>('/privacy', { method: 'PUT', body: { nonce: nonces.admin, settings: checked.settings } });
      setLoaded(answer);
      setDraft(toDraft(answer.settings));
      setErrors({});
      setStatus({ kind: 'saved', text: 'Settings saved. Pages carry the new tracker settings from now on.' });
    } catch (failure) {
      if (failure instanceof ApiFailure) showErrors(failure.errors as PrivacyErrors, failure.message);
      else showErrors({}, 'Saving failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const describe = (field: PrivacyField, help?: string) =>
    [help ? `privacy-${field}-help` : '', errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') || undefined;

  const switchField = (key: Switch) => (
    <div className="admin-switch" key={key}>
      <input
        id={`privacy-${key}`}
        type="checkbox"
        data-field={key}
        checked={draft![key]}
        onChange={(event) => set(key, event.target.checked)}
        aria-describedby={describe(key, SWITCHES[key].help)}
        aria-invalid={errors[key] ? true : undefined}
      />
      <label htmlFor={`privacy-${key}`}>{SWITCHES[key].label}</label>
      <p id={`privacy-${key}-help`} className="admin-help">
        {SWITCHES[key].help}
      </p>
      <FieldError field={key} errors={errors} />
    </div>
  );

  return (
    <section className="admin-page admin-privacy" aria-labelledby="admin-title">
      <h1 id="admin-title" tabIndex={-1}>
        Privacy
      </h1>
      <p className="admin-lead">What the visitor statistics record, and about whom. No address or cookie is ever stored.</p>
      {!draft || !loaded ? (
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
            <legend>Tracking</legend>
            {switchField('enabled')}
            {switchField('dntEnabled')}
            {switchField('trackAnonymously')}
            <div className="admin-field">
              <label htmlFor="privacy-consentLevel">Consent needed before counting</label>
              <select
                id="privacy-consentLevel"
                data-field="consentLevel"
                value={draft.consentLevel}
                onChange={(event) => set('consentLevel', event.target.value as Draft['consentLevel'])}
                aria-describedby={describe('consentLevel', 'x')}
                aria-invalid={errors.consentLevel ? true : undefined}
              >
                {loaded.choices.consentLevels.map((level) => (
                  <option key={level} value={level}>
                    {CONSENT_LABELS[level] ?? level}
                  </option>
                ))}
              </select>
              <p id="privacy-consentLevel-help" className="admin-help">
                The consent category a visitor must have granted in the cookie banner before they are counted.
              </p>
              <FieldError field="consentLevel" errors={errors} />
            </div>
            {switchField('bypassAdBlockers')}
          </fieldset>

          <fieldset className="admin-card">
            <legend>Who is not counted</legend>
            <fieldset className="admin-choices" aria-describedby={describe('excludedRoles')}>
              <legend>Logged-in roles</legend>
              {loaded.choices.roles.map((role, i) => (
                <div className="admin-switch" key={role}>
                  <input
                    id={`privacy-role-${role}`}
                    type="checkbox"
                    data-field={i === 0 ? 'excludedRoles' : undefined}
                    checked={draft.excludedRoles.includes(role as never)}
                    onChange={(event) =>
                      set(
                        'excludedRoles',
                        (event.target.checked
                          ? [...draft.excludedRoles, role]
                          : draft.excludedRoles.filter((r) => r !== role)) as Draft['excludedRoles'],
                      )
                    }
                  />
                  <label htmlFor={`privacy-role-${role}`}>{ROLE_LABELS[role] ?? role}</label>
                </div>
              ))}
              <FieldError field="excludedRoles" errors={errors} />
            </fieldset>
            <div className="admin-field">
              <label htmlFor="privacy-excludedIpRanges">Excluded IP addresses and ranges</label>
              <textarea
                id="privacy-excludedIpRanges"
                data-field="excludedIpRanges"
                rows={4}
                value={draft.excludedIpRanges}
                onChange={(event) => set('excludedIpRanges', event.target.value)}
                aria-describedby={describe('excludedIpRanges', 'x')}
                aria-invalid={errors.excludedIpRanges ? true : undefined}
                spellCheck={false}
              />
              <p id="privacy-excludedIpRanges-help" className="admin-help">
                One per line: an address (203.0.113.7, 2001:db8::1) or a range (192.168.0.0/16), such as the hotel’s own network.
              </p>
              <FieldError field="excludedIpRanges" errors={errors} />
            </div>
          </fieldset>

          <fieldset className="admin-card">
            <legend>What is recorded</legend>
            {switchField('linkTracking')}
            {switchField('downloadTracking')}
            {switchField('storeUserAgent')}
            <div className="admin-field">
              <label htmlFor="privacy-retentionDays">Keep details for (days)</label>
              <input
                id="privacy-retentionDays"
                data-field="retentionDays"
                type="number"
                inputMode="numeric"
                min={0}
                max={3650}
                value={draft.retentionDays}
                onChange={(event) => set('retentionDays', event.target.value)}
                aria-describedby={describe('retentionDays', 'x')}
                aria-invalid={errors.retentionDays ? true : undefined}
              />
              <p id="privacy-retentionDays-help" className="admin-help">
                Older hits and visitor details are deleted every day; the daily totals stay. 0 keeps everything.
              </p>
              <FieldError field="retentionDays" errors={errors} />
            </div>
          </fieldset>

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
