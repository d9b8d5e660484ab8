import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AccountSummary } from '../../contracts/data.ts';
import { parseSettings } from '../../contracts/settings.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { createCssSink } from '../../model/css.ts';
import type { ElementNode } from '../../model/element.ts';
import { createTestContext } from '../../../test/helpers/render-context.ts';
import { login } from './render.tsx';

function run(raw: Record<string, unknown>, account?: AccountSummary, path = '/stay/') {
  const element: ElementNode = { id: 'lg1', elType: 'widget', widgetType: 'login', settings: raw, elements: [] };
  const { settings } = parseSettings(login.schema, raw);
  const css = createCssSink(DEFAULT_BREAKPOINTS);
  login.css({ settings, selector: '.elementor-element-lg1', css });
  const html = renderToStaticMarkup(<>{login.Render({ settings, element, ctx: createTestContext(), data: { account, path } })}</>);
  return { html, css: css.toString() };
}

describe('login widget', () => {
  it('renders Elementor’s plain form posting to /wp-login.php with log, pwd, rememberme and back to this page', () => {
    const { html } = run({});
    // React prints a form's action and method, and an input's name, after the other attributes.
    expect(html).toMatch(/^<form class="elementor-login elementor-form" aria-label="Login form" action="\/wp-login.php" method="post">/);
    expect(html).toContain('<input type="hidden" name="redirect_to" value="/stay/"/>');
    expect(html).toContain('<label for="user-lg1" class="elementor-field-label">Username or Email Address</label>');
    expect(html).toContain(
      '<input type="text" id="user-lg1" class="elementor-field elementor-field-textual elementor-size-sm" autoComplete="username" required="" aria-required="true" name="log"/>',
    );
    expect(html).toMatch(/<input type="password" id="password-lg1"[^>]*autoComplete="current-password"[^>]*name="pwd"\/>/);
    expect(html).toContain('name="rememberme" value="forever"/> Remember Me');
    expect(html).toContain(
      '<button type="submit" class="elementor-size-sm elementor-button" name="wp-submit"><span class="elementor-button-text">Log In</span></button>',
    );
    expect(html).toContain(
      '<a class="elementor-lost-password" href="/wp-login.php?action=lostpassword">Lost your password?</a><span class="elementor-login-separator"> | </span><a class="elementor-register" href="/wp-login.php?action=register">Register</a>',
    );
  });

  it('follows its switches: labels for screen readers only, no remember me, no links, custom labels and placeholders, sizes', () => {
    const { html } = run({
      show_labels: '',
      show_remember_me: '',
      show_lost_password: '',
      show_register: '',
      custom_labels: 'yes',
      user_label: 'Guest e-mail',
      user_placeholder: 'you@example.com',
      password_label: 'Secret',
      input_size: 'lg',
      button_size: 'md',
      button_text: 'Sign <em>in</em><script>x</script>',
    });
    expect(html).toContain('<label for="user-lg1" class="elementor-field-label elementor-screen-only">Guest e-mail</label>');
    expect(html).toContain('placeholder="you@example.com"');
    expect(html).toContain('>Secret</label>');
    expect(html).toContain('elementor-size-lg');
    expect(html).toContain('<span class="elementor-button-text">Sign <em>in</em></span>');
    expect(html).not.toContain('rememberme');
    expect(html).not.toContain('elementor-lost-password');
    expect(html).not.toContain('<script>');
  });

  it('sends the visitor to the redirect address when set, and only a usable one', () => {
    expect(run({ redirect_after_login: 'yes', redirect_url: { url: '/my-stay/' } }).html).toContain('name="redirect_to" value="/my-stay/"');
    expect(run({ redirect_after_login: 'yes', redirect_url: { url: 'javascript:alert(1)' } }).html).toContain(
      'name="redirect_to" value="/stay/"',
    );
    expect(run({ redirect_after_login: '', redirect_url: { url: '/my-stay/' } }).html).toContain('name="redirect_to" value="/stay/"');
  });

  it('tells a logged-in visitor who they are, with a log-out form back to the chosen page; nothing without the message', () => {
    const account = { login: 'ines', displayName: 'Inês <b>Duarte</b>' };
    const { html } = run({ redirect_after_logout: 'yes', redirect_logout_url: { url: '/goodbye/' } }, account);
    expect(html).toContain(
      '<div class="elementor-login elementor-login__logged-in-message">You are Logged in as Inês &lt;b&gt;Duarte&lt;/b&gt; (',
    );
    expect(html).toContain(
      '<form class="elementor-login__logout" action="/wp-login.php?action=logout" method="post"><input type="hidden" name="redirect_to" value="/goodbye/"/>',
    );
    expect(html).toContain('>Logout</button>');
    expect(run({ show_logged_in_message: '' }, account).html).toBe('');
  });

  it('writes Elementor’s style selectors', () => {
    const { css } = run({ row_gap: { size: 20, unit: 'px' }, links_color: '#123456', button_background_color: '#0a4a6e' });
    expect(css).toContain('.elementor-element-lg1 .elementor-field-group{margin-bottom:20px}');
    expect(css).toContain('.elementor-element-lg1 .elementor-field-group > a{color:#123456}');
    expect(css).toContain('.elementor-element-lg1 .elementor-button{background-color:#0a4a6e}');
  });
});
