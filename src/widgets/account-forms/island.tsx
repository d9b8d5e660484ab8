// Login, register and lost-password forms, and for a logged-in visitor "Logged in as X" with a log
// out button. An island: which form shows, the busy state and the server's message are client state.
// Labels wrap their fields (no ids: the header's panel and a page may both hold one, and the server
// renders islands inside the page's tree but the browser in their own roots, so generated ids differ).
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { RELOAD_DELAY_MS, sendAccountAction } from './client.ts';
import type { AccountFormsProps, FormName } from './props.ts';

const ACTIONS: Record<FormName | 'logout', string> = {
  login: 'foyer_login',
  register: 'foyer_register',
  lostpassword: 'foyer_lostpassword',
  logout: 'foyer_logout',
};
const HEADINGS: Record<FormName, string> = { login: 'Log in', register: 'Create an account', lostpassword: 'Reset your password' };

interface Result {
  success: boolean;
  text: string;
}

function Field(props: { label: string; name: string; type?: string; autoComplete: string; required?: boolean; hint?: string }): ReactNode {
  const { label, name, type = 'text', autoComplete, required = true, hint } = props;
  return (
    <label className="foyer-account__field">
      <span className="foyer-account__label">
        {label}
        {required ? null : <span className="foyer-account__optional"> (optional)</span>}
      </span>
      <input
        className="foyer-account__input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        spellCheck={false}
        autoCapitalize="none"
      />
      {hint ? <span className="foyer-account__hint">{hint}</span> : null}
    </label>
  );
}

function FormFields({ form }: { form: FormName }): ReactNode {
  if (form === 'login')
    return (
      <>
        <Field label="Username or e-mail address" name="user" autoComplete="username" />
        <Field label="Password" name="pass" type="password" autoComplete="current-password" />
      </>
    );
  if (form === 'register')
    return (
      <>
        <Field label="Username" name="user" autoComplete="username" />
        <Field label="E-mail address" name="mail" type="email" autoComplete="email" />
        <Field
          label="Password"
          name="pass"
          type="password"
          autoComplete="new-password"
          hint="At least 10 characters, mixing letters, digits and symbols (or a long phrase)."
        />
        <Field label="Your name" name="name" autoComplete="name" required={false} />
        <Field label="Nickname" name="nick" autoComplete="nickname" required={false} />
      </>
    );
  return <Field label="Username or e-mail address" name="user" autoComplete="username" />;
}

const SUBMIT: Record<FormName, string> = { login: 'Log in', register: 'Register', lostpassword: 'Get a new password' };

export function AccountForms(props: AccountFormsProps): ReactNode {
  const { title, startForm, showRegister, showLostPassword, account, ajaxUrl } = props;
  const [form, setForm] = useState<FormName>(startForm);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | undefined>();
  const formRef = useRef<HTMLFormElement>(null);

  async function run(action: string, fields: Record<string, string>, reloadOnSuccess: boolean): Promise<void> {
    if (busy) return;
    setBusy(true);
    setResult(undefined);
    const answer = await sendAccountAction(ajaxUrl, action, fields);
    setResult({ success: answer.success, text: answer.data });
    if (answer.success && reloadOnSuccess) {
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
      return; // stays busy until the reload
    }
    setBusy(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string') fields[key] = value;
    // The lost-password answer changes nothing on the page: no reload, the message stays to be read.
    void run(ACTIONS[form], fields, form !== 'lostpassword');
  }

  function switchTo(next: FormName): void {
    setForm(next);
    setResult(undefined);
    // Move focus to the new form's first field, so keyboard and screen-reader users land in it.
    setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus(), 0);
  }

  const status = (
    <div
      className={`foyer-account__result${result ? (result.success ? ' foyer-account__result--success' : ' foyer-account__result--error') : ''}`}
      role="status"
      aria-live="polite"
    >
      {result?.text ?? ''}
    </div>
  );

  if (account) {
    return (
      <div className="foyer-account foyer-account--logged-in">
        {title ? <h2 className="foyer-account__title">{title}</h2> : null}
        <p className="foyer-account__who">
          Logged in as <strong>{account.displayName}</strong>
        </p>
        {account.backOffice ? (
          <p className="foyer-account__back-office">
            <a href={account.backOffice}>Go to the back office</a>
          </p>
        ) : null}
        <button
          type="button"
          className="foyer-account__submit elementor-button"
          aria-disabled={busy}
          onClick={() => void run(ACTIONS.logout, {}, true)}
        >
          Log out
        </button>
        {status}
      </div>
    );
  }

  const switches: Array<[FormName, string]> = [];
  if (form !== 'login') switches.push(['login', 'Back to log in']);
  if (form !== 'register' && showRegister) switches.push(['register', 'Create an account']);
  if (form !== 'lostpassword' && showLostPassword) switches.push(['lostpassword', 'Lost your password?']);

  return (
    <div className="foyer-account">
      {title ? <h2 className="foyer-account__title">{title}</h2> : null}
      <form
        ref={formRef}
        className={`foyer-account__form foyer-account__form--${form}`}
        method="post"
        action={ajaxUrl}
        onSubmit={onSubmit}
        aria-label={HEADINGS[form]}
      >
        {/* One level below the widget's title when it has one; else the form's name is the section's heading. */}
        {title ? (
          <h3 className="foyer-account__heading">{HEADINGS[form]}</h3>
        ) : (
          <h2 className="foyer-account__heading">{HEADINGS[form]}</h2>
        )}
        {form === 'lostpassword' ? (
          <p className="foyer-account__intro">
            Type your username or e-mail address and we will e-mail you a link to choose a new password.
          </p>
        ) : null}
        <input type="hidden" name="action" value={ACTIONS[form]} />
        <FormFields key={form} form={form} />
        <button type="submit" className="foyer-account__submit elementor-button" aria-disabled={busy}>
          {busy ? 'Please wait…' : SUBMIT[form]}
        </button>
        {status}
      </form>
      {switches.length ? (
        <ul className="foyer-account__switch">
          {switches.map(([target, label]) => (
            <li key={target}>
              <button type="button" className="foyer-account__link" onClick={() => switchTo(target)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default AccountForms;
