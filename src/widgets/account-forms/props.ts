// Settings (and who is logged in) -> island props: the one conversion the server render and
// data-props share, so the browser hydrates exactly what the server rendered. Framework-free.
import type { AccountSummary } from '../../contracts/data.ts';
import type { AccountFormsSettings } from './schema.ts';

export type FormName = 'login' | 'register' | 'lostpassword';

export interface AccountFormsProps {
  title: string;
  startForm: FormName;
  showRegister: boolean;
  showLostPassword: boolean;
  /** The logged-in visitor; only ever set on pages that bypass the shared cache. */
  account?: AccountSummary;
  /** Where the forms post (WordPress's admin-ajax endpoint). */
  ajaxUrl: string;
}

export const AJAX_URL = '/wp-admin/admin-ajax.php';

export function accountFormsProps(s: AccountFormsSettings): AccountFormsProps {
  const showRegister = s.show_register === 'yes';
  const showLostPassword = s.show_lost_password === 'yes';
  const wanted = s.start_form as FormName;
  // A first form that is switched off falls back to the login form.
  const startForm = (wanted === 'register' && !showRegister) || (wanted === 'lostpassword' && !showLostPassword) ? 'login' : wanted;
  return { title: s.title, startForm, showRegister, showLostPassword, ajaxUrl: AJAX_URL };
}
