// One form submission, start to end, in Elementor Pro's protocol: find the form, turn away spam
// (honeypot, too fast), check every field, STORE the submission, and only then run the actions. The
// visitor's answer is success once the submission is stored, whatever the actions do afterwards.
import { formFields } from '../widgets/form/fields.ts';
import { DEFAULT_MESSAGES, FIELD_MESSAGES, formMessages } from '../widgets/form/messages.ts';
import { type ActionsContext, type ResponseData, runActions } from './actions.ts';
import { findForm } from './find-form.ts';
import { MIN_FILL_MS } from './limits.ts';
import { storeSubmission } from './submissions.ts';
import { removeUploads } from './uploads.ts';
import { type Received, validateSubmission } from './validate.ts';

export type ElementorAnswer =
  | { success: true; data: { message: string; data: ResponseData } }
  | { success: false; data: { message: string; errors: Record<string, string>; data: [] } };

export interface SubmitAnswer {
  status: number;
  body: ElementorAnswer;
  /** Set when the submission was stored. */
  submissionId?: number;
}

export interface SubmitContext extends ActionsContext {
  uploadsDir: string;
}

export interface SubmitInput {
  /** The request's own fields: post_id, form_id, queried_id, referer_title, referrer, foyer_fill_ms. */
  params: Readonly<Record<string, string>>;
  received: Received;
  ip: string;
  userAgent: string;
  userId: number | null;
}

export function failure(status: number, message: string, errors: Record<string, string> = {}): SubmitAnswer {
  return { status, body: { success: false, data: { message, errors, data: [] } } };
}

const allFiles = (received: Received) => Object.values(received.files).flatMap((files) => files.map((f) => f.storedName));

/** A positive whole number from a form field, else undefined. */
const idOf = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** The page address the form was sent from: only an http(s) URL, at most 2,000 characters. */
function pageUrlOf(referrer: string | undefined): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().slice(0, 2000) : '';
  } catch {
    return '';
  }
}

export async function submitForm(ctx: SubmitContext, input: SubmitInput): Promise<SubmitAnswer> {
  let keep = false;
  try {
    const answer = await handle(ctx, input);
    keep = answer.submissionId !== undefined;
    return answer;
  } finally {
    // Files of a refused submission are never kept (nor of one whose storing failed).
    if (!keep) await removeUploads(ctx.uploadsDir, allFiles(input.received)).catch(() => undefined);
  }
}

async function handle(ctx: SubmitContext, input: SubmitInput): Promise<SubmitAnswer> {
  const { params } = input;
  const postId = idOf(params.post_id);
  const formId = params.form_id ?? '';
  if (postId === undefined || !/^[A-Za-z0-9_-]{1,64}$/.test(formId)) return failure(400, DEFAULT_MESSAGES.invalid);
  const form = await findForm(ctx.db, postId, formId);
  if (!form) return failure(404, DEFAULT_MESSAGES.invalid);
  const fields = formFields(form.settings);
  const messages = formMessages(form.settings);

  const validation = validateSubmission(fields, messages, input.received);
  // The honeypot and the minimum time: Elementor's "Invalid Form.", nothing stored, nothing said about why.
  const fillMs = /^\d{1,12}$/.test(params.foyer_fill_ms ?? '') ? Number(params.foyer_fill_ms) : -1;
  if (validation.kind === 'spam' || fillMs < MIN_FILL_MS) {
    ctx.log.warn(
      { form: formId, post: postId, reason: validation.kind === 'spam' ? 'honeypot' : 'too fast' },
      'form submission refused as spam',
    );
    return failure(200, FIELD_MESSAGES.honeypot);
  }
  if (validation.kind === 'invalid') return failure(200, messages.invalid, validation.errors);

  const actions = Array.isArray(form.settings.submit_actions)
    ? (form.settings.submit_actions as unknown[]).filter((a): a is string => typeof a === 'string')
    : [];
  const createdAt = new Date();
  const pageUrl = pageUrlOf(params.referrer);
  const formName = String(form.settings.form_name ?? '').slice(0, 200) || 'New Form';
  let id: number;
  try {
    id = await storeSubmission(
      ctx.db,
      {
        formName,
        elementId: formId,
        postId,
        postTitle: form.postTitle,
        pageUrl,
        refererTitle: (params.referer_title ?? '').slice(0, 300),
        queriedId: idOf(params.queried_id) ?? null,
        fields: validation.fields,
        userAgent: input.userAgent.slice(0, 500),
        remoteIp: input.ip,
        userId: input.userId,
        actions,
        files: validation.files.map((f) => ({
          fieldId: f.fieldId,
          originalName: f.originalName.slice(0, 255),
          storedName: f.storedName,
          size: f.size,
        })),
      },
      createdAt,
    );
  } catch (error) {
    ctx.log.warn({ form: formId, post: postId, err: String(error) }, 'form submission not stored');
    return failure(503, messages.server);
  }
  // Files the validation did not keep (none today: a refused file refuses the submission) go now.
  const kept = new Set(validation.files.map((f) => f.storedName));
  await removeUploads(
    ctx.uploadsDir,
    allFiles(input.received).filter((n) => !kept.has(n)),
  ).catch(() => undefined);

  const data = await runActions(ctx, form.settings, actions, {
    id,
    formName,
    elementId: formId,
    fields: validation.fields,
    createdAt,
    pageUrl,
    userAgent: input.userAgent,
    remoteIp: input.ip,
  });
  return { status: 200, body: { success: true, data: { message: messages.success, data } }, submissionId: id };
}
