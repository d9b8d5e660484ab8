// The five headline figures with their change against the previous period of the same length.
// Bounce rate is better when it falls, so its colours are the other way round.
import type { ReactNode } from 'react';
import type { Summary } from '../../stats/report-types.ts';
import { changeOf, changeText, formatCount, formatDuration, formatRate } from '../format.ts';

const FIGURES: Array<{ key: keyof Summary; label: string; format(n: number): string; lowerIsBetter?: boolean }> = [
  { key: 'visitors', label: 'Visitors', format: formatCount },
  { key: 'views', label: 'Views', format: formatCount },
  { key: 'visits', label: 'Visits', format: formatCount },
  { key: 'bounceRate', label: 'Bounce rate', format: formatRate, lowerIsBetter: true },
  { key: 'avgVisitSeconds', label: 'Visit duration', format: formatDuration },
];

export function SummaryCards({ current, previous }: { current: Summary; previous: Summary }): ReactNode {
  return (
    <ul className="admin-cards" aria-label="Summary">
      {FIGURES.map((f) => {
        const change = changeOf(current[f.key], previous[f.key]);
        const good = change.direction === 'same' ? 'same' : (change.direction === 'up') !== Boolean(f.lowerIsBetter) ? 'good' : 'bad';
        return (
          <li key={f.key} className="admin-card admin-figure" data-figure={f.key}>
            <h2 className="admin-figure__label">{f.label}</h2>
            <p className="admin-figure__value">{f.format(current[f.key])}</p>
            <p className={`admin-figure__change admin-figure__change--${good}`}>
              <span aria-hidden="true">{change.direction === 'up' ? '▲ ' : change.direction === 'down' ? '▼ ' : ''}</span>
              {changeText(change)} <span className="admin-muted">vs {f.format(previous[f.key])} before</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
