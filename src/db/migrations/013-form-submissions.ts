// Form submissions (Elementor Pro's forms, src/forms/): each enquiry as it was sent, its uploaded
// files (kept outside the public folder under random names), a log of what its actions did, and the
// durable webhook queue. The mail outbox learns the rest of a message (from, reply-to, cc, bcc, an
// HTML body) and which submission a mail belongs to, so a delivery failure shows on the submission.
// None of this is published content: writes never touch the content change log.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const id = (table: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    table.addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );

  await id(db.schema.createTable('form_submissions'))
    .addColumn('form_name', 'text', (c) => c.notNull())
    /** The form widget's element id (Elementor's `form_id`). */
    .addColumn('element_id', 'text', (c) => c.notNull())
    /** The document the form is in; no foreign key: a submission outlives its page. */
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('post_title', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('referer_title', 'text', (c) => c.notNull())
    .addColumn('queried_id', 'integer')
    /** JSON: [{id, label, type, value}] in the form's order, as the visitor sent them. */
    .addColumn('fields', 'text', (c) => c.notNull())
    /** Lower-cased values, for the back office's search. */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('remote_ip', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    /** JSON: the form's submit_actions when it was sent (resend runs them again). */
    .addColumn('actions', 'text', (c) => c.notNull())
    /** 1 when the form has Elementor's "Collect Submissions" (save-to-database) action. */
    .addColumn('collected', 'integer', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_submissions_created').on('form_submissions').column('created_at').execute();
  await db.schema.createIndex('form_submissions_form').on('form_submissions').columns(['element_id', 'post_id']).execute();

  await id(db.schema.createTable('form_submission_files'))
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('field_id', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    /** A random name in the form uploads folder (FORM_UPLOADS_DIR); never the visitor's. */
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_submission_files_sub').on('form_submission_files').column('submission_id').execute();

  await id(db.schema.createTable('form_submission_log'))
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
    /** email, email2, webhook, redirect, popup, save-to-database, submission… */
    .addColumn('action', 'text', (c) => c.notNull())
    /** ok, queued, retrying, failed */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_submission_log_sub').on('form_submission_log').column('submission_id').execute();

  await id(db.schema.createTable('form_webhooks'))
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    /** Set when the queue stopped trying (too many failures). */
    .addColumn('gave_up_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_webhooks_due').on('form_webhooks').columns(['sent_at', 'next_attempt_at']).execute();

  for (const column of ['from_address', 'reply_to', 'cc', 'bcc', 'html_body'])
    await db.schema.alterTable('mail_outbox').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('submission_id', 'integer', (c) => c.references('form_submissions.id').onDelete('set null'))
    .execute();
  /** Which of the submission's actions the mail is (email, email2): the name its log entries carry. */
  await db.schema.alterTable('mail_outbox').addColumn('submission_action', 'text').execute();
}
