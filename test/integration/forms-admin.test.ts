// The submissions' back-office API through the real app, on SQLite and PostgreSQL: who may use it,
// the list's search, filters and paging, one submission (opening it marks it read), read/unread,
// resend, delete with its files, the staff-only download, and a formula-safe CSV; bad input is a 400.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createSession } from '../../src/accounts/sessions.ts';
import { createUser } from '../../src/db/repositories/users.ts';
import { describeDatabases } from '../helpers/app.ts';
import { formElement, formPage, sendForm } from '../helpers/forms.ts';

const PASSWORD = 'Lemon-Terrace 2026';
const API = '/admin/api';

function browser(app: FastifyInstance) {
  const jar = new Map<string, string>();
  async function request(method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [name, value] = line.split(';')[0].split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return res;
  }
  let nonce = '';
  async function logIn(user: string) {
    const session = await request('GET', `${API}/session`);
    const res = await request('POST', `${API}/login`, { user, pass: PASSWORD, nonce: session.json().nonces.login });
    nonce = res.json().nonces?.admin ?? '';
    return res;
  }
  return { request, logIn, jar, nonce: () => nonce };
}

const FIELDS = [
  { _id: 'a1', custom_id: 'name', field_type: 'text', field_label: 'Name', required: 'true' },
  { _id: 'a2', custom_id: 'message', field_type: 'textarea', field_label: 'Message' },
  { _id: 'a3', custom_id: 'plan', field_type: 'upload', field_label: 'Plan', file_types: 'pdf' },
];

let n = 0;
const ip = () => `198.19.0.${++n}`;

