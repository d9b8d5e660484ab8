// The 404 page: says what happened and offers a way on.
import type { ReactNode } from 'react';

export function NotFound({ links }: { links: Array<{ title: string; url: string }> }): ReactNode {
  return (
    <div className="theme-not-found">
      <div className="theme-wrap theme-not-found__inner">
        <p className="theme-eyebrow">Error 404</p>
        <h1>This page could not be found</h1>
        <p className="theme-not-found__text">
          The address may be mistyped, or the page may have moved. One of these should take you where you meant to go:
        </p>
        <ul className="theme-chips theme-chips--center">
          <li>
            <a href="/">Home page</a>
          </li>
          {links.map((l) => (
            <li key={l.url}>
              <a href={l.url}>{l.title}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
