// The login widget's plain form and /wp-login.php's own pages through the real app, on SQLite and
// PostgreSQL: log in (remember me or not), back to an address of this site only, the refused form
// shown again with what was typed, lost password, register, log out, and the origin check.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/db/repositories/users.ts';
import { describeDatabases } from '../helpers/app.ts';
import { localRedirect } from '../../src/server/routes/login-pages.tsx';

const PASSWORD = 'Harbour light 1907!';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function browser(app: FastifyInstance, ip: string) {
  const jar = new Map<string, string>();
  const cookie = () => (jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {});
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [name, value] = line.split(';')[0].split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
  };
  async function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { ...FORM, ...cookie(), ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
    keep(res.headers['set-cookie']);
    return res;
  }
  const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: ip, headers: cookie() });
  return { post, get, jar };
}

describeDatabases('/wp-login.php pages', (suite) => {
  beforeAll(async () => {
    await createUser(suite.db.kysely, {
      login: 'ines',
      email: 'ines@guest.example',
      password: PASSWORD,
      displayName: 'Inês Duarte',
      role: 'subscriber',
    });
  });

  it('logs in from the plain form and goes back to the page it came from (303), remembered for 14 days', async () => {
    const b = browser(suite.app, '203.0.113.40');
    const res = await b.post('/wp-login.php', { log: 'ines', pwd: PASSWORD, rememberme: 'forever', redirect_to: '/about/?tab=2' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/about/?tab=2');
    const session = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('foyer_session='));
    expect(session).toMatch(/Max-Age=1209600/);
    expect(session).toMatch(/HttpOnly/);
    const page = await b.get('/wp-login.php');
    expect(page.body).toContain('You are logged in as <strong>Inês Duarte</strong>');
  });

  it('without Remember Me the session cookie ends with the browser session', async () => {
    const b = browser(suite.app, '203.0.113.41');
    const res = await b.post('/wp-login.php', { log: 'ines@guest.example', pwd: PASSWORD, redirect_to: '/' });
    expect(res.statusCode).toBe(303);
    const session = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('foyer_session='));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/Max-Age/);
  });

  it('never sends a visitor to another site after logging in', async () => {
    for (const target of ['https://evil.example/phish', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const b = browser(suite.app, '203.0.113.42');
      const res = await b.post('/wp-login.php', { log: 'ines', pwd: PASSWORD, redirect_to: target });
      expect(res.statusCode, target).toBe(303);
      expect(res.headers.location, target).toBe('/');
    }
  });

  it('shows a refused login again with the name typed (never the password), the message announced, and a 401', async () => {
    const b = browser(suite.app, '203.0.113.43');
    const res = await b.post('/wp-login.php', { log: 'ines', pwd: 'wrong password', redirect_to: '/contact/' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('The username or password is not right. Please try again.');
    expect(res.body).toContain('value="ines"');
    expect(res.body).not.toContain('wrong password');
    expect(res.body).toContain('name="redirect_to" value="/contact/"');
    expect(b.jar.has('foyer_session')).toBe(false);
    const empty = await b.post('/wp-login.php', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please type your username (or e-mail address) and your password.');
  });

  it('refuses a login form posted from another site', async () => {
    const b = browser(suite.app, '203.0.113.44');
    const res = await b.post('/wp-login.php', { log: 'ines', pwd: PASSWORD }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('came from another site');
    expect(b.jar.has('foyer_session')).toBe(false);
  });

  it('logs out by the form (303 back), and asks first when a log-out arrives by link', async () => {
    const b = browser(suite.app, '203.0.113.45');
    await b.post('/wp-login.php', { log: 'ines', pwd: PASSWORD, redirect_to: '/' });
    expect(b.jar.has('foyer_session')).toBe(true);
    const ask = await b.get('/wp-login.php?action=logout&redirect_to=/gallery/');
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('action="/wp-login.php?action=logout"');
    expect(ask.body).toContain('value="/gallery/"');
    const out = await b.post('/wp-login.php?action=logout', { redirect_to: '/gallery/' });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/gallery/');
    expect(b.jar.has('foyer_session')).toBe(false);
    // Logged out already: the visitor still lands where they meant to go.
    const again = await b.post('/wp-login.php?action=logout', { redirect_to: '/gallery/' });
    expect([again.statusCode, again.headers.location]).toEqual([303, '/gallery/']);
  });

  it('answers a lost-password request the same whether or not the account exists', async () => {
    const known = await browser(suite.app, '203.0.113.46').post('/wp-login.php?action=lostpassword', { user_login: 'ines' });
    const unknown = await browser(suite.app, '203.0.113.47').post('/wp-login.php?action=lostpassword', { user_login: 'nobody-here' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const sent = 'If an account matches, a link to choose a new password is on its way';
    expect(known.body).toContain(sent);
    expect(unknown.body).toContain(sent);
    const empty = await browser(suite.app, '203.0.113.48').post('/wp-login.php?action=lostpassword', { user_login: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please type your username or e-mail address.');
  });

  it('registers from the plain form and logs the new account in; a refusal keeps what was typed but the password', async () => {
    const b = browser(suite.app, '203.0.113.49');
    const weak = await b.post('/wp-login.php?action=register', {
      user_login: 'tomas',
      user_email: 'tomas@guest.example',
      user_pass: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('value="tomas@guest.example"');
    expect(weak.body).not.toContain('value="short"');
    const ok = await b.post('/wp-login.php?action=register', {
      user_login: 'tomas',
      user_email: 'tomas@guest.example',
      user_pass: 'Lighthouse keeper 1907',
      display_name: 'Tomás Vidal',
    });
    expect(ok.statusCode).toBe(303);
    expect(b.jar.has('foyer_session')).toBe(true);
    const taken = await browser(suite.app, '203.0.113.50').post('/wp-login.php?action=register', {
      user_login: 'tomas',
      user_email: 'other@guest.example',
      user_pass: 'Lighthouse keeper 1907',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('shows each page with a 200 and an unknown action with a 404 and the login form', async () => {
    const b = browser(suite.app, '203.0.113.51');
    for (const [url, text] of [
      ['/wp-login.php', 'Username or Email Address'],
      ['/wp-login.php?action=lostpassword', 'Get New Password'],
      ['/wp-login.php?action=register', 'Register'],
    ]) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toContain('no-store');
      expect(res.body, url).toContain(text);
    }
    const odd = await b.get('/wp-login.php?action=%3Cscript%3E');
    expect(odd.statusCode).toBe(404);
    expect(odd.body).not.toContain('<script>');
    // Not logged in: a log-out link just goes where it was going.
    const out = await b.get('/wp-login.php?action=logout&redirect_to=https://evil.example/');
    expect([out.statusCode, out.headers.location]).toEqual([303, '/']);
  });
});

describe('localRedirect', () => {
  const request = { protocol: 'https', host: 'hotel.example', server: { foyer: { config: { baseUrl: 'https://www.hotel.example' } } } };
  const local = (value: string) => localRedirect(value, request as never);
  it('keeps paths and addresses of this site, reduced to their path', () => {
    expect(local('/rooms/?view=sea#book')).toBe('/rooms/?view=sea#book');
    expect(local('https://hotel.example/a')).toBe('/a');
    expect(local('https://www.hotel.example/b?c=1')).toBe('/b?c=1');
  });
  it('refuses other sites, protocol-relative and backslash tricks, schemes and nonsense', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil',
      'javascript:alert(1)',
      'rooms',
      '',
      'http://hotel.example.evil.example/',
    ]) {
      expect(local(bad), bad).toBeUndefined();
    }
  });
});
