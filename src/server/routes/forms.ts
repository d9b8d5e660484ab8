// Elementor Pro's form endpoint: admin-ajax's `elementor_pro_forms_send_form`, multipart (as the form's
// code sends it, files included) or form-encoded, answered in Elementor's JSON. Everything after the
// request is read lives in src/forms/; this file reads the body within its limits, counts the client
// against the rate limit, and runs the webhook queue beside the server.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countHit } from '../../accounts/rate-limit.ts';
import type { ActionsContext } from '../../forms/actions.ts';
import { FORM_RATE_LIMIT, MAX_FILE_BYTES, MAX_FILES, MAX_PART_BYTES, MAX_PARTS, MAX_REQUEST_BYTES } from '../../forms/limits.ts';
import { failure, submitForm, type SubmitAnswer } from '../../forms/submit.ts';
import { removeUploads, writeUpload } from '../../forms/uploads.ts';
import type { Received, ReceivedFile } from '../../forms/validate.ts';
import { startWebhookQueue, type WebhookQueue } from '../../forms/webhook-queue.ts';
import { isStorageError, STORAGE_RETRY_AFTER_S } from '../../db/storage-errors.ts';
import { DEFAULT_MESSAGES } from '../../widgets/form/messages.ts';
import type { AppState } from '../app-state.ts';

export const FORM_ACTION = 'elementor_pro_forms_send_form';

/** The request's own fields (everything else but `form_fields[…]` is ignored). */
const PARAMS = new Set(['post_id', 'form_id', 'queried_id', 'referer_title', 'referrer', 'foyer_fill_ms', 'action']);
const FIELD_NAME = /^form_fields\[([A-Za-z0-9_-]{1,100})\](\[\])?$/;

const TOO_LARGE = 'Your submission is too large to be sent. Please shorten your message or send fewer or smaller files.';
const TOO_MANY = 'Too many submissions were sent from your address. Please wait a few minutes and try again.';

/** The webhook queue of each running app (one per app, stopped with it). */
const queues = new WeakMap<AppState, WebhookQueue>();

/** What a multipart body held (read before the handler, see formsMultipart), or the answer already sent. */
const reads = new WeakMap<FastifyRequest, Read>();

/**
 * Registers multipart parsing where admin-ajax is (the accounts' routes), with the forms' limits, and
 * reads a multipart post before admin-ajax picks its action: the client is counted against the rate
 * limit first, the size checked, then text parts and files are read (files straight to the uploads
 * folder); the request's body becomes its plain text fields, so `action` is found as in a form-encoded post.
 */
export async function formsMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fieldNameSize: 200,
      fieldSize: MAX_PART_BYTES,
      fields: MAX_PARTS,
      files: MAX_FILES,
      // One byte over the cap marks the file as truncated instead of failing the whole request.
      fileSize: MAX_FILE_BYTES + 1,
      parts: MAX_PARTS + MAX_FILES,
      headerPairs: 100,
    },
    throwFileSizeLimit: false,
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== '/wp-admin/admin-ajax.php' || !request.isMultipart()) return;
    try {
      return await readFirst(request, reply);
    } catch (error) {
      reply.header('connection', 'close');
      return unexpected(request, reply, error);
    }
  });

  async function readFirst(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const early = (answer: SubmitAnswer) => {
      // The unread body is not waited for.
      reply.header('connection', 'close').header('cache-control', 'no-store, private');
      return reply.code(answer.status).send(answer.body);
    };
    const limited = await rateLimited(request, reply);
    if (limited) return early(limited);
    const declared = request.headers['content-length'];
    if (declared === undefined || !/^\d+$/.test(declared))
      return early(failure(411, 'Your submission could not be read: its size was not given. Please try again.'));
    if (Number(declared) > MAX_REQUEST_BYTES) return early(failure(413, TOO_LARGE));
    const read = await readMultipart(request, app.foyer.config.formUploadsDir);
    const action = 'answer' in read ? FORM_ACTION : (read.params.action ?? (request.query as { action?: unknown }).action);
    // Another action's multipart post keeps no file (only the form reads them).
    if (action !== FORM_ACTION && !('answer' in read))
      await removeUploads(
        app.foyer.config.formUploadsDir,
        Object.values(read.received.files).flatMap((l) => l.map((f) => f.storedName)),
      );
    reads.set(request, read);
    request.body = 'answer' in read ? { action: FORM_ACTION } : read.params;
    return undefined;
  }
}

/** Counts the request against the per-address limit; the answer to send when it is over. */
async function rateLimited(request: FastifyRequest, reply: FastifyReply): Promise<SubmitAnswer | undefined> {
  const count = await countHit(request.server.foyer.db.kysely, FORM_RATE_LIMIT, request.ip);
  if (count <= FORM_RATE_LIMIT.max) return undefined;
  reply.header('retry-after', String(Math.ceil(FORM_RATE_LIMIT.windowMs / 1000)));
  return failure(429, TOO_MANY);
}

function add(received: Received, id: string, list: boolean, value: string): void {
  const known = received.values[id];
  if (list) received.values[id] = Array.isArray(known) ? [...known, value] : known === undefined ? [value] : [known, value];
  else received.values[id] = value;
}

