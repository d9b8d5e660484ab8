// Form submissions in the back office (administrators and editors): the list with search, filters and
// paging, one submission with its files and its actions' log, read/unread, resend (the delivery
// actions run again with the form's current settings), delete (with the files), the files' download
// and a CSV of the filtered list. Bad input is a 400 naming it; another account gets 401/403.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { hasCap } from '../../admin/shared/caps.ts';
import { ADMIN_API } from '../../admin/shared/api.ts';
import { csvFileName, csvLine } from '../../admin/shared/csv.ts';
import {
  parseSubmissionQuery,
  type SubmissionDetail,
  type SubmissionListAnswer,
  type SubmissionQuery,
  SUBMISSIONS_PER_PAGE,
} from '../../admin/shared/submissions.ts';
import { runActions } from '../../forms/actions.ts';
import { findForm } from '../../forms/find-form.ts';
import {
  deleteSubmission,
  getSubmission,
  listSubmissions,
  logAction,
  markRead,
  type SubmissionFilter,
  submissionForms,
  type SubmissionSummary,
} from '../../forms/submissions.ts';
import { removeUploads, uploadPath } from '../../forms/uploads.ts';
import { requireAdminNonce, sendApiError } from './admin-guard.ts';
import { actionsContext } from './forms.ts';

const BASE = `${ADMIN_API}/submissions`;
/** Rows read per query while a CSV streams. */
const CSV_PAGE = 500;

function requireSubmissions(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!request.account) {
    void sendApiError(reply, 401, 'foyer_not_logged_in', 'Log in to use the back office.');
    return false;
  }
  if (!hasCap(request.account.role, 'manage_submissions')) {
    void sendApiError(reply, 403, 'foyer_forbidden', `Your account (${request.account.role}) may not read the form submissions.`);
    return false;
  }
  return true;
}

/** The :id of the address, or undefined after answering 400. */
function idOf(request: FastifyRequest, reply: FastifyReply, name = 'id'): number | undefined {
  const raw = (request.params as Record<string, string>)[name];
  if (/^\d{1,10}$/.test(raw) && Number(raw) > 0) return Number(raw);
  void sendApiError(reply, 400, 'foyer_bad_param', `${name} must be a submission’s number.`);
  return undefined;
}

function filterOf(query: SubmissionQuery): SubmissionFilter {
  return {
    search: query.search || undefined,
    form: query.form || undefined,
    post: query.post,
    read: query.read === '' ? undefined : query.read === 'read',
  };
}

const listItem = (s: SubmissionSummary) => ({
  id: s.id,
  formName: s.formName,
  elementId: s.elementId,
  postId: s.postId,
  postTitle: s.postTitle,
  pageUrl: s.pageUrl,
  fields: s.fields,
  collected: s.collected,
  read: s.read,
  createdAt: s.createdAt,
});

/** The filtered list as CSV: every submission, one column per field (by label) in the order first met. */
function csvStream(app: FastifyInstance, filter: SubmissionFilter): Readable {
  const db = app.foyer.db.kysely;
  async function* lines(): AsyncGenerator<string> {
    // First pass: the columns (field ids and their labels) of every submission in the list.
    const columns = new Map<string, string>();
    for (let offset = 0; ; offset += CSV_PAGE) {
      const { rows } = await listSubmissions(db, filter, { limit: CSV_PAGE, offset });
      for (const row of rows) for (const f of row.fields) if (!columns.has(f.id)) columns.set(f.id, f.label || f.id);
      if (rows.length < CSV_PAGE) break;
    }
    yield `\uFEFF${csvLine(['ID', 'Date', 'Form', 'Page', 'Page URL', 'Read', ...columns.values()])}`;
    for (let offset = 0; ; offset += CSV_PAGE) {
      const { rows } = await listSubmissions(db, filter, { limit: CSV_PAGE, offset });
      if (rows.length)
        yield rows
          .map((r) => {
            const byId = new Map(r.fields.map((f) => [f.id, f.value]));
            return csvLine([
              r.id,
              r.createdAt,
              r.formName,
              r.postTitle,
              r.pageUrl,
              r.read ? 'yes' : 'no',
              ...[...columns.keys()].map((id) => byId.get(id) ?? ''),
            ]);
          })
          .join('');
      if (rows.length < CSV_PAGE) return;
    }
  }
  return Readable.from(lines());
}

