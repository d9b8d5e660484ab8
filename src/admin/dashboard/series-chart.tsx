// The time series: visitors, views and visits per day, with the previous period's views dashed
// behind them, drawn by uPlot (a canvas chart of ~20 KB gzipped). Screen readers get the figures as
// a table (the canvas is one labelled image), and so does anyone who opens "Show the figures".
import { useEffect, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import type { SeriesPoint } from '../../stats/report-types.ts';
import { formatCount, formatDay } from '../format.ts';

const HEIGHT = 280;
const COLOURS = { visitors: '#1b6b86', views: '#b65a1e', visits: '#4f7d3a', previous: '#8a8f98' };

/** Seconds since 1970 of a day's midnight, in UTC: the axis shows site days, whatever the browser's zone. */
const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function chartData(current: SeriesPoint[], previous: SeriesPoint[]): uPlot.AlignedData {
  return [
    current.map((p) => daySeconds(p.day)),
    current.map((p) => p.visitors),
    current.map((p) => p.views),
    current.map((p) => p.visits),
    // The previous period has as many days: its views line up day for day.
    current.map((_, i) => previous[i]?.views ?? null),
  ];
}

function options(width: number, points: number): uPlot.Options {
  const showPoints = { show: points <= 31, size: 5 };
  return {
    width,
    height: HEIGHT,
    // The legend names the lines; the figures are in the table below, not in a hover readout.
    legend: { live: false },
    cursor: { show: false },
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [
      {
        stroke: '#4a5260',
        grid: { stroke: '#eef0f3' },
        values: (_u, ticks) => ticks.map((t) => formatDay(new Date(t * 1000).toISOString().slice(0, 10), false)),
      },
      { stroke: '#4a5260', grid: { stroke: '#eef0f3' }, values: (_u, ticks) => ticks.map((t) => formatCount(t)) },
    ],
    series: [
      { label: 'Day', value: (_u, ts) => (ts == null ? '–' : formatDay(new Date(ts * 1000).toISOString().slice(0, 10))) },
      { label: 'Visitors', stroke: COLOURS.visitors, width: 2, fill: 'rgba(27,107,134,0.08)', points: showPoints },
      { label: 'Views', stroke: COLOURS.views, width: 2, points: showPoints },
      { label: 'Visits', stroke: COLOURS.visits, width: 2, points: showPoints },
      { label: 'Views, previous period', stroke: COLOURS.previous, width: 1.5, dash: [5, 5], points: { show: false } },
    ],
  };
}

export function SeriesChart({
  current,
  previous,
  caption,
}: {
  current: SeriesPoint[];
  previous: SeriesPoint[];
  caption: string;
}): ReactNode {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = holder.current!;
    const width = () => Math.max(280, Math.floor(target.clientWidth));
    const chart = new uPlot(options(width(), current.length), chartData(current, previous), target);
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [current, previous]);

  return (
    <figure className="admin-card admin-chart">
      <figcaption>
        <h2>Visitors, views and visits per day</h2>
        <p className="admin-muted">{caption}</p>
      </figcaption>
      <div ref={holder} className="admin-chart__canvas" role="img" aria-label={`Chart of visitors, views and visits per day, ${caption}`} />
      <details className="admin-chart__figures">
        <summary>Show the figures</summary>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visitors</th>
              <th scope="col">Views</th>
              <th scope="col">Visits</th>
            </tr>
          </thead>
          <tbody>
            {current.map((p) => (
              <tr key={p.day}>
                <th scope="row">{formatDay(p.day)}</th>
                <td>{formatCount(p.visitors)}</td>
                <td>{formatCount(p.views)}</td>
                <td>{formatCount(p.visits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
