// The back office's client routes: the app draws each; the server answers 200 for them and 404
// (with the same app, which shows "not found") for any other /admin address.
export const ADMIN_ROOT = '/admin';

export const ADMIN_PAGES = {
  dashboard: { path: '/admin', title: 'Dashboard', cap: 'view_statistics' },
  privacy: { path: '/admin/privacy', title: 'Privacy', cap: 'manage_privacy' },
} as const;

export type AdminPageKey = keyof typeof ADMIN_PAGES;

/** The page an address shows, or undefined (not found). A trailing slash is ignored. */
export function pageAt(pathname: string): AdminPageKey | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (Object.keys(ADMIN_PAGES) as AdminPageKey[]).find((key) => ADMIN_PAGES[key].path === path);
}
