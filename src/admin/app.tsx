// The back office: the login screen for visitors, the layout with its pages for staff, and a
// plain "no access" screen for accounts without a back-office capability.
import { useEffect, useRef, type ReactNode } from 'react';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { Layout } from './layout.tsx';
import { LoginPage } from './login-page.tsx';
import { NoticePage } from './notice-page.tsx';
import { PaymentSettingsPage } from './payments/payment-settings-page.tsx';
import { PaymentsPage } from './payments/payments-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { SessionsPage } from './sessions-page.tsx';
import { SubmissionsPage } from './submissions/submissions-page.tsx';
import { VouchersPage } from './vouchers/vouchers-page.tsx';
import { useLocation, type Location } from './router.ts';
import { type SessionState, useSession } from './session.ts';
import type { AdminBootData } from './shared/api.ts';
import { ADMIN_PAGES, type AdminPageKey, mayOpen, pageAt } from './shared/routes.ts';

interface Screen {
  title: string;
  node: ReactNode;
}

function screenFor(location: Location, state: SessionState, navigate: (to: string) => void): Screen {
  const account = state.session.account!;
  const key: AdminPageKey | undefined = pageAt(location.pathname);
  if (!key)
    return { title: 'Page not found', node: <NoticePage title="Page not found" text="There is no back-office page at this address." /> };
  const page = ADMIN_PAGES[key];
  if (!mayOpen(account.role, key))
    return {
      title: page.title,
      node: <NoticePage title={page.title} text={`Your account (${account.role}) may not open this page. Ask an administrator.`} />,
    };
  if (key === 'privacy') return { title: page.title, node: <PrivacyPage freshNonces={state.freshNonces} /> };
  if (key === 'sessions') return { title: page.title, node: <SessionsPage state={state} /> };
  if (key === 'submissions')
    return { title: page.title, node: <SubmissionsPage search={location.search} navigate={navigate} freshNonces={state.freshNonces} /> };
  if (key === 'payments') return { title: page.title, node: <PaymentsPage search={location.search} navigate={navigate} /> };
  if (key === 'paymentSettings') return { title: page.title, node: <PaymentSettingsPage freshNonces={state.freshNonces} /> };
  if (key === 'vouchers')
    return { title: page.title, node: <VouchersPage search={location.search} navigate={navigate} freshNonces={state.freshNonces} /> };
  return { title: page.title, node: <DashboardPage search={location.search} navigate={navigate} /> };
}

export function App({ boot }: { boot: AdminBootData }): ReactNode {
  const state = useSession(boot.session);
  const [location, navigate] = useLocation();
  const account = state.session.account;
  const screen: Screen = !account
    ? { title: 'Log in', node: <LoginPage siteName={boot.siteName} session={state.session} onLoggedIn={state.setSession} /> }
    : account.caps.length === 0
      ? {
          title: 'No access',
          node: (
            <NoticePage
              title="No access"
              text={`You are logged in as ${account.displayName}, whose account has no access to the back office.`}
            />
          ),
        }
      : screenFor(location, state, navigate);

  useEffect(() => {
    document.title = `${screen.title} – Back office – ${boot.siteName}`;
  }, [screen.title, boot.siteName]);

  // After the first screen, a change of page moves focus to its heading, as a page load would.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>('#admin-main h1')?.focus();
  }, [location.pathname, account?.login]);

  if (!account) return screen.node;
  return (
    <Layout siteName={boot.siteName} state={state} location={location} navigate={navigate}>
      {screen.node}
    </Layout>
  );
}
