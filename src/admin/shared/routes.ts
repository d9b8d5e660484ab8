// The back office's client routes: the app draws each; the server answers 200 for them and 404
// (with the same app, which shows "not found") for any other /admin address.
import { type AdminCap, hasCap, isStaff } from './caps.ts';

export const ADMIN_ROOT = '/admin';

/** `cap: null`: any staff account (its own sessions need no capability beyond being staff). */
export const ADMIN_PAGES: Record<
  'dashboard' | 'privacy' | 'sessions' | 'payments' | 'paymentSettings' | 'submissions' | 'vouchers',
  { path: string; title: string; cap: AdminCap | null }
> = {
  dashboard: { path: '/admin', title: 'Dashboard', cap: 'view_statistics' },
  submissions: { path: '/admin/submissions', title: 'Submissions', cap: 'manage_submissions' },
  privacy: { path: '/admin/privacy', title: 'Privacy', cap: 'manage_privacy' },
  sessions: { path: '/admin/sessions', title: 'Sessions', cap: null },
  payments: { path: '/admin/payments', title: 'Payments', cap: 'manage_payments' },
  paymentSettings: { path: '/admin/payments/settings', title: 'Payment settings', cap: 'manage_payments' },
  vouchers: { path: '/admin/vouchers', title: 'Gift vouchers', cap: 'manage_vouchers' },
};

export type AdminPageKey = keyof typeof ADMIN_PAGES;

/** Whether an account of `role` may open the page. */
export function mayOpen(role: string | undefined, key: AdminPageKey): boolean {
  const cap = ADMIN_PAGES[key].cap;
  return cap === null ? isStaff(role) : hasCap(role, cap);
}

/** The page an address shows, or undefined (not found). A trailing slash is ignored. */
export function pageAt(pathname: string): AdminPageKey | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (Object.keys(ADMIN_PAGES) as AdminPageKey[]).find((key) => ADMIN_PAGES[key].path === path);
}
