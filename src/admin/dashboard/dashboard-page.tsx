// The statistics dashboard: period, headline figures against the previous period, the chart, who
// is online, and every table with its CSV export. The period is in the address.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { TABLE_KEYS } from '../../stats/report-types.ts';
import { api, ApiFailure } from '../api-client.ts';
import { formatCount, formatRange, RANGE_LABELS } from '../format.ts';
import type { OverviewAnswer } from '../shared/api.ts';
import { parseRangeQuery, rangeQueryString, type RangeChoice } from '../shared/range-query.ts';
import { OnlineNow } from './online-now.tsx';
import { RangePicker } from './range-picker.tsx';
import { SeriesChart } from './series-chart.tsx';
import { StatTable } from './stat-table.tsx';
import { SummaryCards } from './summary-cards.tsx';

const EXCLUSION_LABELS: Record<string, string> = {
  bot: 'robots',
  prefetch: 'prefetches',
  role: 'staff and excluded roles',
  ip_range: 'excluded addresses',
  disabled: 'tracking off',
};

export function DashboardPage({ search, navigate }: { search: string; navigate(to: string): void }): ReactNode {
  const parsed = useMemo(() => parseRangeQuery(Object.fromEntries(new URLSearchParams(search))), [search]);
  const choice: RangeChoice = parsed.ok ? parsed.choice : { key: '30d' };
  const rangeQuery = rangeQueryString(choice);
  const [overview, setOverview] = useState<OverviewAnswer | undefined>();
  const [error, setError] = useState('');

  useEffect(() => {
    const abort = new AbortController();
    setError('');
    api<OverviewAnswer>(`/stats/overview?${rangeQuery}`, { signal: abort.signal }).then(setOverview, (failure: unknown) => {
      if (!abort.signal.aborted) setError(failure instanceof ApiFailure ? failure.message : 'The statistics could not be loaded.');
    });
    return () => abort.abort();
  }, [rangeQuery]);

  const shown = overview && overview.range.key === choice.key ? overview : undefined;
  const caption = shown ? `${RANGE_LABELS[shown.range.key]}: ${formatRange(shown.range.current)}` : RANGE_LABELS[choice.key];
  return (
    <section className="admin-page admin-dashboard" aria-labelledby="admin-title">
      <div className="admin-page__head">
        <h1 id="admin-title" tabIndex={-1}>
          Dashboard
        </h1>
        <RangePicker
          key={rangeQuery}
          choice={choice}
          days={shown?.range.current}
          onChange={(next) => navigate(`/admin?${rangeQueryString(next)}`)}
        />
      </div>
      {!parsed.ok ? (
        <p className="admin-error" role="alert">
          {parsed.message} Showing the last 30 days.
        </p>
      ) : null}
      <p className="admin-muted admin-dashboard__period" aria-live="polite">
        {shown
          ? `${formatRange(shown.range.current)}, compared with ${formatRange(shown.range.previous)} (${shown.range.timezone})`
          : 'Loading…'}
      </p>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      {overview ? (
        <div className="admin-dashboard__top" aria-busy={shown ? undefined : true}>
          <SummaryCards current={overview.summary.current} previous={overview.summary.previous} />
          <div className="admin-dashboard__row">
            <SeriesChart current={overview.series.current} previous={overview.series.previous} caption={caption} />
            <div className="admin-dashboard__side">
              <OnlineNow initial={overview.online} />
              {overview.exclusions.length ? (
                <section className="admin-card" aria-labelledby="admin-excluded-title">
                  <h2 id="admin-excluded-title">Not counted</h2>
                  <ul className="admin-plain-list">
                    {overview.exclusions.map((e) => (
                      <li key={e.reason}>
                        {EXCLUSION_LABELS[e.reason] ?? e.reason}: <strong>{formatCount(e.count)}</strong>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
      <div className="admin-tables">
        {TABLE_KEYS.map((table) => (
          <StatTable key={table} table={table} rangeQuery={rangeQuery} />
        ))}
      </div>
    </section>
  );
}
