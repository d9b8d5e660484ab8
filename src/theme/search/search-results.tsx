// The search results page: the search shown back with the form to change it, the highlighted
// matches, WordPress's pagination, or a clear "nothing found" state with places to go instead.
import type { ReactNode } from 'react';
import type { SearchHit, SearchResults as Results, TextSegment } from '../../contracts/data.ts';
import { HeaderSearch } from './header-search.tsx';

const KIND_LABEL: Record<SearchHit['kind'], string> = { page: 'Page', post: 'Story', area: 'Area guide' };

/** Text with its matches in <mark>; React escapes every piece, so stored text never becomes markup. */
function Highlighted({ segments }: { segments: TextSegment[] }): ReactNode {
  return segments.map((s, i) => (s.isMatch ? <mark key={i}>{s.text}</mark> : s.text));
}

/** WordPress's search page links: page 1 is `/?s=…`, the others `/page/N/?s=…`. */
export function searchPageUrl(query: string, page: number): string {
  const q = `?s=${encodeURIComponent(query).replace(/%20/g, '+')}`;
  return page <= 1 ? `/${q}` : `/page/${page}/${q}`;
}

/** Every page number near the current one, the first and the last, with gaps as null. */
function pageNumbers(current: number, last: number): Array<number | null> {
  const out: Array<number | null> = [];
  for (let n = 1; n <= last; n++) {
    if (n === 1 || n === last || Math.abs(n - current) <= 1) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

function Pagination({ query, page, last }: { query: string; page: number; last: number }): ReactNode {
  if (last <= 1) return null;
  return (
    <nav className="navigation pagination" aria-label="Search results pages">
      <div className="nav-links">
        {page > 1 ? (
          <a className="prev page-numbers" href={searchPageUrl(query, page - 1)}>
            Previous<span className="screen-reader-text"> page</span>
          </a>
        ) : null}
        {pageNumbers(page, last).map((n, i) =>
          n === null ? (
            <span key={`gap-${i}`} className="page-numbers dots">
              …
            </span>
          ) : n === page ? (
            <span key={n} className="page-numbers current" aria-current="page">
              <span className="screen-reader-text">Page </span>
              {n}
            </span>
          ) : (
            <a key={n} className="page-numbers" href={searchPageUrl(query, n)}>
              <span className="screen-reader-text">Page </span>
              {n}
            </a>
          ),
        )}
        {page < last ? (
          <a className="next page-numbers" href={searchPageUrl(query, page + 1)}>
            Next<span className="screen-reader-text"> page</span>
          </a>
        ) : null}
      </div>
    </nav>
  );
}

function summary(results: Results, last: number): string {
  if (!results.query) return 'Type a few words: a suite, an area, something to do.';
  if (!results.total) return `Nothing matched “${results.query}”.`;
  if (results.page > last) return `There is no page ${results.page} of results for “${results.query}”.`;
  const first = (results.page - 1) * results.perPage + 1;
  const shown = `${first}–${first + results.hits.length - 1}`;
  const count = results.total === 1 ? '1 result' : `${results.total} results`;
  return last > 1 ? `${count}, showing ${shown}.` : `${count}.`;
}

export function SearchResults({ results, areas }: { results: Results; areas: Array<{ name: string; url: string }> }): ReactNode {
  const last = Math.max(1, Math.ceil(results.total / results.perPage));
  const first = (results.page - 1) * results.perPage + 1;
  return (
    <div className="theme-search">
      <header className="theme-archive__hero theme-search__hero">
        <div className="theme-wrap theme-search__hero-inner">
          <div>
            <p className="theme-eyebrow">Search</p>
            <h1>{results.query ? <>Results for “{results.query}”</> : 'Search the site'}</h1>
            <p className="theme-search__summary">{summary(results, last)}</p>
          </div>
          <HeaderSearch id="search-page" value={results.query} />
        </div>
      </header>
      <section className="theme-wrap theme-search__body" aria-label="Search results">
        {results.hits.length ? (
          <ol className="theme-search__list" start={first}>
            {results.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`} className="theme-search__hit">
                <p className="theme-search__kind">{KIND_LABEL[hit.kind]}</p>
                <h2 className="theme-search__title">
                  <a href={hit.url}>
                    <Highlighted segments={hit.title} />
                  </a>
                </h2>
                {hit.excerpt.length ? (
                  <p className="theme-search__excerpt">
                    <Highlighted segments={hit.excerpt} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <div className="theme-search__empty">
            <p>
              {results.query
                ? 'Try fewer or different words, or look through the areas around the house.'
                : 'Or start from one of the areas around the house.'}
            </p>
            {areas.length ? (
              <ul className="theme-chips">
                {areas.map((a) => (
                  <li key={a.url}>
                    <a href={a.url}>{a.name}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
        <Pagination query={results.query} page={results.page} last={last} />
      </section>
    </div>
  );
}
