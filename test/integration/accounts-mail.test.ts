// Password reset mail through a real local SMTP server (smtp-server from npm): what the server
// receives, and the outbox keeping and retrying mail while the server is down.
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect, it } from 'vitest';
import { enqueueMail, startOutbox } from '../../src/accounts/outbox.ts';
import { describeDatabases } from '../helpers/app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function startSmtp(port: number): Promise<{ received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const quiet = { info: () => undefined, warn: () => undefined };
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

describeDatabases('password reset mail over SMTP', (suite) => {
  it('keeps mail while the SMTP server is down, retries with backoff, and delivers it once the server is up', async () => {
    const db = suite.db.kysely;
    const port = await freePort();
    const warnings: object[] = [];
    const outbox = startOutbox({
      db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Casa Alba <reservations@hotel.test>',
      log: { ...quiet, warn: (obj) => warnings.push(obj) },
      pollMs: 3_600_000,
    });
    closers.push(() => outbox.stop());
    const t0 = Date.now();
    await enqueueMail(
      db,
      {
        to: 'anna@guest.example',
        subject: 'Password reset',
        text: 'Open https://hotel.test/wp-login.php?action=rp&key=SECRETKEY&login=anna',
      },
      t0,
    );

    // Down: nothing sent, the row stays with a retry 30 s later, then 60 s after the next failure.
    expect(await outbox.deliverDue(t0)).toBe(0);
    const row = () => db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'anna@guest.example').executeTakeFirstOrThrow();
    let state = await row();
    expect(state).toMatchObject({ attempts: 1, sent_at: null });
    expect(Date.parse(state.next_attempt_at) - t0).toBe(30_000);
    expect(state.last_error).toBe('ESOCKET'); // nodemailer's code for a connection refused
    expect(await outbox.deliverDue(t0 + 10_000)).toBe(0); // not due yet: no attempt
    expect((await row()).attempts).toBe(1);
    expect(await outbox.deliverDue(t0 + 30_000)).toBe(0);
    state = await row();
    expect(state.attempts).toBe(2);
    expect(Date.parse(state.next_attempt_at) - (t0 + 30_000)).toBe(60_000);
    expect(JSON.stringify(warnings)).not.toContain('SECRETKEY');

    // Up again: the next due round delivers it, exactly once.
    const smtp = await startSmtp(port);
    closers.push(smtp.close);
    expect(await outbox.deliverDue(t0 + 90_000)).toBe(1);
    expect(await outbox.deliverDue(t0 + 10_000_000)).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['anna@guest.example']);
    expect(smtp.received[0].from).toBe('reservations@hotel.test');
    expect(smtp.received[0].raw).toContain('Subject: Password reset');
    expect((await row()).sent_at).not.toBeNull();
  });

  it('mails the reset link of a lost-password request through the app, and the link opens the reset page', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    closers.push(smtp.close);
    const db = suite.db.kysely;
    const { createUser } = await import('../../src/db/repositories/users.ts');
    await createUser(db, { login: 'paolo', email: 'paolo@guest.example', password: 'Lemon-Grove-42' });
    const outbox = startOutbox({
      db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Casa Alba <reservations@hotel.test>',
      log: quiet,
      pollMs: 3_600_000,
    });
    closers.push(() => outbox.stop());

    const nonceRes = await suite.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=foyer_nonce&for=foyer_lostpassword',
    });
    const anon = String(nonceRes.headers['set-cookie']).split(';')[0];
    const res = await suite.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: anon },
      payload: new URLSearchParams({ action: 'foyer_lostpassword', nonce: nonceRes.json().data, user: 'paolo' }).toString(),
    });
    expect(res.json().success).toBe(true);
    expect(await outbox.deliverDue()).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes('paolo@guest.example'))!;
    expect(mail.raw).toMatch(/Subject: \[Casa Alba Suites\] Password reset/);
    // Quoted-printable may wrap long lines: undo soft breaks before reading the link.
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /http:\/\/hotel\.test(\/wp-login\.php\?action=rp&key=[\w-]{43}&login=paolo)/.exec(body)![1];
    const page = await suite.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');
  });
});
