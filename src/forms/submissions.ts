// Form submissions in the database: stored in one transaction (the submission, its files and the
// first line of its log) before any action runs; read, searched, marked read and deleted by the back
// office. Each action writes what it did to the submission's log.
import { type Kysely, sql } from 'kysely';
import type { Database, FormSubmissionLogTable } from '../db/schema.ts';

/** One field as the visitor sent it: several values (checkboxes, a multiple select) are joined with ", ". */
export interface SubmittedField {
  id: string;
  label: string;
  type: string;
  value: string;
}

export interface StoredFile {
  fieldId: string;
  originalName: string;
  storedName: string;
  size: number;
}

export interface NewSubmission {
  formName: string;
  elementId: string;
  postId: number;
  postTitle: string;
  pageUrl: string;
  refererTitle: string;
  queriedId: number | null;
  fields: SubmittedField[];
  userAgent: string;
  remoteIp: string;
  userId: number | null;
  /** The form's submit_actions. */
  actions: string[];
  files: StoredFile[];
}

export type LogStatus = FormSubmissionLogTable['status'];

export interface LogEntry {
  action: string;
  status: LogStatus;
  message: string;
  createdAt: string;
}

export interface SubmissionSummary {
  id: number;
  formName: string;
  elementId: string;
  postId: number;
  postTitle: string;
  pageUrl: string;
  refererTitle: string;
  fields: SubmittedField[];
  collected: boolean;
  read: boolean;
  createdAt: string;
}

export interface Submission extends SubmissionSummary {
  queriedId: number | null;
  userAgent: string;
  remoteIp: string;
  userId: number | null;
  actions: string[];
  files: Array<StoredFile & { id: number }>;
  log: LogEntry[];
}

/** "Collect Submissions" in Elementor Pro's action list. */
export const SAVE_ACTION = 'save-to-database';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function searchTextOf(fields: SubmittedField[], formName: string): string {
  return [formName, ...fields.map((f) => f.value)].join('\n').toLowerCase();
}

/** Stores a submission with its files and a first log line, all or nothing; returns its id. */
export async function storeSubmission(db: Kysely<Database>, input: NewSubmission, now = new Date()): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('form_submissions')
      .values({
        form_name: input.formName,
        element_id: input.elementId,
        post_id: input.postId,
        post_title: input.postTitle,
        page_url: input.pageUrl,
        referer_title: input.refererTitle,
        queried_id: input.queriedId,
        fields: JSON.stringify(input.fields),
        search_text: searchTextOf(input.fields, input.formName),
        user_agent: input.userAgent,
        remote_ip: input.remoteIp,
        user_id: input.userId,
        actions: JSON.stringify(input.actions),
        collected: input.actions.includes(SAVE_ACTION) ? 1 : 0,
        is_read: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.files.length)
      await tx
        .insertInto('form_submission_files')
        .values(
          input.files.map((f) => ({
            submission_id: row.id,
            field_id: f.fieldId,
            original_name: f.originalName,
            stored_name: f.storedName,
            size: f.size,
            created_at: at,
          })),
        )
        .execute();
    await tx
      .insertInto('form_submission_log')
      .values({
        submission_id: row.id,
        action: 'submission',
        status: 'ok',
        message: input.actions.includes(SAVE_ACTION)
          ? 'Received and stored.'
          : 'Received and stored for delivery. The form does not collect submissions (no “Collect Submissions” action), so it is kept here only so its actions can be retried.',
        created_at: at,
      })
      .execute();
    return row.id;
  });
}

/** Writes one line to a submission's log. */
export async function logAction(
  db: Kysely<Database>,
  submissionId: number,
  action: string,
  status: LogStatus,
  message: string,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('form_submission_log')
    .values({ submission_id: submissionId, action, status, message: message.slice(0, 1000), created_at: now.toISOString() })
    .execute();
}

type SummaryRow = {
  id: number;
  form_name: string;
  element_id: string;
  post_id: number;
  post_title: string;
  page_url: string;
  referer_title: string;
  fields: string;
  collected: number;
  is_read: number;
  created_at: string;
};

const SUMMARY_COLUMNS = [
  'id',
  'form_name',
  'element_id',
  'post_id',
  'post_title',
  'page_url',
  'referer_title',
  'fields',
  'collected',
  'is_read',
  'created_at',
] as const;

