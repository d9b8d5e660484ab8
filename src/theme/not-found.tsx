// The 404 page: says what happened and offers a way on.
import type { ReactNode } from 'react';

export function NotFound({ links }: { links: Array<{ title: string; url: string }> }): ReactNode {
  return (
    <div className="theme-not-found">
      <p className="theme-eyebrow">Error 404</p>
      <h1>This page could not be found</h1>
      <p>The address may be mistyped, or the page may have moved. These might help:</p>
      <ul>
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
  );
}
