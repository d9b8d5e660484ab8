// A form's webhook calls, made after the submission is stored: each waits in `form_webhooks` and is
// POSTed with a timeout; a failure (no answer, a refused connection, an answer other than 2xx) is
// written to the submission's log and tried again later with exponential backoff, as the mail outbox
// does, until WEBHOOK_MAX_ATTEMPTS. Several processes may send: each claims a row first.
import type { Kysely, Selectable } from 'kysely';
import { retryDelay } from '../accounts/outbox.ts';
import type { Database, FormWebhooksTable } from '../db/schema.ts';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_TIMEOUT_MS } from './limits.ts';
import { logAction } from './submissions.ts';
import { pollRounds } from '../model/poll-rounds.ts';

export interface WebhookCall {
  url: string;
  contentType: string;
  body: string;
}

export async function enqueueWebhook(db: Kysely<Database>, submissionId: number, call: WebhookCall, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  await db
    .insertInto('form_webhooks')
    .values({
      submission_id: submissionId,
      url: call.url,
      content_type: call.contentType,
      body: call.body,
      next_attempt_at: at,
      last_error: null,
      sent_at: null,
      gave_up_at: null,
      created_at: at,
    })
    .execute();
}

export interface WebhookQueueOptions {
  db: Kysely<Database>;
  log: { warn(obj: object, msg: string): void };
  pollMs?: number;
  retryBaseMs?: number;
  timeoutMs?: number;
}

export interface WebhookQueue {
  /** Calls every due webhook once; returns how many succeeded. */
  deliverDue(now?: number): Promise<number>;
  kick(): void;
  stop(): Promise<void>;
}

const CLAIM_MS = 5 * 60_000;

/** Where a webhook may go: http or https only (the form's author typed it; the visitor cannot change it). */
export function webhookUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The webhook URL is not a URL.';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'The webhook URL must start with http:// or https://.';
  return undefined;
}

/** The address as the log shows it: no credentials, no query (either may hold a secret token). */
const shownUrl = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return 'the webhook URL';
  }
};

export function startWebhookQueue(options: WebhookQueueOptions): WebhookQueue {
  const { db, log } = options;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  async function callOnce(row: Selectable<FormWebhooksTable>): Promise<string | undefined> {
    const problem = webhookUrlProblem(row.url);
    if (problem) return problem;
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        headers: { 'content-type': row.content_type, 'user-agent': 'Foyer form webhook' },
        body: row.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      // Elementor Pro accepts only 200; any success status is taken here.
      return response.status >= 200 && response.status < 300 ? undefined : `Webhook error: the receiver answered HTTP ${response.status}.`;
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') return `Webhook error: no answer within ${timeoutMs / 1000} s.`;
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return `Webhook error: ${cause?.code ?? cause?.message ?? (error as Error).message ?? 'the call failed'}.`;
    }
  }

  async function deliverOne(row: Selectable<FormWebhooksTable>, now: number): Promise<boolean> {
    const claimed = await db
      .updateTable('form_webhooks')
      .set({ next_attempt_at: new Date(now + CLAIM_MS).toISOString() })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .where('sent_at', 'is', null)
      .where('gave_up_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const attempts = row.attempts + 1;
    const failure = await callOnce(row);
    const at = new Date();
    if (!failure) {
      await db
        .updateTable('form_webhooks')
        .set({ sent_at: at.toISOString(), attempts, last_error: null })
        .where('id', '=', row.id)
        .execute();
      await logAction(db, row.submission_id, 'webhook', 'ok', `Delivered to ${shownUrl(row.url)} (attempt ${attempts}).`, at);
      return true;
    }
    if (attempts >= WEBHOOK_MAX_ATTEMPTS) {
      await db
        .updateTable('form_webhooks')
        .set({ attempts, last_error: failure, gave_up_at: at.toISOString() })
        .where('id', '=', row.id)
        .execute();
      await logAction(
        db,
        row.submission_id,
        'webhook',
        'failed',
        `${failure} Gave up after ${attempts} attempts; resend to try again.`,
        at,
      );
    } else {
      const delay = retryDelay(attempts, options.retryBaseMs);
      await db
        .updateTable('form_webhooks')
        .set({ attempts, last_error: failure, next_attempt_at: new Date(now + delay).toISOString() })
        .where('id', '=', row.id)
        .execute();
      await logAction(
        db,
        row.submission_id,
        'webhook',
        'retrying',
        `${failure} Attempt ${attempts}; next try in ${Math.round(delay / 1000)} s.`,
        at,
      );
    }
    log.warn({ webhook: row.id, submission: row.submission_id, attempts, failure }, 'form webhook failed');
    return false;
  }

  async function deliverDue(now = Date.now()): Promise<number> {
    const due = await db
      .selectFrom('form_webhooks')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('gave_up_at', 'is', null)
      .where('next_attempt_at', '<=', new Date(now).toISOString())
      .orderBy('id')
      .limit(20)
      .execute();
    let sent = 0;
    for (const row of due) if (await deliverOne(row, now)) sent++;
    return sent;
  }

  const rounds = pollRounds(deliverDue, {
    pollMs: options.pollMs ?? 15_000,
    onError: (error) => log.warn({ err: String(error) }, 'form webhook round failed'),
  });
  return { deliverDue, kick: rounds.kick, stop: rounds.stop };
}
