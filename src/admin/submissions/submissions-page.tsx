// Form submissions (administrators and editors): the list (search, form and read filters, paging, a
// CSV of what is shown) and, with ?id=N, one submission: its fields, files, where and when it was
// sent, and what its actions did, with mark unread, resend and delete. The filters live in the address,
// so reload and back keep them.
import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { api, ApiFailure } from '../api-client.ts';
import type { SessionInfo } from '../shared/api.ts';
import { ADMIN_API } from '../shared/api.ts';
import {
  parseSubmissionQuery,
  type SubmissionDetail,
  type SubmissionListAnswer,
  type SubmissionQuery,
  submissionQueryString,
} from '../shared/submissions.ts';
import './submissions.css';

const PATH = '/admin/submissions';
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatWhen = (iso: string) => when.format(new Date(iso));
const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
const ACTION_NAMES: Record<string, string> = {
  submission: 'Submission',
  'save-to-database': 'Collect Submissions',
  email: 'Email',
  email2: 'Email 2',
  webhook: 'Webhook',
  redirect: 'Redirect',
  popup: 'Popup',
  resend: 'Resend',
};
const STATUS_NAMES = { ok: 'Done', queued: 'Queued', retrying: 'Will retry', failed: 'Failed' } as const;

type Status = { kind: 'saved' | 'error'; text: string } | undefined;

interface PageProps {
  search: string;
  navigate(to: string): void;
  freshNonces(): Promise<SessionInfo['nonces']>;
}

/** A plain click on an in-app link changes the page without a reload. */
function follow(event: MouseEvent<HTMLAnchorElement>, navigate: (to: string) => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href')!);
}

const failureText = (failure: unknown, fallback: string) => (failure instanceof ApiFailure ? failure.message : fallback);

export function SubmissionsPage({ search, navigate, freshNonces }: PageProps): ReactNode {
  const params = Object.fromEntries(new URLSearchParams(search));
  const id = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : undefined;
  // Between the list and one submission the address changes only its query, so the app's own focus
  // move (on a new path) does not happen: the new view's heading is focused here, as a page load would.
  const shown = useRef(id);
  useEffect(() => {
    if (shown.current === id) return;
    shown.current = id;
    document.querySelector<HTMLElement>('#admin-main h1')?.focus();
  }, [id]);
  if (id !== undefined) return <SubmissionView id={id} navigate={navigate} freshNonces={freshNonces} />;
  const parsed = parseSubmissionQuery(params);
  const query: SubmissionQuery = parsed.ok ? parsed.query : { search: '', form: '', post: undefined, read: '', page: 1 };
  return <SubmissionList query={query} navigate={navigate} />;
}

