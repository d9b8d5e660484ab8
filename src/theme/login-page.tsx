// The account pages at WordPress's own addresses, for the login widget's plain form and its links:
// /wp-login.php (log in), ?action=lostpassword, ?action=register and ?action=logout (the question
// asked when a log-out arrives without its form). Styled like the password reset page; plain HTML
// forms that work without JavaScript. A refused form comes back with what was typed (never the
// password) and the server's message, announced.
import type { ReactNode } from 'react';

export type LoginPageState =
  | { kind: 'login'; redirectTo: string; user?: string; message?: string }
  | { kind: 'lostpassword'; user?: string; message?: string; sent?: string }
  | { kind: 'register'; values?: { user: string; mail: string; name: string }; message?: string }
  | { kind: 'logout'; redirectTo: string }
  | { kind: 'logged-in'; displayName: string; redirectTo: string };

export const LOGIN_PAGE_TITLES: Record<LoginPageState['kind'], string> = {
  login: 'Log in',
  lostpassword: 'Lost password',
  register: 'Register',
  logout: 'Log out',
  'logged-in': 'Logged in',
};

function Message({ text }: { text?: string }) {
  return text ? (
    <p className="theme-reset__message" role="alert">
      {text}
    </p>
  ) : null;
}

function Field(props: { label: string; name: string; type?: string; value?: string; autoComplete: string; required?: boolean }) {
  return (
    <label className="theme-reset__field">
      <span>{props.label}</span>
      <input
        type={props.type ?? 'text'}
        name={props.name}
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        required={props.required ?? true}
        maxLength={254}
      />
    </label>
  );
}

function Links({ lost = true, register = true, login = false }: { lost?: boolean; register?: boolean; login?: boolean }) {
  const links = [
    login ? { href: '/wp-login.php', text: 'Log in' } : undefined,
    lost ? { href: '/wp-login.php?action=lostpassword', text: 'Lost your password?' } : undefined,
    register ? { href: '/wp-login.php?action=register', text: 'Register' } : undefined,
  ].filter((l) => l !== undefined);
  return (
    <ul className="theme-chips theme-chips--center theme-login__links">
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href}>{l.text}</a>
        </li>
      ))}
    </ul>
  );
}

function Body({ state }: { state: LoginPageState }): ReactNode {
  switch (state.kind) {
    case 'login':
      return (
        <>
          <h1>Log in</h1>
          <form className="theme-reset__form" method="post" action="/wp-login.php" aria-label="Login form">
            <input type="hidden" name="redirect_to" value={state.redirectTo} />
            <Message text={state.message} />
            <Field label="Username or Email Address" name="log" value={state.user} autoComplete="username" />
            <Field label="Password" name="pwd" type="password" autoComplete="current-password" />
            <label className="theme-login__check">
              <input type="checkbox" name="rememberme" value="forever" /> Remember Me
            </label>
            <button type="submit" className="theme-reset__submit">
              Log In
            </button>
          </form>
          <Links />
        </>
      );
    case 'lostpassword':
      return (
        <>
          <h1>Lost your password?</h1>
          {state.sent ? (
            <p className="theme-not-found__text" role="status">
              {state.sent}
            </p>
          ) : (
            <form className="theme-reset__form" method="post" action="/wp-login.php?action=lostpassword">
              <p className="theme-reset__user">
                Type your username or e-mail address: a link to choose a new password will be e-mailed to you.
              </p>
              <Message text={state.message} />
              <Field label="Username or Email Address" name="user_login" value={state.user} autoComplete="username" />
              <button type="submit" className="theme-reset__submit">
                Get New Password
              </button>
            </form>
          )}
          <Links lost={false} login />
        </>
      );
    case 'register':
      return (
        <>
          <h1>Register</h1>
          <form className="theme-reset__form" method="post" action="/wp-login.php?action=register">
            <Message text={state.message} />
            <Field label="Username" name="user_login" value={state.values?.user} autoComplete="username" />
            <Field label="Email" name="user_email" type="email" value={state.values?.mail} autoComplete="email" />
            <Field label="Your name (optional)" name="display_name" value={state.values?.name} autoComplete="name" required={false} />
            <label className="theme-reset__field">
              <span>Password</span>
              <input
                type="password"
                name="user_pass"
                autoComplete="new-password"
                required
                minLength={10}
                aria-describedby="register-hint"
              />
            </label>
            <p id="register-hint" className="theme-reset__hint">
              At least 10 characters, mixing letters, digits and symbols (or a long phrase).
            </p>
            <button type="submit" className="theme-reset__submit">
              Register
            </button>
          </form>
          <Links register={false} login />
        </>
      );
    case 'logout':
      return (
        <>
          <h1>Log out?</h1>
          <form className="theme-reset__form" method="post" action="/wp-login.php?action=logout">
            <input type="hidden" name="redirect_to" value={state.redirectTo} />
            <button type="submit" className="theme-reset__submit">
              Log out
            </button>
          </form>
        </>
      );
    case 'logged-in':
      return (
        <>
          <h1>You are logged in</h1>
          <p className="theme-not-found__text" role="status">
            You are logged in as <strong>{state.displayName}</strong>.
          </p>
          <ul className="theme-chips theme-chips--center">
            <li>
              <a href={state.redirectTo}>Continue</a>
            </li>
          </ul>
        </>
      );
  }
}

export function LoginPage({ state }: { state: LoginPageState }): ReactNode {
  return (
    <div className="theme-not-found theme-reset theme-login">
      <div className="theme-wrap theme-reset__inner">
        <p className="theme-eyebrow">Your account</p>
        <Body state={state} />
      </div>
    </div>
  );
}
