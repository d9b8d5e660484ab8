// The area archive: the area's name and description, then what is in that area.
import type { ReactNode } from 'react';

export interface AreaArchiveProps {
  name: string;
  description: string;
  items: Array<{ id: number; title: string; url: string; excerpt: string }>;
  otherAreas: Array<{ name: string; url: string }>;
}

export function AreaArchive({ name, description, items, otherAreas }: AreaArchiveProps): ReactNode {
  return (
    <div className="theme-archive">
      <header className="theme-archive__header">
        <p className="theme-eyebrow">Area</p>
        <h1>{name}</h1>
        {description ? <p className="theme-archive__description">{description}</p> : null}
      </header>
      {items.length ? (
        <ul className="theme-archive__list">
          {items.map((item) => (
            <li key={item.id} className="theme-card">
              <h2>
                <a href={item.url}>{item.title}</a>
              </h2>
              {item.excerpt ? <p>{item.excerpt}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="theme-archive__empty">Nothing is listed in {name} yet.</p>
      )}
      {otherAreas.length ? (
        <nav className="theme-archive__more" aria-label="Other areas">
          <h2>Other areas</h2>
          <ul>
            {otherAreas.map((a) => (
              <li key={a.url}>
                <a href={a.url}>{a.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
