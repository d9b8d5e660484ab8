// CSS of the header search dropdown and the search results page (printed with the theme's CSS).
export function searchCss(): string {
  return [
    // The dropdown: hidden until active; before its behaviour runs (or without JavaScript), focus
    // inside opens it, so the button, then Tab, still reaches the field.
    '.foyer-header-search{position:relative;display:inline-flex;align-items:center}',
    '.foyer-header-search__toggle{display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem;padding:0;border:1px solid transparent;border-radius:999px;background:transparent;color:var(--foyer-heading);cursor:pointer}',
    '.foyer-header-search__toggle:hover{background:rgba(31,58,77,.08)}',
    '.foyer-header-search .search-form{position:absolute;top:calc(100% + .5rem);right:0;z-index:50;width:min(20rem,calc(100vw - 2.5rem));padding:.75rem;background:#fff;border:1px solid rgba(59,54,50,.14);border-radius:4px;box-shadow:0 18px 40px rgba(40,30,20,.14);visibility:hidden;opacity:0;transform:translateY(-.35rem);transition:opacity .2s,transform .2s,visibility 0s .2s}',
    '.foyer-header-search.ast-dropdown-active .search-form,.foyer-header-search:not(.foyer-header-search--ready):focus-within .search-form{visibility:visible;opacity:1;transform:none;transition:opacity .2s,transform .2s}',
    '.foyer-header-search .search-field{width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;color:var(--foyer-text);background:var(--foyer-bg);border:1px solid rgba(59,54,50,.3);border-radius:2px}',
    '.foyer-header-search .search-field:focus-visible{outline:3px solid var(--foyer-focus);outline-offset:1px}',
    // Results: the archive's hero band, then a calm list with the matches marked in the accent.
    '.theme-search__hero-inner{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:1.5rem}',
    '.theme-search__hero h1{margin-bottom:.75rem;overflow-wrap:anywhere}',
    '.theme-search__summary{margin:0;font-size:1.125rem}',
    '.theme-search__hero .foyer-header-search__toggle{border-color:rgba(31,58,77,.35);background:#fff}',
    // On the results page the icon keeps to the right edge, even when it wraps below the heading, so
    // the dropdown, which opens leftwards from it, always fits the window (it made phones scroll sideways).
    '.theme-search__hero .foyer-header-search{margin-left:auto}',
    '.theme-search__body{padding-block:clamp(2rem,5vw,4rem)}',
    '.theme-search__list{list-style:none;margin:0;padding:0;display:grid;gap:1rem;max-width:52rem}',
    '.theme-search__hit{position:relative;padding:1.5rem 1.75rem;background:#fff;border:1px solid rgba(59,54,50,.12);border-radius:4px;transition:border-color .2s,box-shadow .2s}',
    '.theme-search__hit:hover,.theme-search__hit:focus-within{border-color:rgba(164,82,47,.45);box-shadow:0 14px 32px rgba(40,30,20,.08)}',
    '.theme-search__kind{margin:0 0 .35rem;font-size:.75rem;font-weight:600;letter-spacing:.16em;text-transform:uppercase;color:var(--foyer-link)}',
    '.theme-search__title{margin:0 0 .5rem;font-size:clamp(1.25rem,1.1rem + .5vw,1.5rem)}',
    '.theme-search__title a{color:var(--foyer-heading);text-decoration:none}',
    '.theme-search__title a::after{content:"";position:absolute;inset:0}',
    '.theme-search__title a:focus-visible{outline:none}.theme-search__hit:has(a:focus-visible){outline:3px solid var(--foyer-focus);outline-offset:3px}',
    '.theme-search__excerpt{margin:0;color:var(--foyer-text)}',
    '.theme-search mark{padding:0 .1em;color:inherit;background:rgba(164,82,47,.16);border-radius:2px;box-decoration-break:clone;-webkit-box-decoration-break:clone}',
    '.theme-search__empty{max-width:40rem;font-size:1.125rem}.theme-search__empty p{margin-bottom:1.25rem}',
    '.theme-search .pagination{margin-top:2.5rem}',
    '.theme-search .nav-links{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}',
    '.theme-search .page-numbers{display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem;padding:.25rem .9rem;border:1px solid rgba(31,58,77,.25);border-radius:999px;color:var(--foyer-heading);text-decoration:none}',
    '.theme-search a.page-numbers:hover{background:var(--foyer-heading);color:#fff}',
    '.theme-search .page-numbers.current{background:var(--foyer-heading);border-color:var(--foyer-heading);color:#fff}',
    '.theme-search .page-numbers.dots{border-color:transparent}',
  ].join('');
}
