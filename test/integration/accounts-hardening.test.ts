// Account defects from the abuse probe (issue 28), through the real app on SQLite and PostgreSQL:
// reset links that a forged Host or X-Forwarded-Host could steer, reset keys in the access log, and
// a storage failure during registration reported as "already taken".
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createUser } from '../../src/db/repositories/users.ts';
import { describeDatabases, type SuiteApp } from '../helpers/app.ts';

const AJAX = '/wp-admin/admin-ajax.php';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const NEUTRAL = 'If an account matches, a link to choose a new password is on its way to the e-mail address of that account.';

/** A log stream the test reads back. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream, text: () => lines.join('\n') };
}

/** An admin-ajax action with its nonce, from one browser with these headers. */
async function act(app: FastifyInstance, action: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const nonce = await app.inject({
    method: 'POST',
    url: AJAX,
    headers: { ...FORM, ...headers },
    payload: `action=foyer_nonce&for=${action}`,
  });
  const cookie = String(nonce.headers['set-cookie']).split(';')[0];
  return app.inject({
    method: 'POST',
    url: AJAX,
    headers: { ...FORM, ...headers, cookie },
    payload: new URLSearchParams({ ...fields, action, nonce: nonce.json().data }).toString(),
  });
}

const mails = (suite: SuiteApp, to: string) =>
  suite.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', to).orderBy('id').execute();

const withoutBase = logSink();
describeDatabases(
  'reset mail without BASE_URL or ALLOWED_HOSTS',
  (suite) => {
    beforeAll(async () => {
      await createUser(suite.db.kysely, { login: 'anna', email: 'anna@guest.example', password: 'Lemon-Grove-42' });
    });

    it('queues no mail for a forged Host, answers as always, and says why in the log', async () => {
      const res = await act(suite.app, 'foyer_lostpassword', { user: 'anna' }, { host: 'evil.example' });
      expect([res.statusCode, res.json()]).toEqual([200, { success: true, data: NEUTRAL }]);
      expect(await mails(suite, 'anna@guest.example')).toEqual([]);
      // No key is left behind for a mail that was never sent.
      expect(await suite.db.kysely.selectFrom('password_resets').selectAll().execute()).toEqual([]);
      expect(withoutBase.text()).toMatch(/password reset mail not sent: set BASE_URL \(or ALLOWED_HOSTS\)/);
      expect(withoutBase.text()).toMatch(/Password reset mail is off: set BASE_URL \(or ALLOWED_HOSTS\)/);
      expect(withoutBase.text()).not.toContain('evil.example');
    });
  },
  { config: { baseUrl: undefined, allowedHosts: [] }, logger: { level: 'warn', stream: withoutBase.stream } },
);

describeDatabases(
  'reset mail behind a trusted proxy, from ALLOWED_HOSTS',
  (suite) => {
    beforeAll(async () => {
      await createUser(suite.db.kysely, { login: 'bruno', email: 'bruno@guest.example', password: 'Lemon-Grove-42' });
    });

    it('links to the first allowed host over https, whatever Host or X-Forwarded-Host the request names', async () => {
      const res = await act(
        suite.app,
        'foyer_lostpassword',
        { user: 'bruno@guest.example' },
        { host: 'app-1:3000', 'x-forwarded-host': 'www.hotel.test', 'x-forwarded-proto': 'http' },
      );
      expect(res.json().data).toBe(NEUTRAL);
      const [mail] = await mails(suite, 'bruno@guest.example');
      expect(mail.text_body).toMatch(/^https:\/\/hotel\.test\/wp-login\.php\?action=rp&key=[\w-]{43}&login=bruno$/m);
      expect(mail.text_body).not.toContain('www.hotel.test');
    });
  },
  { config: { baseUrl: undefined, allowedHosts: ['hotel.test', 'www.hotel.test'], trustProxy: 1 } },
);

const access = logSink();
describeDatabases(
  'reset links with BASE_URL',
  (suite) => {
    beforeAll(async () => {
      await createUser(suite.db.kysely, { login: 'carla', email: 'carla@guest.example', password: 'Lemon-Grove-42' });
    });

    it('builds the link from BASE_URL when the Host is forged', async () => {
      await act(suite.app, 'foyer_lostpassword', { user: 'carla' }, { host: 'evil.example' });
      const [mail] = await mails(suite, 'carla@guest.example');
      expect(mail.text_body).toMatch(/^http:\/\/hotel\.test\/wp-login\.php\?action=rp&key=[\w-]{43}&login=carla$/m);
      expect(mail.text_body).not.toContain('evil.example');
    });

    it('keeps the reset key out of the access log', async () => {
      const [mail] = await mails(suite, 'carla@guest.example');
      const link = new URL(/http:\S+/.exec(mail.text_body)![0]);
      const key = link.searchParams.get('key')!;
      const page = await suite.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(page.statusCode).toBe(200);
      const logged = access.lines.map((line) => JSON.parse(line) as { req?: { url: string } }).filter((e) => e.req);
      expect(logged.some((e) => e.req!.url === '/wp-login.php?action=rp&key=[redacted]&login=carla')).toBe(true);
      expect(access.text()).not.toContain(key);
    });
  },
  { logger: { level: 'info', stream: access.stream } },
);

describeDatabases('registration when storage fails', (suite) => {
  beforeAll(async () => {
    // A disk that fills up just as this account is written.
    if (suite.dialect === 'sqlite')
      await sql`CREATE TRIGGER users_disk_full BEFORE INSERT ON users WHEN NEW.login = 'diskfull'
        BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`.execute(suite.db.kysely);
    else {
      await sql`CREATE FUNCTION users_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$`.execute(suite.db.kysely);
      await sql`CREATE TRIGGER users_disk_full BEFORE INSERT ON users FOR EACH ROW WHEN (NEW.login = 'diskfull')
        EXECUTE FUNCTION users_disk_full()`.execute(suite.db.kysely);
    }
  });

  const fields = (user: string) => ({ user, mail: `${user}@guest.example`, pass: 'Terrace&Lemons9' });

  it('answers a server error, never "already taken", when the insert fails for another reason', async () => {
    const res = await act(suite.app, 'foyer_register', fields('diskfull'));
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toMatch(/taken|disk|space/i);
  });

  it('answers 409 to the second of two registrations racing for one name', async () => {
    const [a, b] = await Promise.all([act(suite.app, 'foyer_register', fields('twin')), act(suite.app, 'foyer_register', fields('twin'))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().data).toMatch(/already taken|already exists/);
  });
});