describeDatabases('form submissions in the back office', (suite) => {
  const db = () => suite.db.kysely;
  let pageA = 0;
  let pageB = 0;
  let editor: ReturnType<typeof browser>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const [login, role] of [
      ['subs-admin', 'administrator'],
      ['subs-editor', 'editor'],
      ['subs-author', 'author'],
    ] as const)
      await createUser(db(), { login, email: `${login}@casa-alba.test`, password: PASSWORD, role });
    pageA = await formPage(db(), 'subs-a', [
      formElement('fsub01', { form_name: 'Enquiry', form_fields: FIELDS, submit_actions: ['save-to-database', 'email'] }),
    ]);
    pageB = await formPage(db(), 'subs-b', [
      formElement('fsub02', { form_name: 'Wedding', form_fields: FIELDS, submit_actions: ['save-to-database'] }),
    ]);
    const send = async (key: string, post: number, form: string, values: Record<string, string>, files = {}) => {
      const res = await sendForm(suite.app, post, form, values, files, { ip: ip() });
      expect(res.json().success).toBe(true);
      ids[key] = (await db().selectFrom('form_submissions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    };
    await send(
      'anna',
      pageA,
      'fsub01',
      { name: 'Anna Rossi', message: 'A sea view suite, please' },
      { plan: [{ name: 'plan.pdf', content: '%PDF plan' }] },
    );
    await send('formula', pageA, 'fsub01', { name: '=HYPERLINK("http://evil.example","click")', message: '+1 shout, "quoted"' });
    await send('wedding', pageB, 'fsub02', { name: 'Marco & Lucia', message: 'Wedding in June 100%_sure' });
    for (let i = 0; i < 21; i++) await send(`bulk${i}`, pageB, 'fsub02', { name: `Guest ${i}` });
    editor = browser(suite.app);
    expect((await editor.logIn('subs-editor')).statusCode).toBe(200);
  });

  it('refuses a visitor (401) and an account without the capability (403), for every route', async () => {
    // An author cannot log in to the back office; a session made for the account stands in for one.
    const author = browser(suite.app);
    expect((await author.logIn('subs-author')).statusCode).toBe(403);
    const authorId = (await db().selectFrom('users').select('id').where('login', '=', 'subs-author').executeTakeFirstOrThrow()).id;
    author.jar.set('foyer_session', await createSession(db(), authorId, Date.now(), { role: 'author' }));
    const routes: Array<['GET' | 'PATCH' | 'DELETE' | 'POST', string]> = [
      ['GET', `${API}/submissions`],
      ['GET', `${API}/submissions/csv`],
      ['GET', `${API}/submissions/${ids.anna}`],
      ['PATCH', `${API}/submissions/${ids.anna}`],
      ['DELETE', `${API}/submissions/${ids.anna}`],
      ['POST', `${API}/submissions/${ids.anna}/resend`],
      ['GET', `${API}/submissions/${ids.anna}/files/1`],
    ];
    for (const [method, url] of routes) {
      const anonymous = await browser(suite.app).request(method, url, method === 'GET' ? undefined : {});
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const refused = await author.request(method, url, method === 'GET' ? undefined : { nonce: 'x' });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe('Your account (author) may not read the form submissions.');
    }
    expect(await db().selectFrom('form_submissions').select('id').where('id', '=', ids.anna).executeTakeFirst()).toBeDefined();
  });

  it('lists the newest first, 20 a page, with the forms for the filters', async () => {
    const res = await editor.request('GET', `${API}/submissions`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 24, unread: 24, page: 1, perPage: 20 });
    expect(body.rows).toHaveLength(20);
    expect(body.rows[0]).toMatchObject({
      id: ids.bulk20,
      formName: 'Wedding',
      postId: pageB,
      postTitle: 'Form page subs-b',
      read: false,
      collected: true,
    });
    expect(body.forms).toEqual([
      { elementId: 'fsub01', formName: 'Enquiry', postId: pageA, postTitle: 'Form page subs-a', count: 2 },
      { elementId: 'fsub02', formName: 'Wedding', postId: pageB, postTitle: 'Form page subs-b', count: 22 },
    ]);
    const second = (await editor.request('GET', `${API}/submissions?page=2`)).json();
    expect(second.rows.map((r: { id: number }) => r.id)).toEqual([ids.bulk0, ids.wedding, ids.formula, ids.anna]);
  });

  it('searches the values (every word, LIKE characters taken literally) and filters by form, page and read state', async () => {
    const list = async (query: string) =>
      (await editor.request('GET', `${API}/submissions${query}`)).json().rows.map((r: { id: number }) => r.id);
    expect(await list('?search=sea%20ANNA')).toEqual([ids.anna]);
    expect(await list('?search=100%25_')).toEqual([ids.wedding]);
    expect(await list('?search=%25')).toEqual([ids.wedding]);
    expect(await list('?search=nobody')).toEqual([]);
    expect(await list('?form=fsub01')).toEqual([ids.formula, ids.anna]);
    expect(await list(`?post=${pageA}`)).toEqual([ids.formula, ids.anna]);
    expect(await list(`?post=${pageA}&form=fsub02`)).toEqual([]);
  });

  it('answers 400 naming a bad parameter', async () => {
    for (const query of ['?page=0', '?page=abc', '?read=maybe', '?form=a%20b', '?post=-1', `?search=${'x'.repeat(201)}`]) {
      const res = await editor.request('GET', `${API}/submissions${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('foyer_bad_param');
    }
    for (const url of [`${API}/submissions/abc`, `${API}/submissions/0`]) expect((await editor.request('GET', url)).statusCode).toBe(400);
    expect((await editor.request('GET', `${API}/submissions/99999999`)).statusCode).toBe(404);
  });

  it('shows one submission with its files and log, marks it read, and marks it unread again on request', async () => {
    const res = await editor.request('GET', `${API}/submissions/${ids.anna}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: ids.anna,
      formName: 'Enquiry',
      read: true,
      refererTitle: 'Contact',
      userAgent: 'Mozilla/5.0 (test)',
      actions: ['save-to-database', 'email'],
    });
    expect(detail.fields.map((f: { id: string; value: string }) => [f.id, f.value])).toEqual([
      ['name', 'Anna Rossi'],
      ['message', 'A sea view suite, please'],
      ['plan', 'plan.pdf'],
    ]);
    expect(detail.files).toEqual([
      {
        id: expect.any(Number),
        fieldId: 'plan',
        name: 'plan.pdf',
        size: 9,
        url: `${API}/submissions/${ids.anna}/files/${detail.files[0].id}`,
      },
    ]);
    expect(detail.log.map((l: { action: string; status: string }) => [l.action, l.status])).toEqual([
      ['submission', 'ok'],
      ['email', 'queued'],
    ]);
    expect((await editor.request('GET', `${API}/submissions?read=read`)).json().rows.map((r: { id: number }) => r.id)).toEqual([ids.anna]);

    expect((await editor.request('PATCH', `${API}/submissions/${ids.anna}`, { nonce: 'bad', read: false })).statusCode).toBe(403);
    expect((await editor.request('PATCH', `${API}/submissions/${ids.anna}`, { nonce: editor.nonce(), read: 'no' })).statusCode).toBe(400);
    const patched = await editor.request('PATCH', `${API}/submissions/${ids.anna}`, { nonce: editor.nonce(), read: false });
    expect(patched.json()).toEqual({ id: ids.anna, read: false });
    expect((await editor.request('GET', `${API}/submissions?read=unread&form=fsub01`)).json().rows).toHaveLength(2);
  });

  it('downloads a file as an attachment, never inline, to staff only', async () => {
    const detail = (await editor.request('GET', `${API}/submissions/${ids.anna}`)).json();
    const res = await editor.request('GET', detail.files[0].url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF plan');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await editor.request('GET', `${API}/submissions/${ids.wedding}/files/${detail.files[0].id}`)).statusCode).toBe(404);
    expect((await browser(suite.app).request('GET', detail.files[0].url)).statusCode).toBe(401);
  });

  it('resends the delivery actions and logs it; a form no longer published answers 409', async () => {
    const before = await db().selectFrom('mail_outbox').select('id').where('submission_id', '=', ids.anna).execute();
    expect((await editor.request('POST', `${API}/submissions/${ids.anna}/resend`, { nonce: 'bad' })).statusCode).toBe(403);
    const res = await editor.request('POST', `${API}/submissions/${ids.anna}/resend`, { nonce: editor.nonce() });
    expect(res.statusCode).toBe(200);
    const log = res.json().log as Array<{ action: string; status: string; message: string }>;
    expect(log.slice(-2)).toMatchObject([
      { action: 'resend', status: 'ok', message: 'Resent by subs-editor.' },
      { action: 'email', status: 'queued', message: 'Queued for giulia@casa-alba.example (resent).' },
    ]);
    const after = await db().selectFrom('mail_outbox').select('id').where('submission_id', '=', ids.anna).execute();
    expect(after).toHaveLength(before.length + 1);
    await db().updateTable('posts').set({ status: 'draft' }).where('id', '=', pageB).execute();
    try {
      const gone = await editor.request('POST', `${API}/submissions/${ids.wedding}/resend`, { nonce: editor.nonce() });
      expect(gone.statusCode).toBe(409);
    } finally {
      await db().updateTable('posts').set({ status: 'published' }).where('id', '=', pageB).execute();
    }
  });

  it('exports the filtered list as CSV, one column per field, safe from formula injection', async () => {
    const res = await editor.request('GET', `${API}/submissions/csv?form=fsub01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Casa-Alba-Suites-form-submissions-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID,Date,Form,Page,Page URL,Read,Name,Message,Plan');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${ids.formula},\\S+,Enquiry,Form page subs-a,http://hotel.test/contact/,no,"'=HYPERLINK\\(""http://evil.example"",""click""\\)","'\\+1 shout, ""quoted""",$`,
      ),
    );
    expect(lines[2]).toMatch(/,Anna Rossi,"A sea view suite, please",plan\.pdf$/);
    expect(lines).toHaveLength(4); // two rows and the final CRLF
    expect((await editor.request('GET', `${API}/submissions/csv?read=nope`)).statusCode).toBe(400);
  });

  it('deletes a submission with its files, its log and its unsent mail; refuses a bad nonce and a cross-site request', async () => {
    const file = await db().selectFrom('form_submission_files').selectAll().where('submission_id', '=', ids.anna).executeTakeFirstOrThrow();
    const path = join(suite.app.foyer.config.formUploadsDir, file.stored_name);
    expect(existsSync(path)).toBe(true);
    expect((await editor.request('DELETE', `${API}/submissions/${ids.anna}`, { nonce: 'bad' })).statusCode).toBe(403);
    const crossSite = await editor.request(
      'DELETE',
      `${API}/submissions/${ids.anna}`,
      { nonce: editor.nonce() },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    const res = await editor.request('DELETE', `${API}/submissions/${ids.anna}`, { nonce: editor.nonce() });
    expect(res.json()).toEqual({ id: ids.anna, deleted: true });
    expect(existsSync(path)).toBe(false);
    for (const table of ['form_submission_files', 'form_submission_log', 'mail_outbox'] as const)
      expect(await db().selectFrom(table).select('submission_id').where('submission_id', '=', ids.anna).execute()).toEqual([]);
    expect((await editor.request('DELETE', `${API}/submissions/${ids.anna}`, { nonce: editor.nonce() })).statusCode).toBe(404);
  });
});
