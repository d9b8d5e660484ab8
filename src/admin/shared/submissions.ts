// The form submissions' screens and their API (administrators and editors): what each route answers
// and the list's query, checked the same way by the server and the app.

export interface SubmissionFieldValue {
  id: string;
  label: string;
  type: string;
  value: string;
}

export interface SubmissionListItem {
  id: number;
  formName: string;
  elementId: string;
  postId: number;
  postTitle: string;
  pageUrl: string;
  /** The first values, for the list's summary column. */
  fields: SubmissionFieldValue[];
  collected: boolean;
  read: boolean;
  createdAt: string;
}

export interface SubmissionFormChoice {
  elementId: string;
  formName: string;
  postId: number;
  postTitle: string;
  count: number;
}

export interface SubmissionListAnswer {
  total: number;
  unread: number;
  page: number;
  perPage: number;
  rows: SubmissionListItem[];
  /** The forms and pages that have submissions (the filters' choices). */
  forms: SubmissionFormChoice[];
}

export interface SubmissionFile {
  id: number;
  fieldId: string;
  name: string;
  size: number;
  /** The back office's download address (staff only). */
  url: string;
}

export interface SubmissionLogLine {
  action: string;
  status: 'ok' | 'queued' | 'retrying' | 'failed';
  message: string;
  createdAt: string;
}

export interface SubmissionDetail extends SubmissionListItem {
  refererTitle: string;
  userAgent: string;
  remoteIp: string;
  actions: string[];
  files: SubmissionFile[];
  log: SubmissionLogLine[];
}

export const SUBMISSIONS_PER_PAGE = 20;
const MAX_PAGE = 100_000;

export interface SubmissionQuery {
  search: string;
  /** A form's element id. */
  form: string;
  /** A document id (the page the form is on). */
  post: number | undefined;
  read: 'read' | 'unread' | '';
  page: number;
}

export type ParsedSubmissionQuery = { ok: true; query: SubmissionQuery } | { ok: false; message: string };

/** The list's filters from an address's query (the app's and the API's alike); a bad value is named. */
export function parseSubmissionQuery(params: Readonly<Record<string, unknown>>): ParsedSubmissionQuery {
  const text = (name: string) => {
    const v = params[name];
    return typeof v === 'string' ? v : v === undefined ? '' : undefined;
  };
  const search = text('search');
  if (search === undefined || search.length > 200) return { ok: false, message: 'search must be a text of at most 200 characters.' };
  const form = text('form');
  if (form === undefined || !/^[A-Za-z0-9_-]{0,64}$/.test(form)) return { ok: false, message: 'form must be a form’s element id.' };
  const post = text('post');
  if (post === undefined || !/^(\d{1,10})?$/.test(post)) return { ok: false, message: 'post must be a page’s id.' };
  const read = text('read');
  if (read !== '' && read !== 'read' && read !== 'unread') return { ok: false, message: 'read must be read or unread.' };
  const page = text('page');
  if (page === undefined || !/^(\d{1,6})?$/.test(page) || Number(page || 1) < 1 || Number(page || 1) > MAX_PAGE)
    return { ok: false, message: `page must be a whole number from 1 to ${MAX_PAGE}.` };
  return { ok: true, query: { search: search.trim(), form, post: post ? Number(post) : undefined, read, page: Number(page || 1) } };
}

/** The query string of a list address (empty values left out). */
export function submissionQueryString(query: Partial<SubmissionQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.form) params.set('form', query.form);
  if (query.post !== undefined) params.set('post', String(query.post));
  if (query.read) params.set('read', query.read);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
