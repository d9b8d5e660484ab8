// A page that only says something: not found, or not allowed.
import type { ReactNode } from 'react';

export function NoticePage({ title, text }: { title: string; text: string }): ReactNode {
  return (
    <section className="admin-page" aria-labelledby="admin-title">
      <h1 id="admin-title" tabIndex={-1}>
        {title}
      </h1>
      <p>{text}</p>
    </section>
  );
}
