// The back office's login: the accounts' own login (nonce, rate limits, session cookie) through
// /admin/api/login. Only staff accounts get in; the server's message is shown as it is.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { api, ApiFailure } from './api-client.ts';
import type { SessionInfo } from './shared/api.ts';

interface LoginPageProps {
  siteName: string;
  session: SessionInfo;
  onLoggedIn(session: SessionInfo): void;
}

export function LoginPage({ siteName, session, onLoggedIn }: LoginPageProps): ReactNode {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const userRef = useRef<HTMLInputElement>(null);
  const passRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const user = userRef.current!.value.trim();
    const pass = passRef.current!.value;
    if (!user || !pass) {
      setError('Please type your username (or e-mail address) and your password.');
      (user ? passRef : userRef).current!.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      onLoggedIn(await api<SessionInfo>('/login', { method: 'POST', body: { user, pass, nonce: session.nonces.login } }));
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : 'Logging in failed. Please try again.');
      passRef.current!.select();
      setBusy(false);
    }
  }

  return (
    <main className="admin-login" id="admin-main">
      <form
        className="admin-card admin-login__form"
        onSubmit={(event) => void submit(event)}
        aria-labelledby="admin-login-title"
        noValidate
      >
        <p className="admin-login__site">{siteName}</p>
        <h1 id="admin-login-title">Log in to the back office</h1>
        <div className="admin-field">
          <label htmlFor="admin-user">Username or e-mail address</label>
          <input id="admin-user" ref={userRef} name="user" autoComplete="username" required autoFocus />
        </div>
        <div className="admin-field">
          <label htmlFor="admin-pass">Password</label>
          <input id="admin-pass" ref={passRef} name="pass" type="password" autoComplete="current-password" required />
        </div>
        <div role="alert" className="admin-error" aria-live="assertive">
          {error}
        </div>
        <button type="submit" className="admin-button" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
        <p className="admin-login__back">
          <a href="/">← Back to {siteName}</a>
        </p>
      </form>
    </main>
  );
}