export async function adminSubmissionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.foyer.db.kysely;

  app.get(BASE, async (request, reply) => {
    if (!requireSubmissions(request, reply)) return reply;
    const parsed = parseSubmissionQuery(request.query as Record<string, unknown>);
    if (!parsed.ok) return sendApiError(reply, 400, 'foyer_bad_param', parsed.message);
    const { query } = parsed;
    const [list, forms] = await Promise.all([
      listSubmissions(db, filterOf(query), { limit: SUBMISSIONS_PER_PAGE, offset: (query.page - 1) * SUBMISSIONS_PER_PAGE }),
      submissionForms(db),
    ]);
    const answer: SubmissionListAnswer = {
      total: list.total,
      unread: list.unread,
      page: query.page,
      perPage: SUBMISSIONS_PER_PAGE,
      rows: list.rows.map(listItem),
      forms,
    };
    return reply.send(answer);
  });

  app.get(`${BASE}/csv`, async (request, reply) => {
    if (!requireSubmissions(request, reply)) return reply;
    const parsed = parseSubmissionQuery(request.query as Record<string, unknown>);
    if (!parsed.ok) return sendApiError(reply, 400, 'foyer_bad_param', parsed.message);
    const site = await app.foyer.site();
    const name = csvFileName([site.kit.site_name, 'form-submissions', new Date().toISOString().slice(0, 10)]);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(csvStream(app, filterOf(parsed.query)));
  });

  /** One submission; opening it marks it read (as Elementor's submissions screen does). */
  app.get(`${BASE}/:id`, async (request, reply) => {
    if (!requireSubmissions(request, reply)) return reply;
    const id = idOf(request, reply);
    if (id === undefined) return reply;
    const found = await getSubmission(db, id);
    if (!found) return sendApiError(reply, 404, 'foyer_no_submission', `There is no submission ${id}; it may have been deleted.`);
    if (!found.read) await markRead(db, id, true);
    const answer: SubmissionDetail = {
      ...listItem(found),
      read: true,
      refererTitle: found.refererTitle,
      userAgent: found.userAgent,
      remoteIp: found.remoteIp,
      actions: found.actions,
      files: found.files.map((f) => ({
        id: f.id,
        fieldId: f.fieldId,
        name: f.originalName,
        size: f.size,
        url: `${BASE}/${id}/files/${f.id}`,
      })),
      log: found.log,
    };
    return reply.send(answer);
  });

  app.patch(`${BASE}/:id`, async (request, reply) => {
    if (!requireSubmissions(request, reply)) return reply;
    const id = idOf(request, reply);
    if (id === undefined) return reply;
    if (!(await requireAdminNonce(request, reply))) return reply;
    const read = (request.body as { read?: unknown }).read;
    if (typeof read !== 'boolean') return sendApiError(reply, 400, 'foyer_bad_param', 'read must be true or false.');
    if (!(await markRead(db, id, read))) return sendApiError(reply, 404, 'foyer_no_submission', `There is no submission ${id}.`);
    return reply.send({ id, read });
  });

  app.delete(`${BASE}/:id`, async (request, reply) => {
    if (!requireSubmissions(request, reply)) return reply;
    const id = idOf(request, reply);
    if (id === undefined) return reply;
    if (!(await requireAdminNonce(request, reply))) return reply;
    const files = await deleteSubmission(db, id);
    if (!files) return sendApiError(reply, 404, 'foyer_no_submission', `There is no submission ${id}; it may have been deleted already.`);
    await removeUploads(app.foyer.config.formUploadsDir, files);
    request.log.info({ user: request.account!.login, submission: id }, 'form submission deleted');
    return reply.send({ id, deleted: true });
  });

  /** Resend: the delivery actions (email, email 2, webhook) run again with the form's current settings. */
  app.post(`${BASE}/:id/resend`, async (request, reply) => {
    if (!requireSubmissions(request, reply)) return reply;
    const id = idOf(request, reply);
    if (id === undefined) return reply;
    if (!(await requireAdminNonce(request, reply))) return reply;
    const found = await getSubmission(db, id);
    if (!found) return sendApiError(reply, 404, 'foyer_no_submission', `There is no submission ${id}.`);
    const form = await findForm(db, found.postId, found.elementId);
    if (!form)
      return sendApiError(
        reply,
        409,
        'foyer_form_gone',
        'The form this submission came from is no longer published, so its actions cannot run again.',
      );
    const site = await app.foyer.site();
    await logAction(db, id, 'resend', 'ok', `Resent by ${request.account!.login}.`);
    await runActions(
      actionsContext(app, site.kit.site_name),
      form.settings,
      found.actions,
      {
        id,
        formName: found.formName,
        elementId: found.elementId,
        fields: found.fields,
        createdAt: new Date(found.createdAt),
        pageUrl: found.pageUrl,
        userAgent: found.userAgent,
        remoteIp: found.remoteIp,
      },
      { resend: true },
    );
    const after = await getSubmission(db, id);
    return reply.send({ id, log: after?.log ?? [] });
  });

  /** A file of a submission, always as a download (never shown in the browser), to staff only. */
  app.get(`${BASE}/:id/files/:file`, async (request, reply) => {
    if (!requireSubmissions(request, reply)) return reply;
    const id = idOf(request, reply);
    if (id === undefined) return reply;
    const fileId = idOf(request, reply, 'file');
    if (fileId === undefined) return reply;
    const found = await getSubmission(db, id);
    const file = found?.files.find((f) => f.id === fileId);
    const path = file && uploadPath(app.foyer.config.formUploadsDir, file.storedName);
    const size = path
      ? await stat(path).then(
          (s) => s.size,
          () => undefined,
        )
      : undefined;
    if (!file || !path || size === undefined) return sendApiError(reply, 404, 'foyer_no_file', 'There is no such file.');
    const ascii = file.originalName.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'upload';
    return reply
      .type('application/octet-stream')
      .header('content-length', String(size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .send(createReadStream(path));
  });
}
