// Outgoing mail goes through the `mail_outbox` table: a request only inserts a row; a sender delivers
// due rows over SMTP (nodemailer, SMTP_URL) and, when the server is down, keeps the row and tries
// again later with exponential backoff. Nothing is lost: a row leaves the queue only once sent.
// Several processes may send: each claims a row by moving its next attempt forward first.
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
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

export async function enqueueMail(db: Kysely<Database>, mail: Mail, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      next_attempt_at: at,
      last_error: null,
      sent_at: null,
      created_at: at,
    })
    .execute();
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
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function deliverOne(
    row: { id: number; to_address: string; subject: string; text_body: string; attempts: number; next_attempt_at: string },
    now: number,
  ): Promise<boolean> {
    const claimed = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(now + CLAIM_MS).toISOString() })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false; // another process has it
    try {
      await transport!.sendMail({ to: row.to_address, subject: row.subject, text: row.text_body });
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date().toISOString(), attempts: row.attempts + 1, last_error: null })
        .where('id', '=', row.id)
        .execute();
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
      return false;
    }
  }

  async function deliverDue(now = Date.now()): Promise<number> {
    if (!transport) return 0;
    const due = await db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'attempts', 'next_attempt_at'])
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', new Date(now).toISOString())
      .orderBy('id')
      .limit(20)
      .execute();
    let sent = 0;
    for (const row of due) if (await deliverOne(row, now)) sent++;
    return sent;
  }

  /** One delivery round at a time; a kick during a round runs one more round after it. */
  function round(): void {
    if (stopped || !transport) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        log.warn({ err: String(error) }, 'mail outbox round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          round();
        }
      });
  }

  const timer = transport ? setInterval(round, options.pollMs ?? 15_000) : undefined;
  timer?.unref();
  return {
    deliverDue,
    kick: round,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
