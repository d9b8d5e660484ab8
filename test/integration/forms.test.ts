// Elementor Pro's form endpoint through the real app, on SQLite and PostgreSQL: every validation rule
// and message, the answers' shapes, spam checks (honeypot, minimum time, rate limit), request limits,
// uploads, and that a submission is stored before its actions run.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, DEFAULT_MESSAGES } from '../../src/widgets/form/messages.ts';
import { FORM_RATE_LIMIT, MAX_LINE_CHARS, MAX_TEXTAREA_CHARS, MIN_FILL_MS } from '../../src/forms/limits.ts';
import { describeDatabases } from '../helpers/app.ts';
import { ALL_FIELDS, formElement, formPage, sendForm, VALID } from '../helpers/forms.ts';

let ipCounter = 0;
/** A fresh client address per request, so the rate limit stays out of tests that are not about it. */
const ip = () => `198.51.100.${++ipCounter % 250}`;

describeDatabases('form submissions: validation and protocol', (suite) => {
  let pageId = 0;
  let customId = 0;
  const db = () => suite.db.kysely;
  const send = (values: Record<string, string | string[]>, files = {}, options = {}) =>
    sendForm(suite.app, pageId, 'f0rm001', values, files, { ip: ip(), ...options });
  const submissions = () => db().selectFrom('form_submissions').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    pageId = await formPage(db(), 'form-validation', [
      formElement('f0rm001', { form_name: 'Enquiry', form_fields: ALL_FIELDS, submit_actions: ['save-to-database'] }),
    ]);
    customId = await formPage(db(), 'form-custom', [
      formElement('f0rm002', {
        form_name: 'Custom words',
        form_fields: [{ _id: 'x', custom_id: 'name', field_type: 'text', required: 'true', field_label: 'Name' }],
        submit_actions: ['save-to-database'],
        custom_messages: 'yes',
        success_message: 'Grazie!',
        invalid_message: 'Please check the form.',
        required_field_message: 'Needed.',
      }),
    ]);
    await formPage(db(), 'form-draft', [formElement('f0rm003', { form_fields: ALL_FIELDS })], 'draft');
  });

  it('stores a valid submission and answers Elementor’s success shape', async () => {
    const before = (await submissions()).length;
    const res = await send({
      ...VALID,
      message: 'Two nights\nwith a view',
      site: 'https://anna.example/',
      phone: '+39(0)81-555.123',
      guests: '2',
      arrival: '2026-06-01',
      time: '14:30',
      suite: 'sea',
      extras: ['breakfast', 'late'],
      room: 'Twin',
      langs: ['en', 'it'],
      secret: 'hunter2',
      source: 'contact',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({ success: true, data: { message: DEFAULT_MESSAGES.success, data: {} } });
    const rows = await submissions();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ form_name: 'Enquiry', element_id: 'f0rm001', post_id: pageId, collected: 1, is_read: 0 });
    expect(row.page_url).toBe('http://hotel.test/contact/');
    expect(row.referer_title).toBe('Contact');
    expect(row.user_agent).toBe('Mozilla/5.0 (test)');
    const fields = JSON.parse(row.fields) as Array<{ id: string; value: string }>;
    const value = (id: string) => fields.find((f) => f.id === id)?.value;
    expect(value('extras')).toBe('breakfast, late');
    expect(value('langs')).toBe('en, it');
    expect(value('consent')).toBe('on');
    expect(value('message')).toBe('Two nights\nwith a view');
    expect(value('secret')).toBe('********'); // a password is never stored
    expect(fields.some((f) => f.id === 'trap')).toBe(false); // the honeypot is not a value
  });

  const cases: Array<[string, Record<string, string | string[]>, string]> = [
    ['a missing required field', { email: 'anna@guest.example', consent: 'on' }, DEFAULT_MESSAGES.required_field],
    ['a blank required field', { ...VALID, name: '   ' }, DEFAULT_MESSAGES.required_field],
    ['an unaccepted acceptance', { name: 'Anna', email: 'anna@guest.example' }, DEFAULT_MESSAGES.required_field],
    ['a bad e-mail', { ...VALID, email: 'anna@' }, FIELD_MESSAGES.email],
    ['a bad web address', { ...VALID, site: 'javascript:alert(1)' }, FIELD_MESSAGES.url],
    ['a bad phone number', { ...VALID, phone: '555 CALL ME' }, FIELD_MESSAGES.tel],
    ['a number that is not one', { ...VALID, guests: 'two' }, FIELD_MESSAGES.number],
    ['a number above the maximum', { ...VALID, guests: '7' }, FIELD_MESSAGES.numberMax(6)],
    ['a number below the minimum', { ...VALID, guests: '0' }, FIELD_MESSAGES.numberMin(1)],
    ['a date in another format', { ...VALID, arrival: '01/06/2026' }, FIELD_MESSAGES.date],
    ['a date that does not exist', { ...VALID, arrival: '2026-02-30' }, FIELD_MESSAGES.date],
    ['a date before the minimum', { ...VALID, arrival: '2025-12-31' }, FIELD_MESSAGES.dateMin('2026-01-01')],
    ['a date after the maximum', { ...VALID, arrival: '2028-01-01' }, FIELD_MESSAGES.dateMax('2027-12-31')],
    ['a time out of range', { ...VALID, time: '24:10' }, FIELD_MESSAGES.time],
    ['a select value never offered', { ...VALID, suite: 'penthouse' }, FIELD_MESSAGES.option],
    ['a radio value never offered', { ...VALID, room: 'Single' }, FIELD_MESSAGES.option],
    ['a checkbox value never offered', { ...VALID, extras: ['breakfast', 'spa'] }, FIELD_MESSAGES.option],
    ['a multiple-select value never offered', { ...VALID, langs: ['en', 'de'] }, FIELD_MESSAGES.option],
    ['a single-line value too long', { ...VALID, name: 'x'.repeat(MAX_LINE_CHARS + 1) }, FIELD_MESSAGES.tooLong(MAX_LINE_CHARS)],
  ];
  for (const [what, values, message] of cases)
    it(`refuses ${what} with “${message}”, storing nothing`, async () => {
      const before = (await submissions()).length;
      const res = await send(values);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.data.message).toBe(DEFAULT_MESSAGES.invalid);
      expect(Object.values(body.data.errors)).toEqual([message]);
      expect(body.data.data).toEqual([]);
      expect(await submissions()).toHaveLength(before);
    });

  it('keeps a textarea up to its own, larger limit', async () => {
    const ok = await send({ ...VALID, message: 'x'.repeat(MAX_TEXTAREA_CHARS) });
    expect(ok.json().success).toBe(true);
    const long = await send({ ...VALID, message: 'x'.repeat(MAX_TEXTAREA_CHARS + 1) });
    expect(long.json().data.errors).toEqual({ message: FIELD_MESSAGES.tooLong(MAX_TEXTAREA_CHARS) });
  });

  it('names every invalid field at once, keyed by custom id', async () => {
    const res = await send({ email: 'nope', guests: '99', consent: 'on' });
    expect(res.json().data.errors).toEqual({
      name: DEFAULT_MESSAGES.required_field,
      email: FIELD_MESSAGES.email,
      guests: FIELD_MESSAGES.numberMax(6),
    });
  });

  it('answers with the form’s custom messages', async () => {
    const bad = await sendForm(suite.app, customId, 'f0rm002', {}, {}, { ip: ip() });
    expect(bad.json().data).toEqual({ message: 'Please check the form.', errors: { name: 'Needed.' }, data: [] });
    const good = await sendForm(suite.app, customId, 'f0rm002', { name: 'Anna' }, {}, { ip: ip() });
    expect(good.json()).toEqual({ success: true, data: { message: 'Grazie!', data: {} } });
  });

  it('answers 4xx with Elementor’s message for an unknown document or form, a draft, or a malformed request; never 500', async () => {
    for (const [post, form, status] of [
      [999_999, 'f0rm001', 404],
      [pageId, 'nosuchform', 404],
      [0, 'f0rm001', 400],
      [pageId, '../etc', 400],
    ] as const) {
      const res = await sendForm(suite.app, post, form, VALID, {}, { ip: ip() });
      expect(res.statusCode, `${post}/${form}`).toBe(status);
      expect(res.json()).toEqual({ success: false, data: { message: DEFAULT_MESSAGES.invalid, errors: {}, data: [] } });
    }
    const draft = await db().selectFrom('posts').select('id').where('slug', '=', 'form-draft').executeTakeFirstOrThrow();
    expect((await sendForm(suite.app, draft.id, 'f0rm003', VALID, {}, { ip: ip() })).statusCode).toBe(404);
    const garbage = await suite.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php?action=elementor_pro_forms_send_form',
      remoteAddress: ip(),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': '20' },
      payload: '--xyz\r\nnot multipart',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().success).toBe(false);
  });

  it('answers 503 in the form’s own shape, with Retry-After, while the database cannot be written (SQLite)', async () => {
    const sqlite = suite.db.sqlite;
    if (!sqlite) return; // the PostgreSQL outage is covered by storage-outage.test.ts for admin-ajax as a whole
    sqlite.pragma('query_only = ON'); // writes fail as on a read-only file
    try {
      for (const encoding of ['multipart', 'form'] as const) {
        const res = await send(VALID, {}, { encoding });
        expect(res.statusCode, encoding).toBe(503);
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json()).toEqual({ success: false, data: { message: DEFAULT_MESSAGES.server, errors: {}, data: [] } });
      }
    } finally {
      sqlite.pragma('query_only = OFF');
    }
    expect((await send(VALID)).json().success).toBe(true);
  });

  it('accepts a form-encoded submission', async () => {
    const res = await send({ ...VALID, suite: 'garden' }, {}, { encoding: 'form' });
    expect(res.json().success).toBe(true);
  });

  describe('spam', () => {
    it('refuses a filled honeypot with “Invalid Form.” and stores nothing', async () => {
      const before = (await submissions()).length;
      const res = await send({ ...VALID, trap: 'http://spam.example' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, data: { message: 'Invalid Form.', errors: {}, data: [] } });
      expect(await submissions()).toHaveLength(before);
    });

    it(`refuses a form sent faster than ${MIN_FILL_MS} ms, or without the fill time, as invalid`, async () => {
      const before = (await submissions()).length;
      for (const fillMs of [MIN_FILL_MS - 1, 0, null]) {
        const res = await send(VALID, {}, { fillMs });
        expect(res.json().data.message, String(fillMs)).toBe('Invalid Form.');
      }
      const res = await send(VALID, {}, { extra: {}, fillMs: MIN_FILL_MS });
      expect(res.json().success).toBe(true);
      expect(await submissions()).toHaveLength(before + 1);
    });

    it(`limits one address to ${FORM_RATE_LIMIT.max} submissions per window, with Retry-After`, async () => {
      const address = '203.0.113.77';
      for (let i = 0; i < FORM_RATE_LIMIT.max; i++) expect((await send(VALID, {}, { ip: address })).statusCode).toBe(200);
      const refused = await send(VALID, {}, { ip: address });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(FORM_RATE_LIMIT.windowMs / 1000));
      expect(refused.json().success).toBe(false);
      expect(refused.json().data.message).toMatch(/Too many submissions/);
      expect((await send(VALID, {}, { ip: '203.0.113.78' })).statusCode).toBe(200); // another address is unaffected
    });
  });

  describe('uploads', () => {
    const uploadsDir = () => suite.app.foyer.config.formUploadsDir;
    const stored = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

    it('stores an allowed file outside the public folder under a random name', async () => {
      const before = stored().length;
      const res = await send(VALID, { plan: [{ name: 'plan.PDF', content: '%PDF-1.4 floor plan' }] });
      expect(res.json().success).toBe(true);
      const file = await db().selectFrom('form_submission_files').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(file).toMatchObject({ field_id: 'plan', original_name: 'plan.PDF', size: 19 });
      expect(file.stored_name).toMatch(/^[0-9a-f]{32}\.upload$/);
      expect(stored()).toHaveLength(before + 1);
      expect(existsSync(join(uploadsDir(), file.stored_name))).toBe(true);
      expect(uploadsDir()).not.toContain('public');
      // Never served to visitors: no route knows the name.
      for (const url of [`/uploads/${file.stored_name}`, `/data/form-uploads/${file.stored_name}`, `/form-uploads/${file.stored_name}`])
        expect((await suite.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });

    const refusals: Array<[string, Record<string, Array<{ name: string; content: string | Buffer }>>, string, string]> = [
      ['a type the field does not allow', { plan: [{ name: 'plan.docx', content: 'x' }] }, 'plan', FIELD_MESSAGES.uploadType],
      ['a script whatever the field allows', { plan: [{ name: 'plan.php', content: '<?php' }] }, 'plan', FIELD_MESSAGES.uploadType],
      [
        'a file larger than the field allows',
        { plan: [{ name: 'plan.pdf', content: Buffer.alloc(1024 * 1024 + 1) }] },
        'plan',
        FIELD_MESSAGES.uploadSize,
      ],
      [
        'more files than the field allows',
        { photos: [1, 2, 3].map((n) => ({ name: `p${n}.jpg`, content: 'jpg' })) },
        'photos',
        FIELD_MESSAGES.uploadCount(2),
      ],
    ];
    for (const [what, files, id, message] of refusals)
      it(`refuses ${what} and keeps no file`, async () => {
        const before = stored().length;
        const res = await send(VALID, files);
        expect(res.json().data.errors).toEqual({ [id]: message });
        expect(stored()).toHaveLength(before);
      });

    it('refuses a file over the request’s own cap with the size message, and a body over the request cap with 413', async () => {
      const huge = await suite.app.inject({
        method: 'POST',
        url: '/wp-admin/admin-ajax.php',
        remoteAddress: ip(),
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': String(60 * 1024 * 1024) },
        payload: '--xyz--\r\n',
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().success).toBe(false);
    });

    it('refuses an over-long text part with 413, never a crash', async () => {
      const res = await send({ ...VALID, message: 'x'.repeat(200 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json().data.message).toMatch(/too large/);
    });
  });
});
