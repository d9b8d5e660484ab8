// Who is on the site now, refreshed every minute (the tracker pings each open page that often).
import { useEffect, useState, type ReactNode } from 'react';
import type { OnlineNow as Online } from '../../stats/report-types.ts';
import { api } from '../api-client.ts';
import { formatCount } from '../format.ts';

export const ONLINE_REFRESH_MS = 60_000;

export function OnlineNow({ initial }: { initial: Online }): ReactNode {
  const [online, setOnline] = useState(initial);
  useEffect(() => setOnline(initial), [initial]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      // A failed refresh keeps the last figures: the next one will try again.
      api<Online>('/stats/online').then(setOnline, () => undefined);
    }, ONLINE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section className="admin-card admin-online" aria-labelledby="admin-online-title">
      <h2 id="admin-online-title">Online now</h2>
      <p className="admin-online__count" aria-live="polite">
        <strong>{formatCount(online.count)}</strong> {online.count === 1 ? 'visitor' : 'visitors'}
      </p>
      {online.pages.length ? (
        <ul className="admin-online__pages">
          {online.pages.map((p) => (
            <li key={p.uri}>
              <span className="admin-key__label">{p.uri}</span> <span className="admin-muted">{formatCount(p.count)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">Nobody is reading the site at the moment.</p>
      )}
    </section>
  );
}
