// Login widget (Elementor Pro): a plain HTML form that posts to /wp-login.php as WordPress's does
// (`log`, `pwd`, `rememberme=forever`, `redirect_to`), so it works without JavaScript and ships none.
// For a logged-in visitor it says who they are, with a log-out button. Who is logged in comes from
// the request (data step); such requests never read or fill the shared page cache, so the cached page
// every anonymous visitor gets holds the form and nothing about any account.
import type { AccountSummary } from '../../contracts/data.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { loginBaseCss } from './base-css.ts';
import { loginDeclaration, type LoginSettings } from './schema.ts';

interface LoginData {
  account?: AccountSummary;
  /** The page the widget is on: where the visitor comes back to by default. */
  path: string;
}

/** Where to go after logging in or out: the widget's own address if set and usable, else this page. */
function redirectTo(enabled: string, url: string | undefined, path: string): string {
  return (enabled === 'yes' && safeUrl(url)) || path;
}

function LoggedIn({ s, account, path }: { s: LoginSettings; account: AccountSummary; path: string }) {
  // Elementor prints nothing for a logged-in visitor unless the message is on.
  if (s.show_logged_in_message !== 'yes') return null;
  return (
    <div className="elementor-login elementor-login__logged-in-message">
      You are Logged in as {account.displayName} (
      {/* A POST, not Elementor's link: logging out changes state, and a form needs no token in the
          address (the origin check refuses one from another site). */}
      <form className="elementor-login__logout" method="post" action="/wp-login.php?action=logout">
        <input type="hidden" name="redirect_to" value={redirectTo(s.redirect_after_logout, s.redirect_logout_url.url, path)} />
        <button type="submit" className="elementor-login__logout-button">
          Logout
        </button>
      </form>
      )
    </div>
  );
}

function LoginForm({ s, id, path }: { s: LoginSettings; id: string; path: string }) {
  const custom = s.custom_labels === 'yes';
  const labels = {
    user: custom ? sanitizeInline(s.user_label) : 'Username or Email Address',
    password: custom ? sanitizeInline(s.password_label) : 'Password',
  };
  const placeholders = { user: custom ? s.user_placeholder : '', password: custom ? s.password_placeholder : '' };
  const showLabels = s.show_labels === 'yes';
  const field = `elementor-field elementor-field-textual elementor-size-${s.input_size}`;
  const label = `elementor-field-label${showLabels ? '' : ' elementor-screen-only'}`;
  const links = [s.show_lost_password === 'yes' ? 'lost' : '', s.show_register === 'yes' ? 'register' : ''].filter(Boolean);
  return (
    <form className="elementor-login elementor-form" method="post" action="/wp-login.php" aria-label="Login form">
      <input type="hidden" name="redirect_to" value={redirectTo(s.redirect_after_login, s.redirect_url.url, path)} />
      <div className="elementor-form-fields-wrapper">
        <div className="elementor-field-type-text elementor-field-group elementor-column elementor-col-100 elementor-field-required">
          <label htmlFor={`user-${id}`} className={label} dangerouslySetInnerHTML={{ __html: labels.user }} />
          <input
            type="text"
            name="log"
            id={`user-${id}`}
            placeholder={placeholders.user || undefined}
            className={field}
            autoComplete="username"
            required
            aria-required="true"
          />
        </div>
        <div className="elementor-field-type-text elementor-field-group elementor-column elementor-col-100 elementor-field-required">
          <label htmlFor={`password-${id}`} className={label} dangerouslySetInnerHTML={{ __html: labels.password }} />
          <input
            type="password"
            name="pwd"
            id={`password-${id}`}
            placeholder={placeholders.password || undefined}
            className={field}
            autoComplete="current-password"
            required
            aria-required="true"
          />
        </div>
        {s.show_remember_me === 'yes' ? (
          <div className="elementor-field-type-checkbox elementor-field-group elementor-column elementor-col-100 elementor-remember-me">
            <label htmlFor={`elementor-login-remember-me-${id}`}>
              <input type="checkbox" id={`elementor-login-remember-me-${id}`} name="rememberme" value="forever" /> Remember Me
            </label>
          </div>
        ) : null}
        <div className="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100">
          <button type="submit" className={`elementor-size-${s.button_size} elementor-button`} name="wp-submit">
            <span className="elementor-button-text" dangerouslySetInnerHTML={{ __html: sanitizeInline(s.button_text) }} />
          </button>
        </div>
        {links.length ? (
          <div className="elementor-field-group elementor-column elementor-col-100">
            {links.includes('lost') ? (
              <a className="elementor-lost-password" href="/wp-login.php?action=lostpassword">
                Lost your password?
              </a>
            ) : null}
            {links.length === 2 ? <span className="elementor-login-separator"> | </span> : null}
            {links.includes('register') ? (
              <a className="elementor-register" href="/wp-login.php?action=register">
                Register
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}

export const login = defineWidget<typeof loginDeclaration, LoginData>({
  declaration: loginDeclaration,
  baseCss: loginBaseCss,
  data: async ({ request }) => ({ account: request.account, path: request.path }),
  Render: ({ settings: s, element, data }) => {
    const path = data?.path ?? '/';
    return data?.account ? <LoggedIn s={s} account={data.account} path={path} /> : <LoginForm s={s} id={element.id} path={path} />;
  },
});
