// Search form widget (Elementor Pro's search-form): a GET form to the site search (`/?s=`), in Pro's
// three skins. Full screen shows a toggle; its overlay opens in the browser (behaviour.ts, a few
// handlers on server HTML, so no island).
import type { ReactNode } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import { cx } from '../shared/css-parts.ts';
import { searchFormBaseCss } from './base-css.ts';
import { searchFormDeclaration } from './schema.ts';

/** Font Awesome's solid magnifying glass, inline as Elementor prints it (no icon font). */
function SearchIcon(): ReactNode {
  return (
    <svg aria-hidden="true" className="e-font-icon-svg e-fas-search" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg">
      <path d="M505 442.7L405.3 343c-4.5-4.5-10.6-7-17-7H372c27.6-35.3 44-79.7 44-128C416 93.1 322.9 0 208 0S0 93.1 0 208s93.1 208 208 208c48.3 0 92.7-16.4 128-44v16.3c0 6.4 2.5 12.5 7 17l99.7 99.7c9.4 9.4 24.6 9.4 33.9 0l28.3-28.3c9.4-9.4 9.4-24.6.1-34zM208 336c-70.7 0-128-57.2-128-128 0-70.7 57.2-128 128-128 70.7 0 128 57.2 128 128 0 70.7-57.2 128-128 128z" />
    </svg>
  );
}

export const searchForm = defineWidget({
  declaration: searchFormDeclaration,
  baseCss: searchFormBaseCss,
  behaviours: (s) => (s.skin === 'full_screen' ? ['search-form-full-screen'] : []),
  Render: ({ settings: s, element }) => {
    const fieldId = `elementor-search-form-${element.id.replace(/[^\w-]/g, '_')}`;
    const isFullScreen = s.skin === 'full_screen';
    return (
      <search role="search">
        <form className={cx('elementor-search-form', `elementor-search-form--skin-${s.skin}`)} action="/" method="get">
          {isFullScreen ? (
            <button
              type="button"
              className="elementor-search-form__toggle"
              aria-label="Search"
              aria-expanded="false"
              aria-controls={fieldId}
            >
              <span className="e-font-icon-svg-container">
                <SearchIcon />
              </span>
            </button>
          ) : null}
          <div className="elementor-search-form__container">
            <label className="elementor-screen-only" htmlFor={fieldId}>
              Search
            </label>
            {s.skin === 'minimal' ? (
              <div className="elementor-search-form__icon">
                <SearchIcon />
              </div>
            ) : null}
            <input
              id={fieldId}
              className="elementor-search-form__input"
              type="search"
              name="s"
              placeholder={s.placeholder}
              defaultValue=""
            />
            {s.skin === 'classic' ? (
              <button className="elementor-search-form__submit" type="submit" aria-label="Search">
                {s.button_type === 'text' ? s.button_text : <SearchIcon />}
              </button>
            ) : null}
            {isFullScreen ? (
              <button type="button" className="dialog-lightbox-close-button dialog-close-button" aria-label="Close this search box.">
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
        </form>
      </search>
    );
  },
});