function SubmissionList({ query, navigate }: { query: SubmissionQuery; navigate(to: string): void }): ReactNode {
  const [answer, setAnswer] = useState<SubmissionListAnswer | undefined>();
  const [error, setError] = useState('');
  const [text, setText] = useState(query.search);
  const [form, setForm] = useState(query.form && query.post !== undefined ? `${query.form}@${query.post}` : query.form);
  const [read, setRead] = useState(query.read);
  const queryString = submissionQueryString(query);

  useEffect(() => {
    const controller = new AbortController();
    setError('');
    api<SubmissionListAnswer>(`/submissions${queryString}`, { signal: controller.signal }).then(setAnswer, (failure: unknown) => {
      if ((failure as Error).name !== 'AbortError') setError(failureText(failure, 'The submissions could not be loaded.'));
    });
    return () => controller.abort();
  }, [queryString]);

  function apply(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const [formId, post] = form.split('@');
    navigate(
      `${PATH}${submissionQueryString({ search: text.trim(), form: formId, post: post ? Number(post) : undefined, read, page: 1 })}`,
    );
  }

  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.perPage)) : 1;
  const pageLink = (page: number) => `${PATH}${submissionQueryString({ ...query, page })}`;
  return (
    <section className="admin-page admin-submissions" aria-labelledby="admin-title">
      <div className="admin-page__head">
        <h1 id="admin-title" tabIndex={-1}>
          Submissions
        </h1>
        <a
          className="admin-button admin-button--quiet"
          href={`${ADMIN_API}/submissions/csv${submissionQueryString({ ...query, page: 1 })}`}
          download
        >
          Export CSV
        </a>
      </div>
      <p className="admin-lead">
        What visitors sent through the site’s forms, newest first.
        {answer ? ` ${answer.total} ${answer.total === 1 ? 'submission' : 'submissions'} shown, ${answer.unread} unread.` : ''}
      </p>
      <form className="admin-card admin-submissions__filters" role="search" aria-label="Filter submissions" onSubmit={apply}>
        <div className="admin-field">
          <label htmlFor="sub-search">Search</label>
          <input id="sub-search" type="search" value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="sub-form">Form and page</label>
          <select id="sub-form" value={form} onChange={(event) => setForm(event.target.value)}>
            <option value="">All forms</option>
            {answer?.forms.map((f) => (
              <option key={`${f.elementId}@${f.postId}`} value={`${f.elementId}@${f.postId}`}>
                {f.formName} on {f.postTitle} ({f.count})
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="sub-read">Status</label>
          <select id="sub-read" value={read} onChange={(event) => setRead(event.target.value as SubmissionQuery['read'])}>
            <option value="">Read and unread</option>
            <option value="unread">Unread</option>
            <option value="read">Read</option>
          </select>
        </div>
        <button type="submit" className="admin-button">
          Filter
        </button>
      </form>
      <p role="status" className="admin-error">
        {error}
      </p>
      {answer ? (
        answer.rows.length ? (
          <div className="admin-card admin-submissions__table">
            <table className="admin-table">
              <caption className="admin-muted">
                Page {answer.page} of {pages}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Submitted</th>
                  <th scope="col">Form</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row) => (
                  <tr key={row.id} className={row.read ? undefined : 'admin-submissions__unread'}>
                    <th scope="row">
                      <a href={`${PATH}?id=${row.id}`} onClick={(event) => follow(event, navigate)}>
                        {formatWhen(row.createdAt)}
                      </a>
                    </th>
                    <td>
                      {row.formName}
                      <span className="admin-key__sub"> on {row.postTitle}</span>
                    </td>
                    <td className="admin-submissions__summary">
                      {row.fields
                        .filter((f) => f.value)
                        .slice(0, 2)
                        .map((f) => f.value)
                        .join(' · ')}
                    </td>
                    <td>{row.read ? 'Read' : <strong>Unread</strong>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="admin-card">No submissions match.</p>
        )
      ) : error ? null : (
        <p className="admin-muted">Loading…</p>
      )}
      {answer && pages > 1 ? (
        <nav className="admin-submissions__pages" aria-label="Pages of submissions">
          {answer.page > 1 ? (
            <a className="admin-button admin-button--quiet" href={pageLink(answer.page - 1)} onClick={(event) => follow(event, navigate)}>
              Previous page
            </a>
          ) : null}
          <span>
            Page {answer.page} of {pages}
          </span>
          {answer.page < pages ? (
            <a className="admin-button admin-button--quiet" href={pageLink(answer.page + 1)} onClick={(event) => follow(event, navigate)}>
              Next page
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function SubmissionView({
  id,
  navigate,
  freshNonces,
}: {
  id: number;
  navigate(to: string): void;
  freshNonces: PageProps['freshNonces'];
}): ReactNode {
  const [detail, setDetail] = useState<SubmissionDetail | undefined>();
  const [status, setStatus] = useState<Status>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<SubmissionDetail>(`/submissions/${id}`).then(setDetail, (failure: unknown) =>
      setStatus({ kind: 'error', text: failureText(failure, 'The submission could not be loaded.') }),
    );
  }, [id]);

  async function act(run: (nonce: string | undefined) => Promise<void>, fallback: string): Promise<void> {
    setBusy(true);
    setStatus(undefined);
    try {
      await run((await freshNonces()).admin);
    } catch (failure) {
      setStatus({ kind: 'error', text: failureText(failure, fallback) });
    } finally {
      setBusy(false);
    }
  }

  const markUnread = () =>
    act(async (nonce) => {
      await api(`/submissions/${id}`, { method: 'PATCH', body: { nonce, read: false } });
      setDetail((d) => d && { ...d, read: false });
      setStatus({ kind: 'saved', text: 'Marked as unread.' });
    }, 'It could not be marked unread. Please try again.');
  const resend = () =>
    act(async (nonce) => {
      const answer = await api<{ log: SubmissionDetail['log'] }>(`/submissions/${id}/resend`, { method: 'POST', body: { nonce } });
      setDetail((d) => d && { ...d, log: answer.log });
      setStatus({ kind: 'saved', text: 'Its actions run again; see the log below.' });
    }, 'It could not be resent. Please try again.');
  const remove = () => {
    if (!window.confirm('Delete this submission and its files? This cannot be undone.')) return;
    void act(async (nonce) => {
      await api(`/submissions/${id}`, { method: 'DELETE', body: { nonce } });
      navigate(PATH);
    }, 'It could not be deleted. Please try again.');
  };

  return (
    <section className="admin-page admin-submission" aria-labelledby="admin-title">
      <p className="admin-submissions__back">
        <a href={PATH} onClick={(event) => follow(event, navigate)}>
          ← All submissions
        </a>
      </p>
      <h1 id="admin-title" tabIndex={-1}>
        Submission {id}
      </h1>
      {detail ? (
        <>
          <p className="admin-lead">
            {detail.formName} on {detail.postTitle}, {formatWhen(detail.createdAt)}.
            {detail.collected ? '' : ' This form does not collect submissions; this one is kept so its actions can be retried.'}
          </p>
          <div className="admin-card">
            <h2>Fields</h2>
            <dl className="admin-submission__fields">
              {detail.fields.map((field) => (
                <div key={field.id}>
                  <dt>{field.label || field.id}</dt>
                  <dd>{field.value || <span className="admin-muted">(empty)</span>}</dd>
                </div>
              ))}
            </dl>
          </div>
          {detail.files.length ? (
            <div className="admin-card">
              <h2>Files</h2>
              <ul className="admin-plain-list">
                {detail.files.map((file) => (
                  <li key={file.id}>
                    <a href={file.url} download>
                      {file.name}
                    </a>{' '}
                    <span className="admin-muted">
                      ({formatSize(file.size)}, field {file.fieldId})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="admin-card">
            <h2>Sent from</h2>
            <dl className="admin-submission__fields">
              <div>
                <dt>Page</dt>
                <dd>{detail.pageUrl ? <a href={detail.pageUrl}>{detail.refererTitle || detail.pageUrl}</a> : detail.postTitle}</dd>
              </div>
              <div>
                <dt>Browser</dt>
                <dd>{detail.userAgent || '(unknown)'}</dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>{detail.remoteIp}</dd>
              </div>
              <div>
                <dt>Actions</dt>
                <dd>{detail.actions.map((a) => ACTION_NAMES[a] ?? a).join(', ') || '(none)'}</dd>
              </div>
            </dl>
          </div>
          <div className="admin-card">
            <table className="admin-table">
              <caption>
                <h2>What the actions did</h2>
              </caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Action</th>
                  <th scope="col">Result</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {detail.log.map((line, index) => (
                  <tr key={index}>
                    <td>{formatWhen(line.createdAt)}</td>
                    <th scope="row">{ACTION_NAMES[line.action] ?? line.action}</th>
                    <td className={`admin-submission__status--${line.status}`}>{STATUS_NAMES[line.status]}</td>
                    <td>{line.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="admin-form__actions">
            <button type="button" className="admin-button" disabled={busy} onClick={() => void resend()}>
              Resend
            </button>
            <button
              type="button"
              className="admin-button admin-button--quiet"
              disabled={busy || !detail.read}
              onClick={() => void markUnread()}
            >
              Mark as unread
            </button>
            <button type="button" className="admin-button admin-button--quiet admin-submission__delete" disabled={busy} onClick={remove}>
              Delete
            </button>
          </div>
        </>
      ) : status ? null : (
        <p className="admin-muted">Loading…</p>
      )}
      <p role="status" className={status?.kind === 'error' ? 'admin-error' : 'admin-success'}>
        {status?.text}
      </p>
    </section>
  );
}
