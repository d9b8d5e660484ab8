// The header's search: an icon button named "Search" that opens a dropdown with a labelled search
// field (Astra's `.ast-search-menu-icon`, whose `ast-dropdown-active` class is the active state).
// The browser side is src/behaviours/search-dropdown.ts: open, focus after 200 ms, submit on a
// second click with text, close on Escape or a click outside. Server markup only: a header (or any
// theme part) renders <HeaderSearch /> and lists HEADER_SEARCH_BEHAVIOUR among its page's modules.
import type { ReactNode } from 'react';

export const HEADER_SEARCH_BEHAVIOUR = 'search-dropdown';

export interface HeaderSearchProps {
  /** Unique on the page: names the field and the dropdown. */
  id?: string;
  /** The current search, prefilled (the results page). */
  value?: string;
  /** Where the form goes; WordPress searches at the site root. */
  action?: string;
}

/** A magnifying glass, drawn inline: no icon font to download. */
function SearchIcon(): ReactNode {
  return (
    <svg className="foyer-search-glyph" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function HeaderSearch({ id = 'header-search', value = '', action = '/' }: HeaderSearchProps): ReactNode {
  const fieldId = `${id}-field`;
  const formId = `${id}-form`;
  return (
    <div className="ast-search-menu-icon foyer-header-search" data-behaviours={HEADER_SEARCH_BEHAVIOUR} data-behaviours-defer="input">
      <form id={formId} role="search" method="get" className="search-form" action={action}>
        <label htmlFor={fieldId} className="screen-reader-text">
          Search for:
        </label>
        <input type="search" id={fieldId} className="search-field" placeholder="Search …" name="s" defaultValue={value} />
      </form>
      <div className="ast-search-icon">
        <button type="button" className="astra-search-icon foyer-header-search__toggle" aria-expanded="false" aria-controls={formId}>
          <SearchIcon />
          <span className="screen-reader-text">Search</span>
        </button>
      </div>
    </div>
  );
}
