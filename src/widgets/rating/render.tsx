// Rating widget: the marked icons over the unmarked ones, the last one cut at the rating's tenth.
import type { CSSProperties } from 'react';
import { clampRating, ratingLabel, starFills } from '../shared/star-fills.ts';
import { Icon, resolveIcon } from '../shared/icon.tsx';
import { sliderSize } from '../../model/slider.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { ratingDeclaration } from './schema.ts';

// Elementor's variables and defaults (16 px icons, no gap); the partly marked icon is clipped by its
// wrapper's width. As in Elementor, the icons wrap when the box is narrower (a rating squeezed in a
// row stacks them), each keeping the gap after and below it, which the wrapper's margins take back.
const BASE_CSS =
  '.e-rating{display:flex;justify-content:var(--e-rating-justify-content,flex-start)}' +
  '.e-rating .e-rating-wrapper{display:flex;justify-content:inherit;flex-direction:row;flex-wrap:wrap;width:fit-content;' +
  'margin-block-end:calc(0px - var(--e-rating-gap,0px));margin-inline-end:calc(0px - var(--e-rating-gap,0px))}' +
  '.e-rating .e-icon{position:relative;font-size:var(--e-rating-icon-font-size,16px);line-height:0;' +
  'margin-block-end:var(--e-rating-gap,0px);margin-inline-end:var(--e-rating-gap,0px)}' +
  '.e-rating .e-icon-wrapper svg{width:1em;height:1em;flex-shrink:0;fill:var(--e-rating-icon-color,#ccd6df);display:block}' +
  '.e-rating .e-icon-wrapper.e-icon-marked{position:absolute;inset-block-start:0;inset-inline-start:0;z-index:1;height:100%;overflow:hidden;width:var(--e-rating-icon-marked-width,100%)}' +
  '.e-rating .e-icon-wrapper.e-icon-marked svg{fill:var(--e-rating-icon-marked-color,#f0ad4e)}' +
  '.e-rating .e-icon-wrapper img{width:1em;height:1em;display:block}';

// Elementor's own star is an icon-font glyph; a star from the bundled Font Awesome set stands in.
const STAR = { value: 'fas fa-star', library: 'fa-solid' };

export const rating = defineWidget({
  declaration: ratingDeclaration,
  baseCss: BASE_CSS,
  Render: ({ settings: s }) => {
    const scale = Math.min(Math.max(Math.round(sliderSize(s.rating_scale, 5)), 1), 10);
    const value = clampRating(s.rating_value, scale);
    const icon = resolveIcon(s.rating_icon) ?? resolveIcon(STAR);
    return (
      <div className="e-rating" itemScope itemType="https://schema.org/Rating" itemProp="reviewRating">
        <meta itemProp="worstRating" content="0" />
        <meta itemProp="bestRating" content={String(scale)} />
        <div className="e-rating-wrapper" itemProp="ratingValue" content={String(value)} role="img" aria-label={ratingLabel(value, scale)}>
          {starFills(value, scale).map((fill, i) => (
            <div className="e-icon" key={i}>
              {fill > 0 && (
                <div
                  className="e-icon-wrapper e-icon-marked"
                  style={fill < 1 ? ({ '--e-rating-icon-marked-width': `${fill * 100}%` } as CSSProperties) : undefined}
                >
                  <Icon resolved={icon} />
                </div>
              )}
              <div className="e-icon-wrapper e-icon-unmarked">
                <Icon resolved={icon} />
              </div>
            </div>
          ))}
        </div>
      </div>
    );
  },
});
