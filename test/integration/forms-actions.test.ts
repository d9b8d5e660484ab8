// A form's actions through the real app, on SQLite and PostgreSQL: the submission is stored before
// any action runs; mail (Email, Email 2) waits in the outbox with every header Elementor sets and
// each delivery or failure is logged on the submission; the webhook is POSTed (form-encoded or JSON)
// to a local stand-in, retried with backoff after a failure and given up after too many; redirect and
// popup answers; and a failing mail server and webhook never turn the visitor's answer into a failure.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOutbox } from '../../src/accounts/outbox.ts';
import { WEBHOOK_MAX_ATTEMPTS } from '../../src/forms/limits.ts';
import { startWebhookQueue } from '../../src/forms/webhook-queue.ts';
import { webhookQueueOf } from '../../src/server/routes/forms.ts';
import { DEFAULT_MESSAGES } from '../../src/widgets/form/messages.ts';
import { describeDatabases } from '../helpers/app.ts';
import { formElement, formPage, sendForm } from '../helpers/forms.ts';

interface Hit {
  contentType: string;
  body: string;
}

/** A local webhook receiver answering `status()` (or never, for 'hang'). */
async function receiver(status: () => number | 'hang'): Promise<{ url: string; hits: Hit[]; close(): Promise<void> }> {
  const hits: Hit[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ contentType: String(req.headers['content-type']), body: Buffer.concat(chunks).toString('utf8') });
      const answer = status();
      if (answer === 'hang') return; // never answers
      res.writeHead(answer).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/catch?token=SECRET`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const FIELDS = [
  { _id: 'a1', custom_id: 'name', field_type: 'text', field_label: 'Name', required: 'true' },
  { _id: 'a2', custom_id: 'email', field_type: 'email', field_label: 'Email', required: 'true' },
  { _id: 'a3', custom_id: 'message', field_type: 'textarea', field_label: 'Message' },
  { _id: 'a4', custom_id: 'suite', field_type: 'select', field_label: 'Suite', field_options: 'Sea view|sea\nGarden|garden' },
];
const VALUES = { name: 'Anna <b>Rossi</b>', email: 'anna@guest.example', message: 'Two nights\r\nplease', suite: 'sea' };

let n = 0;
const ip = () => `198.18.0.${++n}`;
const quiet = { info: () => undefined, warn: () => undefined };

describeDatabases('form actions', (suite) => {
  const db = () => suite.db.kysely;
  const hooks: Array<Awaited<ReturnType<typeof receiver>>> = [];
  let ok: Awaited<ReturnType<typeof receiver>>;
  let failing: Awaited<ReturnType<typeof receiver>>;
  let failures = 1;
  const pages: Record<string, number> = {};

  const logOf = async (id: number) =>
    db().selectFrom('form_submission_log').select(['action', 'status', 'message']).where('submission_id', '=', id).orderBy('id').execute();
  const lastSubmission = () => db().selectFrom('form_submissions').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  /** The app's own queue makes the first call at once; waits until it is logged. */
  async function settled(id: number, action: string, count = 2): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if ((await logOf(id)).filter((l) => l.action === action).length >= count) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${action} outcome logged for ${id}`);
  }

  beforeAll(async () => {
    ok = await receiver(() => 200);
    failing = await receiver(() => (failures-- > 0 ? 500 : 200));
    hooks.push(ok, failing);
    const add = async (slug: string, settings: Record<string, unknown>) => {
      pages[slug] = await formPage(db(), slug, [formElement('fa0001', { form_name: `Form ${slug}`, form_fields: FIELDS, ...settings })]);
    };
    await add('mail-defaults', { submit_actions: ['save-to-database', 'email'] });
    await add('mail-all', {
      submit_actions: ['email', 'email2'],
      email_to: 'desk@casa-alba.example, [field id="email"], not-an-address',
      email_subject: 'Enquiry from [field id="name"]',
      email_content: 'New enquiry for [field id="suite"]:\n[all-fields]',
      email_from: 'forms@casa-alba.example',
      email_from_name: 'Casa Alba forms',
      email_reply_to: 'email',
      email_to_cc: 'manager@casa-alba.example',
      email_to_bcc: 'archive@casa-alba.example',
      form_metadata: ['date', 'remote_ip'],
      email_content_type: 'plain',
      email_to_2: '[field id="email"]',
      email_subject_2: 'We received your message',
      email_content_2: 'Dear [field id="name"], thank you.',
      form_metadata_2: [],
      email_content_type_2: 'html',
    });
    await add('hook-plain', { submit_actions: ['save-to-database', 'webhook'], webhooks: ok.url });
    await add('hook-advanced', { submit_actions: ['webhook'], webhooks: ok.url, webhooks_advanced_data: 'yes' });
    await add('hook-failing', { submit_actions: ['save-to-database', 'webhook'], webhooks: failing.url });
    await add('redirect', { submit_actions: ['redirect'], redirect_to: 'https://casa-alba.example/thanks/?who=[field id="name"]' });
    await add('redirect-path', { submit_actions: ['redirect'], redirect_to: '/thanks/' });
    await add('redirect-bad', { submit_actions: ['redirect'], redirect_to: 'javascript:alert([field id="name"])' });
    await add('popup', { submit_actions: ['popup'], popup_action: 'open', popup_action_popup_id: '42' });
    await add('popup-close', { submit_actions: ['popup'], popup_action: 'close' });
    await add('unknown', { submit_actions: ['mailchimp', 'email'] });
    await add('down', { submit_actions: ['email', 'webhook'], webhooks: `http://127.0.0.1:${await closedPort()}/never` });
  });
  afterAll(async () => {
    for (const hook of hooks) await hook.close();
  });

  const submit = (slug: string, values: Record<string, string> = VALUES) =>
    sendForm(suite.app, pages[slug], 'fa0001', values, {}, { ip: ip() });

  it('Email with Elementor’s defaults: to the admin address, the site’s subject, every field and the metadata lines, as HTML and text', async () => {
    const res = await submit('mail-defaults');
    expect(res.json()).toEqual({ success: true, data: { message: DEFAULT_MESSAGES.success, data: {} } });
    const submission = await lastSubmission();
    const mail = await db().selectFrom('mail_outbox').selectAll().where('submission_id', '=', submission.id).executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('giulia@casa-alba.example');
    expect(mail.subject).toBe('New message from "Casa Alba Suites"');
    expect(mail.submission_action).toBe('email');
    expect(mail.text_body).toContain('Name: Anna <b>Rossi</b>\nEmail: anna@guest.example\nMessage: Two nights\nplease\nSuite: sea\n');
    expect(mail.text_body).toMatch(
      /\n---\n\nDate: \w+ \d{1,2}, \d{4}\nTime: \d{1,2}:\d\d [ap]m\nPage URL: http:\/\/hotel.test\/contact\/\nUser Agent: Mozilla\/5.0 \(test\)\nRemote IP: 198\.18\.0\.\d+\nPowered by: Foyer\n$/,
    );
    // HTML: values escaped, a textarea's lines kept.
    expect(mail.html_body).toContain('Name: Anna &lt;b&gt;Rossi&lt;/b&gt;<br>');
    expect(mail.html_body).toContain('Message: Two nights<br />please');
    expect(mail.html_body).not.toContain('<b>Rossi');
    expect(mail.from_address).toBeNull(); // the site's own From
    expect(await logOf(submission.id)).toEqual([
      { action: 'submission', status: 'ok', message: 'Received and stored.' },
      { action: 'email', status: 'queued', message: 'Queued for giulia@casa-alba.example.' },
    ]);
  });

  it('Email and Email 2 with every setting: shortcodes, from, reply-to, cc, bcc, plain and HTML', async () => {
    await submit('mail-all');
    const submission = await lastSubmission();
    const [first, second] = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('submission_id', '=', submission.id)
      .orderBy('id')
      .execute();
    expect(first).toMatchObject({
      to_address: 'desk@casa-alba.example, anna@guest.example',
      subject: 'Enquiry from Anna <b>Rossi</b>',
      from_address: '"Casa Alba forms" <forms@casa-alba.example>',
      reply_to: 'anna@guest.example',
      cc: 'manager@casa-alba.example',
      bcc: 'archive@casa-alba.example',
      html_body: null,
      submission_action: 'email',
    });
    expect(first.text_body).toMatch(/^New enquiry for sea:\nName: Anna <b>Rossi<\/b>\n.*\n---\n\nDate: .+\nRemote IP: .+\n$/s);
    expect(second).toMatchObject({ to_address: 'anna@guest.example', subject: 'We received your message', submission_action: 'email2' });
    expect(second.text_body).toBe('Dear Anna <b>Rossi</b>, thank you.');
    expect(second.html_body).toBe('<!DOCTYPE html><html><body>Dear Anna &lt;b&gt;Rossi&lt;/b&gt;, thank you.</body></html>');
    const log = await logOf(submission.id);
    expect(log[0].message).toMatch(/not collect submissions/); // stored for delivery only
    expect(submission.collected).toBe(0);
    expect(log.slice(1).map((l) => [l.action, l.status])).toEqual([
      ['email', 'queued'],
      ['email2', 'queued'],
    ]);
  });

  it('a header never takes a line break from what a visitor typed', async () => {
    await submit('mail-all', { ...VALUES, name: 'Anna\r\nBcc: victim@example.com' });
    const submission = await lastSubmission();
    const mail = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('submission_id', '=', submission.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Enquiry from Anna Bcc: victim@example.com');
    expect(mail.bcc).toBe('archive@casa-alba.example');
  });

  it('Webhook, plain: the fields by label with form_id and form_name, form-encoded; delivery logged without the URL’s token', async () => {
    const before = ok.hits.length;
    await submit('hook-plain');
    const submission = await lastSubmission();
    await settled(submission.id, 'webhook');
    const hit = ok.hits[before];
    expect(hit.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(hit.body))).toEqual({
      Name: 'Anna <b>Rossi</b>',
      Email: 'anna@guest.example',
      Message: 'Two nights\nplease',
      Suite: 'sea',
      form_id: 'fa0001',
      form_name: 'Form hook-plain',
    });
    const log = (await logOf(submission.id)).filter((l) => l.action === 'webhook');
    expect(log.map((l) => l.status)).toEqual(['queued', 'ok']);
    expect(log[1].message).toMatch(/^Delivered to http:\/\/127\.0\.0\.1:\d+\/hooks\/catch \(attempt 1\)\.$/);
    expect(JSON.stringify(log)).not.toContain('SECRET');
  });

  it('Webhook, advanced data: {form, fields, meta} as JSON', async () => {
    const before = ok.hits.length;
    await submit('hook-advanced');
    const submission = await lastSubmission();
    await settled(submission.id, 'webhook');
    const hit = ok.hits[before];
    expect(hit.contentType).toBe('application/json');
    const body = JSON.parse(hit.body);
    expect(body.form).toEqual({ id: 'fa0001', name: 'Form hook-advanced' });
    expect(body.fields.email).toMatchObject({ id: 'email', type: 'email', title: 'Email', value: 'anna@guest.example' });
    expect(Object.keys(body.meta)).toEqual(['date', 'time', 'page_url', 'user_agent', 'remote_ip']);
    expect(body.meta.page_url).toEqual({ title: 'Page URL', value: 'http://hotel.test/contact/' });
  });

  it('a failing webhook is logged, retried after 30 s (not sooner), and logged again when it gets through', async () => {
    failures = 1;
    const res = await submit('hook-failing');
    expect(res.json().success).toBe(true);
    const submission = await lastSubmission();
    await settled(submission.id, 'webhook');
    let log = (await logOf(submission.id)).filter((l) => l.action === 'webhook');
    expect(log[1]).toMatchObject({ status: 'retrying' });
    expect(log[1].message).toBe('Webhook error: the receiver answered HTTP 500. Attempt 1; next try in 30 s.');
    const row = await db().selectFrom('form_webhooks').selectAll().where('submission_id', '=', submission.id).executeTakeFirstOrThrow();
    const due = Date.parse(row.next_attempt_at);
    const queue = webhookQueueOf(suite.app)!;
    expect(await queue.deliverDue(due - 1000)).toBe(0); // not due yet
    expect(await queue.deliverDue(due)).toBe(1);
    log = (await logOf(submission.id)).filter((l) => l.action === 'webhook');
    expect(log.map((l) => l.status)).toEqual(['queued', 'retrying', 'ok']);
    expect(log[2].message).toMatch(/\(attempt 2\)\.$/);
  });

  it(`a webhook that never answers times out; after ${WEBHOOK_MAX_ATTEMPTS} attempts the queue gives up and says so`, async () => {
    const hang = await receiver(() => 'hang');
    hooks.push(hang);
    const id = (await lastSubmission()).id;
    const queue = startWebhookQueue({ db: db(), log: quiet, timeoutMs: 100, pollMs: 3_600_000 });
    try {
      const t0 = Date.now() + 10 * 86_400_000; // far ahead, so nothing else is due
      await db()
        .insertInto('form_webhooks')
        .values({
          submission_id: id,
          url: hang.url,
          content_type: 'application/json',
          body: '{}',
          next_attempt_at: new Date(t0).toISOString(),
          created_at: new Date(t0).toISOString(),
        })
        .execute();
      let now = t0;
      for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
        expect(await queue.deliverDue(now)).toBe(0);
        const row = await db().selectFrom('form_webhooks').selectAll().where('url', '=', hang.url).executeTakeFirstOrThrow();
        expect(row.attempts).toBe(attempt);
        now = Date.parse(row.next_attempt_at);
      }
      const row = await db().selectFrom('form_webhooks').selectAll().where('url', '=', hang.url).executeTakeFirstOrThrow();
      expect(row.gave_up_at).not.toBeNull();
      expect(await queue.deliverDue(now + 86_400_000)).toBe(0);
      expect(hang.hits).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      const log = (await logOf(id)).filter((l) => l.action === 'webhook');
      expect(log.at(-2)!.message).toBe(`Webhook error: no answer within 0.1 s. Attempt ${WEBHOOK_MAX_ATTEMPTS - 1}; next try in 3600 s.`);
      expect(log.at(-1)).toEqual({
        action: 'webhook',
        status: 'failed',
        message: `Webhook error: no answer within 0.1 s. Gave up after ${WEBHOOK_MAX_ATTEMPTS} attempts; resend to try again.`,
      });
    } finally {
      await queue.stop();
    }
  });

  it('store before act: with the mail server down and the webhook failing, the visitor sees success and every failure is on the submission', async () => {
    const res = await submit('down');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { message: DEFAULT_MESSAGES.success, data: {} } });
    const submission = await lastSubmission();
    expect(submission.form_name).toBe('Form down');
    await settled(submission.id, 'webhook');
    // The mail server is down: an outbox pointed at a closed port tries, fails, and says so on the submission.
    const outbox = startOutbox({
      db: db(),
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: 'Casa Alba <desk@casa-alba.example>',
      log: quiet,
      pollMs: 3_600_000,
    });
    try {
      await outbox.deliverDue();
    } finally {
      await outbox.stop();
    }
    const log = await logOf(submission.id);
    expect(log.find((l) => l.action === 'email' && l.status === 'retrying')?.message).toMatch(
      /^Not sent \(attempt 1\): ESOCKET\. Next try in 30 s\.$/,
    );
    expect(log.find((l) => l.action === 'webhook' && l.status === 'retrying')?.message).toMatch(
      /^Webhook error: ECONNREFUSED\. Attempt 1; next try in 30 s\.$/,
    );
    const mail = await db().selectFrom('mail_outbox').selectAll().where('submission_id', '=', submission.id).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ attempts: 1, sent_at: null });
  });

  it('Redirect: shortcodes URL-encoded into the address; a path on this site; never another scheme', async () => {
    expect((await submit('redirect')).json().data.data).toEqual({
      redirect_url: 'https://casa-alba.example/thanks/?who=Anna%20%3Cb%3ERossi%3C%2Fb%3E',
    });
    expect((await submit('redirect-path')).json().data.data).toEqual({ redirect_url: '/thanks/' });
    const bad = await submit('redirect-bad');
    expect(bad.json()).toEqual({ success: true, data: { message: DEFAULT_MESSAGES.success, data: {} } });
    const log = await logOf((await lastSubmission()).id);
    expect(log.at(-1)).toMatchObject({ action: 'redirect', status: 'failed' });
  });

  it('Popup: open or close by id in the answer', async () => {
    expect((await submit('popup')).json().data.data).toEqual({ popup: { action: 'open', id: '42' } });
    expect((await submit('popup-close')).json().data.data).toEqual({ popup: { action: 'close', id: '' } });
  });

  it('an action this site does not have is logged and the others still run', async () => {
    expect((await submit('unknown')).json().success).toBe(true);
    const log = await logOf((await lastSubmission()).id);
    expect(log.slice(1).map((l) => [l.action, l.status])).toEqual([
      ['mailchimp', 'failed'],
      ['email', 'queued'],
    ]);
  });
});
