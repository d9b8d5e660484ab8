// The back office's frame: a skip link, the top bar (site, who is logged in, log out), the page
// navigation and the main region. Later back-office pages add one entry to ADMIN_PAGES.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { api, ApiFailure } from './api-client.ts';
import type { Location } from './router.ts';
import type { SessionState } from './session.ts';
import type { SessionInfo } from './shared/api.ts';
import { ADMIN_PAGES, type AdminPageKey, mayOpen, pageAt } from './shared/routes.ts';

interface LayoutProps {
  siteName: string;
  state: SessionState;
  location: Location;
  navigate(to: string): void;
  children: ReactNode;
}

/** A plain click on an in-app link changes the page without a reload; other clicks (new tab…) are the browser's. */
function followLink(event: MouseEvent<HTMLAnchorElement>, navigate: (to: string) => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href')!);
}

export function Layout({ siteName, state, location, navigate, children }: LayoutProps): ReactNode {
  const account = state.session.account!;
  const current = pageAt(location.pathname);
  const [logoutError, setLogoutError] = useState('');
  const [busy, setBusy] = useState(false);

  async function logOut(): Promise<void> {
    setBusy(true);
    setLogoutError('');
    try {
      const nonces = await state.freshNonces();
      state.setSession(await api<SessionInfo>('/logout', { method: 'POST', body: { nonce: nonces.logout } }));
    } catch (error) {
      setLogoutError(error instanceof ApiFailure ? error.message : 'Logging out failed. Please try again.');
      setBusy(false);
    }
  }

  const pages = (Object.keys(ADMIN_PAGES) as AdminPageKey[]).filter((key) => mayOpen(account.role, key));
  return (
    <div className="admin-shell">
      <a className="admin-skip" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-bar">
        <p className="admin-brand">
          <a href="/">{siteName}</a> <span>Back office</span>
        </p>
        <div className="admin-user">
          <span>
            Logged in as <strong>{account.displayName}</strong>
          </span>
          <button type="button" className="admin-button admin-button--quiet" onClick={() => void logOut()} disabled={busy}>
            Log out
          </button>
          {logoutError ? (
            <span role="alert" className="admin-error">
              {logoutError}
            </span>
          ) : null}
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label="Back office">
          <ul>
            {pages.map((key) => (
              <li key={key}>
                <a
                  href={ADMIN_PAGES[key].path}
                  aria-current={current === key ? 'page' : undefined}
                  onClick={(event) => followLink(event, navigate)}
                >
                  {ADMIN_PAGES[key].title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
