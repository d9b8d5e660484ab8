// The account's own sessions: where it is logged in (browser, since when, last used), with a button
// to end any other one, all others ("log out everywhere else"), or all of them. Staff sessions end
// by themselves after 2 hours without use or 12 hours in all; the page says so.
import { useEffect, useState, type ReactNode } from 'react';
import { api, ApiFailure } from './api-client.ts';
import type { SessionState } from './session.ts';
import type { SessionListItem, SessionsAnswer } from './shared/api.ts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatWhen = (iso: string) => when.format(new Date(iso));

export function SessionsPage({ state }: { state: SessionState }): ReactNode {
  const [sessions, setSessions] = useState<SessionListItem[] | undefined>();
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<SessionsAnswer>('/sessions').then(
      (answer) => setSessions(answer.sessions),
      (failure: unknown) =>
        setStatus({ kind: 'error', text: failure instanceof ApiFailure ? failure.message : 'The sessions could not be loaded.' }),
    );
  }, []);

  /** Ends sessions through `path`; when this browser's own session ended, the app shows the login screen. */
  async function end(path: string, done: (ended: number) => string): Promise<void> {
    setBusy(true);
    setStatus(undefined);
    try {
      const nonces = await state.freshNonces();
      const answer = await api<SessionsAnswer>(path, { method: 'DELETE', body: { nonce: nonces.admin } });
      if (answer.session) return state.setSession(answer.session);
      setSessions(answer.sessions);
      setStatus({ kind: 'saved', text: done(answer.ended ?? 0) });
    } catch (failure) {
      setStatus({ kind: 'error', text: failure instanceof ApiFailure ? failure.message : 'That did not work. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <section className="admin-page admin-sessions" aria-labelledby="admin-title">
      <h1 id="admin-title" tabIndex={-1}>
        Sessions
      </h1>
      <p className="admin-lead">
        Where your account is logged in. A session ends by itself after 2 hours without use, and 12 hours after logging in.
      </p>
      {sessions ? (
        <div className="admin-card">
          <table className="admin-table">
            <caption className="admin-muted">Your sessions, the most recently used first</caption>
            <thead>
              <tr>
                <th scope="col">Browser</th>
                <th scope="col">Logged in</th>
                <th scope="col">Last used</th>
                <th scope="col">End it</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <th scope="row">
                    {session.userAgent}
                    {session.current ? <strong> (this browser)</strong> : null}
                  </th>
                  <td>{formatWhen(session.createdAt)}</td>
                  <td>{formatWhen(session.lastSeenAt)}</td>
                  <td>
                    {session.current ? null : (
                      <button
                        type="button"
                        className="admin-button admin-button--quiet"
                        disabled={busy}
                        aria-label={`Log out ${session.userAgent}, last used ${formatWhen(session.lastSeenAt)}`}
                        onClick={() => void end(`/sessions/${session.id}`, () => 'That session has ended.')}
                      >
                        Log out
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : status ? null : (
        <p className="admin-muted">Loading…</p>
      )}
      <div className="admin-form__actions">
        <button
          type="button"
          className="admin-button"
          disabled={busy || !sessions || others === 0}
          onClick={() => void end('/sessions/others', (n) => `Logged out of ${n} other ${n === 1 ? 'session' : 'sessions'}.`)}
        >
          Log out everywhere else
        </button>
        <button
          type="button"
          className="admin-button admin-button--quiet"
          disabled={busy || !sessions}
          onClick={() => void end('/sessions', () => '')}
        >
          Log out everywhere
        </button>
        <p role="status" className={status?.kind === 'error' ? 'admin-error' : 'admin-success'}>
          {status?.text}
        </p>
      </div>
    </section>
  );
}
