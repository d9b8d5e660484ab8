// Real Elementor forms (the corpus's popups with forms, exported from real sites) stored unchanged and
// sent to the endpoint as the form's code sends them: each is found, checked with its own fields and
// stored, and its mail waits in the outbox. Runs when FOYER_CORPUS_DIR names the corpus (CI does).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { type ElementNode, parseDocument } from '../../src/model/element.ts';
import { describeDatabases } from '../helpers/app.ts';
import { CORPUS_SKIP_REASON, corpusDir } from '../helpers/corpus.ts';
import { sendForm } from '../helpers/forms.ts';

const DOCUMENTS = ['022-sports-blog-kit-subscription-popup.json', '059-colorvision-portfolio-feedback-popup.json'];

function formsIn(elements: readonly ElementNode[]): ElementNode[] {
  return elements.flatMap((e) => (e.widgetType === 'form' ? [e] : formsIn(e.elements ?? [])));
}

/** A value each field type of these forms accepts. */
function valueFor(type: string): string {
  return { email: 'reader@example.org', number: '4', textarea: 'Lovely work.\nThanks' }[type] ?? 'Anna';
}

const dir = corpusDir();
if (!dir) describe.skip(`real forms submit to the endpoint (${CORPUS_SKIP_REASON})`, () => it('skipped', () => undefined));
else
  describeDatabases('real forms submit to the endpoint', (suite) => {
    const stored: Array<{ postId: number; form: ElementNode; file: string }> = [];
    beforeAll(async () => {
      for (const file of DOCUMENTS) {
        const doc = parseDocument(JSON.parse(readFileSync(join(dir, 'elementor', file), 'utf8')));
        const postId = await savePost(suite.db.kysely, {
          type: 'popup',
          slug: file.replace(/\.json$/, ''),
          title: file,
          status: 'published',
          elements: doc.elements,
          pageSettings: doc.pageSettings,
        } as never);
        for (const form of formsIn(doc.elements)) stored.push({ postId, form, file });
      }
    });

    it('finds, checks and stores every form of the corpus, and queues its mail', async () => {
      expect(stored.length).toBe(3);
      let address = 0;
      for (const { postId, form, file } of stored) {
        const fields = form.settings.form_fields as Array<Record<string, string>>;
        const values: Record<string, string> = {};
        const files: Record<string, Array<{ name: string; content: string }>> = {};
        for (const f of fields) {
          const id = f.custom_id || f._id;
          if (f.field_type === 'upload') files[id] = [{ name: 'portrait.jpg', content: 'jpeg' }];
          else values[id] = valueFor(f.field_type);
        }
        const res = await sendForm(suite.app, postId, form.id, values, files, { ip: `198.51.100.${200 + ++address}` });
        expect(res.statusCode, `${file} ${form.id}`).toBe(200);
        expect(res.json(), `${file} ${form.id}`).toEqual({ success: true, data: { message: 'Your submission was successful.', data: {} } });
        const submission = await suite.db.kysely.selectFrom('form_submissions').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(submission).toMatchObject({ element_id: form.id, post_id: postId, form_name: String(form.settings.form_name) });
        const mail = await suite.db.kysely.selectFrom('mail_outbox').selectAll().where('submission_id', '=', submission.id).execute();
        expect(mail).toHaveLength(1);
        expect(mail[0].text_body).toContain('Email: reader@example.org');
      }
    });

    it('refuses a real form’s missing required field with Elementor’s messages', async () => {
      const { postId, form } = stored.find((s) => s.file.startsWith('059'))!;
      const res = await sendForm(suite.app, postId, form.id, { email: 'reader@example.org' }, {}, { ip: '198.51.100.250' });
      const body = res.json();
      expect(body.data.message).toBe('Your submission failed because the form is invalid.');
      expect(body.data.errors).toMatchObject({ field_57af8fa: 'This field is required.', field_def5549: 'This field is required.' });
    });
  });