type Read = { params: Record<string, string>; received: Received } | { answer: SubmitAnswer };

/** Reads a multipart body: text parts into values, files into the uploads folder under random names. */
async function readMultipart(request: FastifyRequest, uploadsDir: string): Promise<Read> {
  const params: Record<string, string> = {};
  const received: Received = { values: {}, files: {} };
  const written: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const match = FIELD_NAME.exec(part.fieldname);
        if (!match || !part.filename) {
          part.file.resume();
          await new Promise((resolve) => part.file.once('end', resolve).once('close', resolve));
          continue;
        }
        const file = await writeUpload(uploadsDir, part.file, MAX_FILE_BYTES);
        if (!file.tooLarge) written.push(file.storedName);
        const entry: ReceivedFile = {
          originalName: [...part.filename]
            .map((c) => (c.charCodeAt(0) < 0x20 || c === '/' || c === '\\' ? '_' : c))
            .join('')
            .slice(0, 255),
          storedName: file.tooLarge ? '' : file.storedName,
          size: file.size,
          tooLarge: file.tooLarge || part.file.truncated,
        };
        (received.files[match[1]] ??= []).push(entry);
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw Object.assign(new Error('part too large'), { statusCode: 413 });
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      const match = FIELD_NAME.exec(part.fieldname);
      if (match) add(received, match[1], match[2] !== undefined, value);
      else if (!part.fieldname.startsWith('form_fields')) params[part.fieldname] = value;
    }
  } catch (error) {
    await removeUploads(uploadsDir, written);
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return { answer: failure(413, TOO_LARGE) };
    request.log.warn({ err: String(error) }, 'form submission body unreadable');
    return { answer: failure(400, DEFAULT_MESSAGES.error) };
  }
  return { params, received };
}

/**
 * A form-encoded body, as the accounts' parser left it (one value per name, at most 16 KB): enough for
 * a form without files or lists; the form's own code always posts multipart.
 */
function readForm(body: unknown): Read {
  const params: Record<string, string> = {};
  const received: Received = { values: {}, files: {} };
  if (body && typeof body === 'object')
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value !== 'string') continue;
      const match = FIELD_NAME.exec(name);
      if (match) add(received, match[1], match[2] !== undefined, value);
      else if (PARAMS.has(name)) params[name] = value;
    }
  return { params, received };
}

export function actionsContext(app: FastifyInstance, siteName: string): ActionsContext {
  const config = app.foyer.config;
  return {
    db: app.foyer.db.kysely,
    siteName,
    siteDomain: config.baseUrl ? new URL(config.baseUrl).hostname : 'localhost',
    log: app.log,
    mailQueued: () => app.outbox.kick(),
    webhookQueued: () => queues.get(app.foyer)?.kick(),
  };
}

/**
 * A failure nobody planned for (the database down, a bug) still answers in the form's own shape, so
 * the form says "server error" and keeps what the visitor typed: 503 with Retry-After for storage.
 */
function unexpected(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const storage = isStorageError(error);
  request.log.error({ err: error }, storage ? 'form submission: storage unavailable' : 'form submission failed');
  if (storage) reply.header('retry-after', String(STORAGE_RETRY_AFTER_S));
  const answer = failure(storage ? 503 : 500, DEFAULT_MESSAGES.server);
  return reply.code(answer.status).header('cache-control', 'no-store, private').send(answer.body);
}

async function sendForm(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  try {
    return await handleForm(request, reply);
  } catch (error) {
    return unexpected(request, reply, error);
  }
}

async function handleForm(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const app = request.server;
  const send = (answer: SubmitAnswer) => reply.code(answer.status).send(answer.body);
  let read = reads.get(request);
  if (!read) {
    // Form-encoded: counted here (a multipart post was counted before its body was read).
    const limited = await rateLimited(request, reply);
    if (limited) return send(limited);
    read = readForm(request.body);
  }
  if ('answer' in read) return send(read.answer);
  const site = await app.foyer.site();
  const answer = await submitForm(
    { ...actionsContext(app, site.kit.site_name), uploadsDir: app.foyer.config.formUploadsDir },
    {
      params: read.params,
      received: read.received,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      userId: request.account?.userId ?? null,
    },
  );
  return send(answer);
}

/** The admin-ajax action (listed in accounts.tsx's AJAX_ACTIONS). */
export function formsAjaxAction(action: string): ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined {
  return action === FORM_ACTION ? sendForm : undefined;
}

/** Starts the webhook queue with the app and stops it with it. */
export async function formRoutes(app: FastifyInstance): Promise<void> {
  const queue = startWebhookQueue({ db: app.foyer.db.kysely, log: app.log });
  queues.set(app.foyer, queue);
  app.addHook('onClose', async () => {
    await queue.stop();
    queues.delete(app.foyer);
  });
}

/** The running app's webhook queue (tests deliver due calls through it). */
export function webhookQueueOf(app: FastifyInstance): WebhookQueue | undefined {
  return queues.get(app.foyer);
}
