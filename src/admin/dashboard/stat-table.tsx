// One statistics table (top pages, referrers, browsers…): its first rows, more on request, and a
// link that downloads the whole table for the period as CSV.
import { useEffect, useState, type ReactNode } from 'react';
import type { TableKey, TableRow } from '../../stats/report-types.ts';
import { api, ApiFailure } from '../api-client.ts';
import { formatCount } from '../format.ts';
import { ADMIN_API, type TableAnswer } from '../shared/api.ts';
import { TABLE_INFO } from '../shared/tables.ts';

const PAGE = 10;

export function StatTable({ table, rangeQuery }: { table: TableKey; rangeQuery: string }): ReactNode {
  const info = TABLE_INFO[table];
  const [rows, setRows] = useState<TableRow[] | undefined>();
  const [hasMore, setHasMore] = useState(false);
  const [error, setError] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    setRows(undefined);
    setError('');
    api<TableAnswer>(`/stats/tables/${table}?${rangeQuery}&limit=${PAGE}`, { signal: abort.signal }).then(
      (answer) => {
        setRows(answer.rows);
        setHasMore(answer.hasMore);
      },
      (failure: unknown) => {
        if (!abort.signal.aborted) setError(failure instanceof ApiFailure ? failure.message : 'This table could not be loaded.');
      },
    );
    return () => abort.abort();
  }, [table, rangeQuery]);

  async function more(): Promise<void> {
    setLoadingMore(true);
    try {
      const answer = await api<TableAnswer>(`/stats/tables/${table}?${rangeQuery}&limit=${PAGE}&offset=${rows?.length ?? 0}`);
      setRows([...(rows ?? []), ...answer.rows]);
      setHasMore(answer.hasMore);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : 'More rows could not be loaded.');
    } finally {
      setLoadingMore(false);
    }
  }

  const headingId = `admin-table-${table}`;
  return (
    <section className="admin-card admin-stat" aria-labelledby={headingId} data-table={table}>
      <div className="admin-stat__head">
        <h2 id={headingId}>{info.title}</h2>
        <a
          className="admin-link-button"
          href={`${ADMIN_API}/stats/tables/${table}/csv?${rangeQuery}`}
          download
          aria-label={`Export ${info.title} as CSV`}
        >
          Export CSV
        </a>
      </div>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : !rows ? (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      ) : rows.length === 0 ? (
        <p className="admin-muted">{info.empty}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{info.keyHeading}</th>
              <th scope="col" className="admin-num">
                Visitors
              </th>
              <th scope="col" className="admin-num">
                {info.countHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="admin-key">
                  <span className="admin-key__label">{row.label || row.key}</span>
                  {info.hasLabel && row.label && row.label !== row.key ? <span className="admin-key__sub">{row.key}</span> : null}
                </th>
                <td className="admin-num">{formatCount(row.visitors)}</td>
                <td className="admin-num">{formatCount(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows && hasMore ? (
        <button type="button" className="admin-button admin-button--quiet" onClick={() => void more()} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : `Show ${PAGE} more`}
        </button>
      ) : null}
    </section>
  );
}
