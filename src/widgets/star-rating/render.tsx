// Star rating widget: Elementor's `<i>` stars (full, empty, or `elementor-star-N` for N tenths)
// drawn with the ★/☆ characters, so no icon font is loaded.
import { clampRating, ratingLabel, starFills } from '../shared/star-fills.ts';
import { cx } from '../shared/css-parts.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { starRatingDeclaration } from './schema.ts';

const TENTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

// The unmarked star is the glyph itself; the marked part is a ::before over it, cut to its tenths.
const BASE_CSS =
  '.elementor-star-rating__wrapper{display:flex;align-items:center}' +
  '.elementor-star-rating__title{margin-inline-end:10px}' +
  '.elementor-star-rating{color:#ccd6df;font-family:serif;line-height:1;display:inline-block}' +
  '.elementor-star-rating i{display:inline-block;position:relative;font-style:normal;cursor:default}' +
  '.elementor-star-rating i:before{content:"\\2605";color:#f0ad4e;display:block;position:absolute;inset-block-start:0;inset-inline-start:0;overflow:hidden;width:100%}' +
  '.elementor-star-rating i.elementor-star-empty:before{content:none}' +
  TENTHS.map((n) => `.elementor-star-rating i.elementor-star-${n}:before{width:${n * 10}%}`).join('') +
  '.elementor--star-style-star_unicode .elementor-star-rating{font-family:Arial,Helvetica,sans-serif}' +
  '.elementor-star-rating .elementor-screen-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';

function starClass(fill: number): string {
  if (fill >= 1) return 'elementor-star-full';
  if (fill <= 0) return 'elementor-star-empty';
  return `elementor-star-${Math.round(fill * 10)}`;
}

export const starRating = defineWidget({
  declaration: starRatingDeclaration,
  baseCss: BASE_CSS,
  Render: ({ settings: s }) => {
    const scale = s.rating_scale === '10' ? 10 : 5;
    const value = clampRating(s.rating, scale);
    const glyph = s.unmarked_star_style === 'outline' ? '\u2606' : '\u2605';
    const title = sanitizeInline(s.title);
    return (
      <div className={cx('elementor-star-rating__wrapper', `elementor--star-style-${s.star_style}`)}>
        {title && <div className="elementor-star-rating__title" dangerouslySetInnerHTML={{ __html: title }} />}
        <div
          className="elementor-star-rating"
          title={`${value}/${scale}`}
          itemScope
          itemType="https://schema.org/Rating"
          itemProp="reviewRating"
        >
          {starFills(value, scale).map((fill, i) => (
            // The glyphs are pictures of the rating; the screen-only text says it in words.
            <i key={i} className={starClass(fill)} aria-hidden="true">
              {glyph}
            </i>
          ))}
          <span itemProp="ratingValue" className="elementor-screen-only">
            {ratingLabel(value, scale)}
          </span>
        </div>
      </div>
    );
  },
});
