// The posts widget's page links (Elementor Pro's numbers / previous-next pagination): plain links.
import type { ReactNode } from 'react';
import { pageParam } from '../../contracts/page-param.ts';
import { sanitizeInline } from '../shared/sanitize.ts';

interface Props {
  settings: Record<string, unknown>;
  total: number;
  perPage: number;
  path: string;
  /** The page shown. */
  current: number;
  elementId: string;
}

const TYPES = ['numbers', 'prev_next', 'numbers_and_prev_next'];

export function hasPagination(settings: Record<string, unknown>): boolean {
  return TYPES.includes(String(settings.pagination_type ?? ''));
}

/** Elementor's link to page `n` of one posts widget on a singular page (`?e-page-{id}=n`); page 1 is the page itself. */
export function pageHref(path: string, elementId: string, n: number): string {
  return n <= 1 ? path : `${path}?${pageParam(encodeURIComponent(elementId))}=${n}`;
}

export function Pagination({ settings: s, total, perPage, path, current, elementId }: Props): ReactNode {
  const type = String(s.pagination_type ?? '');
  if (!hasPagination(s) || perPage <= 0) return null;
  const limit = Number(s.pagination_page_limit);
  const pages = Math.min(Math.ceil(total / perPage), Number.isInteger(limit) && limit > 0 ? limit : 5);
  if (pages < 2) return null;
  const hasNumbers = type !== 'prev_next';
  const hasPrevNext = type !== 'numbers';
  const prev = sanitizeInline(s.pagination_prev_label);
  const next = sanitizeInline(s.pagination_next_label);
  // Previous and next are links where there is somewhere to go, plain text at either end (as in Elementor).
  const step = (n: number, className: string, label: string) =>
    n >= 1 && n <= pages ? (
      <a className={`page-numbers ${className}`} href={pageHref(path, elementId, n)} dangerouslySetInnerHTML={{ __html: label }} />
    ) : (
      <span className={`page-numbers ${className}`} dangerouslySetInnerHTML={{ __html: label }} />
    );
  return (
    <nav className="elementor-pagination" aria-label="Pagination">
      {hasPrevNext && step(current - 1, 'prev', prev)}
      {hasNumbers &&
        Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
          n === current ? (
            <span key={n} aria-current="page" className="page-numbers current">
              <span className="elementor-screen-only">Page</span>
              {n}
            </span>
          ) : (
            <a key={n} className="page-numbers" href={pageHref(path, elementId, n)}>
              <span className="elementor-screen-only">Page</span>
              {n}
            </a>
          ),
        )}
      {hasPrevNext && step(current + 1, 'next', next)}
    </nav>
  );
}
