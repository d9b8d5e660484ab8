// Outgoing mail goes through the `mail_outbox` table: a request only inserts a row; a sender delivers
// due rows over SMTP (nodemailer, SMTP_URL) and, when the server is down, keeps the row and tries
// again later with exponential backoff. Nothing is lost: a row leaves the queue only once sent.
// Several processes may send: each claims a row by moving its next attempt forward first.
// A mail that belongs to a form submission (src/forms/) names it, and each delivery or failure is
// written to that submission's log, where staff see it.
import type { Kysely, Selectable } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database, MailOutboxTable } from '../db/schema.ts';
import { pollRounds } from '../model/poll-rounds.ts';

export interface Mail {
  /** One address or several, comma-separated. */
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`. */
  html?: string;
  /** Default: the site's From (MAIL_FROM). */
  from?: string;
  replyTo?: string;
  cc?: string;
  bcc?: string;
  /** The form submission the mail belongs to. */
  submissionId?: number;
  /** What the submission's log calls it (email, email2); default `email`. */
  logAction?: string;
}

export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** First retry after 30 s, doubling to at most an hour. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** How long a claimed row is left alone by other senders while this one delivers it. */
const CLAIM_MS = 5 * 60_000;

export async function enqueueMail(db: Kysely<Database>, mail: Mail, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      from_address: mail.from ?? null,
      reply_to: mail.replyTo ?? null,
      cc: mail.cc ?? null,
      bcc: mail.bcc ?? null,
      submission_id: mail.submissionId ?? null,
      submission_action: mail.submissionId !== undefined ? (mail.logAction ?? 'email') : null,
      next_attempt_at: at,
      last_error: null,
      sent_at: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function retryDelay(attempts: number, baseMs = RETRY_BASE_MS): number {
  return Math.min(RETRY_MAX_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxOptions {
  db: Kysely<Database>;
  /** smtp://user:pass@host:port or smtps://…; without it mail stays in the outbox. */
  smtpUrl: string | undefined;
  from: string;
  log: OutboxLog;
  /** How often due mail is looked for (and after each enqueue, at once via `kick`). */
  pollMs?: number;
  retryBaseMs?: number;
}

export interface Outbox {
  /** Delivers every due row once; returns how many were sent. */
  deliverDue(now?: number): Promise<number>;
  /** Looks for due mail now instead of at the next poll. */
  kick(): void;
  stop(): Promise<void>;
}

export function startOutbox(options: OutboxOptions): Outbox {
  const { db, log } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { from: options.from }) // the URL holds the password: never logged
    : undefined;
  if (!transport) log.info({}, 'mail is off: SMTP_URL is not set, so messages wait in the outbox until it is');

  type Row = Pick<
    Selectable<MailOutboxTable>,
    | 'id'
    | 'to_address'
    | 'subject'
    | 'text_body'
    | 'html_body'
    | 'from_address'
    | 'reply_to'
    | 'cc'
    | 'bcc'
    | 'attempts'
    | 'next_attempt_at'
    | 'submission_id'
    | 'submission_action'
  >;

  async function deliverOne(row: Row, now: number): Promise<boolean> {
    const claimed = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(now + CLAIM_MS).toISOString() })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false; // another process has it
    try {
      await transport!.sendMail({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body !== null ? { html: row.html_body } : {}),
        ...(row.from_address ? { from: row.from_address } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(row.cc ? { cc: row.cc } : {}),
        ...(row.bcc ? { bcc: row.bcc } : {}),
      });
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date().toISOString(), attempts: row.attempts + 1, last_error: null })
        .where('id', '=', row.id)
        .execute();
      await logOnSubmission(row, 'ok', `Sent to ${row.to_address}${row.attempts ? ` (attempt ${row.attempts + 1})` : ''}.`);
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = retryDelay(attempts, options.retryBaseMs);
      // The error names the server and the problem, never the message's content or the credentials.
      const reason = (error as { code?: string }).code ?? (error as Error).message ?? 'unknown error';
      await db
        .updateTable('mail_outbox')
        .set({ attempts, next_attempt_at: new Date(now + delay).toISOString(), last_error: String(reason).slice(0, 200) })
        .where('id', '=', row.id)
        .execute();
      log.warn({ mail: row.id, attempts, retryInS: Math.round(delay / 1000), reason }, 'mail not sent; will retry');
      await logOnSubmission(
        row,
        'retrying',
        `Not sent (attempt ${attempts}): ${String(reason).slice(0, 200)}. Next try in ${Math.round(delay / 1000)} s.`,
      );
      return false;
    }
  }

  /** A mail of a form submission: what happened goes on the submission's log (a failure here only costs the log line). */
  async function logOnSubmission(row: Row, status: 'ok' | 'retrying', message: string): Promise<void> {
    if (row.submission_id === null) return;
    await db
      .insertInto('form_submission_log')
      .values({
        submission_id: row.submission_id,
        action: row.submission_action ?? 'email',
        status,
        message,
        created_at: new Date().toISOString(),
      })
      .execute()
      .catch((error: unknown) => log.warn({ mail: row.id, err: String(error) }, 'mail delivery not logged on its submission'));
  }

  async function deliverDue(now = Date.now()): Promise<number> {
    if (!transport) return 0;
    const due = await db
      .selectFrom('mail_outbox')
      .select([
        'id',
        'to_address',
        'subject',
        'text_body',
        'html_body',
        'from_address',
        'reply_to',
        'cc',
        'bcc',
        'attempts',
        'next_attempt_at',
        'submission_id',
        'submission_action',
      ])
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', new Date(now).toISOString())
      .orderBy('id')
      .limit(20)
      .execute();
    let sent = 0;
    for (const row of due) if (await deliverOne(row, now)) sent++;
    return sent;
  }

  // Without SMTP nothing is delivered: no rounds at all (the mail waits in the outbox).
  const rounds = transport
    ? pollRounds(deliverDue, {
        pollMs: options.pollMs ?? 15_000,
        onError: (error) => log.warn({ err: String(error) }, 'mail outbox round failed'),
      })
    : undefined;
  return {
    deliverDue,
    kick: () => rounds?.kick(),
    async stop() {
      await rounds?.stop();
      transport?.close();
    },
  };
}
