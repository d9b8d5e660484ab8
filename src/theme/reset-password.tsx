// The password reset page (WordPress's wp-login.php?action=rp): styled like the 404 page, a plain
// HTML form that works without JavaScript. Its nonce is bound to the reset key, not to a session.
import type { ReactNode } from 'react';
import type { ResetState } from '../accounts/reset-flow.ts';

export function ResetPassword({ state }: { state: ResetState }): ReactNode {
  return (
    <div className="theme-not-found theme-reset">
      <div className="theme-wrap theme-reset__inner">
        <p className="theme-eyebrow">Your account</p>
        {state.kind === 'invalid' ? (
          <>
            <h1>This link does not work any more</h1>
            <p className="theme-not-found__text">
              Password reset links work once, for 24 hours. Ask for a new one with the “Lost your password?” form, and use the latest
              e-mail.
            </p>
            <ul className="theme-chips theme-chips--center">
              <li>
                <a href="/">Home page</a>
              </li>
            </ul>
          </>
        ) : state.kind === 'done' ? (
          <>
            <h1>Your password has been changed</h1>
            <p className="theme-not-found__text" role="status">
              You can now log in as <strong>{state.login}</strong> with your new password.
            </p>
            <ul className="theme-chips theme-chips--center">
              <li>
                <a href="/">Home page</a>
              </li>
            </ul>
          </>
        ) : (
          <>
            <h1>Choose a new password</h1>
            <form className="theme-reset__form" method="post" action="/wp-login.php?action=resetpass">
              <input type="hidden" name="key" value={state.key} />
              <input type="hidden" name="login" value={state.login} />
              <input type="hidden" name="nonce" value={state.nonce} />
              <p className="theme-reset__user">
                Account: <strong>{state.login}</strong>
              </p>
              {/* For password managers: the account the new password belongs to. */}
              <input type="text" name="user_login" value={state.login} autoComplete="username" readOnly hidden />
              {state.message ? (
                <p className="theme-reset__message" role="alert">
                  {state.message}
                </p>
              ) : null}
              <label className="theme-reset__field">
                <span>New password</span>
                <input type="password" name="pass1" autoComplete="new-password" required minLength={10} aria-describedby="reset-hint" />
              </label>
              <p id="reset-hint" className="theme-reset__hint">
                At least 10 characters, mixing letters, digits and symbols (or a long phrase).
              </p>
              <label className="theme-reset__field">
                <span>Type it again</span>
                <input type="password" name="pass2" autoComplete="new-password" required />
              </label>
              <button type="submit" className="theme-reset__submit">
                Save the new password
              </button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