function toSummary(row: SummaryRow): SubmissionSummary {
  return {
    id: row.id,
    formName: row.form_name,
    elementId: row.element_id,
    postId: row.post_id,
    postTitle: row.post_title,
    pageUrl: row.page_url,
    refererTitle: row.referer_title,
    fields: parseJson<SubmittedField[]>(row.fields, []),
    collected: row.collected === 1,
    read: row.is_read === 1,
    createdAt: row.created_at,
  };
}

export async function getSubmission(db: Kysely<Database>, id: number): Promise<Submission | undefined> {
  const row = await db.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [files, log] = await Promise.all([
    db.selectFrom('form_submission_files').selectAll().where('submission_id', '=', id).orderBy('id').execute(),
    db.selectFrom('form_submission_log').selectAll().where('submission_id', '=', id).orderBy('id').execute(),
  ]);
  return {
    ...toSummary(row),
    queriedId: row.queried_id,
    userAgent: row.user_agent,
    remoteIp: row.remote_ip,
    userId: row.user_id,
    actions: parseJson<string[]>(row.actions, []),
    files: files.map((f) => ({ id: f.id, fieldId: f.field_id, originalName: f.original_name, storedName: f.stored_name, size: f.size })),
    log: log.map((l) => ({ action: l.action, status: l.status, message: l.message, createdAt: l.created_at })),
  };
}

export interface SubmissionFilter {
  /** Words that must all appear in the values or the form's name (case-insensitive). */
  search?: string;
  /** A form: its element id. */
  form?: string;
  /** The document the form is in. */
  post?: number;
  read?: boolean;
}

/** LIKE's own characters in a visitor's or staff member's text match only themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Kysely<Database>, filter: SubmissionFilter) {
  let q = db.selectFrom('form_submissions');
  if (filter.form !== undefined) q = q.where('element_id', '=', filter.form);
  if (filter.post !== undefined) q = q.where('post_id', '=', filter.post);
  if (filter.read !== undefined) q = q.where('is_read', '=', filter.read ? 1 : 0);
  for (const word of (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10))
    q = q.where(sql<boolean>`search_text LIKE ${`%${likeEscape(word)}%`} ESCAPE '\\'`);
  return q;
}

export async function listSubmissions(
  db: Kysely<Database>,
  filter: SubmissionFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; unread: number; rows: SubmissionSummary[] }> {
  const [count, unread, rows] = await Promise.all([
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, { ...filter, read: false })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, filter).select(SUMMARY_COLUMNS).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total: Number(count.n), unread: filter.read === true ? 0 : Number(unread.n), rows: rows.map(toSummary) };
}

export interface FormChoice {
  elementId: string;
  formName: string;
  postId: number;
  postTitle: string;
  count: number;
}

/** The forms and pages that have submissions, for the list's filters. */
export async function submissionForms(db: Kysely<Database>): Promise<FormChoice[]> {
  const rows = await db
    .selectFrom('form_submissions')
    .select((eb) => [
      'element_id',
      'post_id',
      eb.fn.max('form_name').as('form_name'),
      eb.fn.max('post_title').as('post_title'),
      eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(['element_id', 'post_id'])
    .orderBy('post_id')
    .orderBy('element_id')
    .execute();
  return rows.map((r) => ({
    elementId: r.element_id,
    formName: String(r.form_name),
    postId: r.post_id,
    postTitle: String(r.post_title),
    count: Number(r.n),
  }));
}

export async function markRead(db: Kysely<Database>, id: number, read: boolean): Promise<boolean> {
  const result = await db
    .updateTable('form_submissions')
    .set({ is_read: read ? 1 : 0, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes a submission with its log, file rows, queued webhooks and unsent mail (a deleted enquiry is
 * not announced later); returns the stored names of its files for the caller to remove, or undefined
 * when there was no such submission.
 */
export async function deleteSubmission(db: Kysely<Database>, id: number): Promise<string[] | undefined> {
  return db.transaction().execute(async (tx) => {
    const files = await tx.selectFrom('form_submission_files').select('stored_name').where('submission_id', '=', id).execute();
    await tx.deleteFrom('mail_outbox').where('submission_id', '=', id).where('sent_at', 'is', null).execute();
    // Both databases cascade through the foreign keys; the explicit deletes keep it so where they are off.
    await tx.deleteFrom('form_webhooks').where('submission_id', '=', id).execute();
    await tx.deleteFrom('form_submission_log').where('submission_id', '=', id).execute();
    await tx.deleteFrom('form_submission_files').where('submission_id', '=', id).execute();
    const result = await tx.deleteFrom('form_submissions').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return undefined;
    return files.map((f) => f.stored_name);
  });
}
