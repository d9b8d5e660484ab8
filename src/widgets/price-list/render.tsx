// Price list widget (Elementor Pro): a menu of items, each a title, a dotted separator, a price, a
// description and an optional image and link, in Elementor's markup.
import type { ReactNode } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import { linkProps } from '../shared/links.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { priceListDeclaration } from './schema.ts';

// Elementor Pro's price list stylesheet, restated as facts.
const BASE_CSS =
  '.elementor-widget-price-list .elementor-price-list{list-style:none;padding:0;margin:0}' +
  '.elementor-widget-price-list .elementor-price-list li{margin:0}' +
  '.elementor-price-list li:not(:last-child){margin-bottom:20px}' +
  '.elementor-price-list .elementor-price-list-image{max-width:50%;flex-shrink:0;padding-inline-end:25px}' +
  '.elementor-price-list .elementor-price-list-image img{width:100%}' +
  '.elementor-price-list .elementor-price-list-header,.elementor-price-list .elementor-price-list-item,.elementor-price-list .elementor-price-list-text{display:flex}' +
  '.elementor-price-list .elementor-price-list-item{align-items:flex-start}' +
  '.elementor-price-list .elementor-price-list-item .elementor-price-list-text{align-items:flex-start;flex-wrap:wrap;flex-grow:1}' +
  '.elementor-price-list .elementor-price-list-item .elementor-price-list-header{align-items:center;flex-basis:100%;font-size:19px;font-weight:600;margin-bottom:10px;justify-content:space-between}' +
  '.elementor-price-list .elementor-price-list-item .elementor-price-list-title{max-width:80%}' +
  '.elementor-price-list .elementor-price-list-item .elementor-price-list-price{font-weight:600}' +
  '.elementor-price-list .elementor-price-list-item p.elementor-price-list-description{flex-basis:100%;font-size:14px;margin:0}' +
  '.elementor-price-list .elementor-price-list-item .elementor-price-list-separator{flex-grow:1;margin-left:10px;margin-right:10px;border-bottom-style:dotted;border-bottom-width:2px;height:0}' +
  // A linked item is the <a>: it keeps the text's colour, as Elementor's theme styles leave it.
  'a.elementor-price-list-item{color:inherit;text-decoration:none}';

const TITLE_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'p']);

/** A custom image size's pixel box (Elementor serves a file cropped to it), if both sides are given. */
export function customSize(sizeName: unknown, dimension: unknown): { width: number; height: number } | undefined {
  if (sizeName !== 'custom' || !dimension || typeof dimension !== 'object') return undefined;
  const { width, height } = dimension as { width?: unknown; height?: unknown };
  const w = Number(width);
  const h = Number(height);
  return w > 0 && h > 0 && w <= 4000 && h <= 4000 ? { width: w, height: h } : undefined;
}

export const priceList = defineWidget({
  declaration: priceListDeclaration,
  baseCss: BASE_CSS,
  // The cropped file's size: the image column is as wide as the image it holds.
  css: ({ settings, selector, css }) => {
    const box = customSize(settings.image_size_size, settings.image_size_custom_dimension);
    if (box)
      css.add(`${selector} .elementor-price-list-image img`, { width: `${box.width}px`, height: `${box.height}px`, 'object-fit': 'cover' });
  },
  Render: ({ settings: s, ctx, element }) => {
    const items = s.price_list ?? [];
    if (!items.length) return null;
    const Title = (TITLE_TAGS.has(s.title_tag ?? '') ? s.title_tag : 'span') as 'span';
    return (
      <ul className="elementor-price-list">
        {items.map((item, i) => {
          const title = sanitizeInline(item.title);
          const price = sanitizeInline(item.price);
          const description = sanitizeInline(item.item_description);
          const link = linkProps(item.link);
          const body: ReactNode = (
            <>
              {item.image?.url && (
                <div className="elementor-price-list-image">
                  <ResponsiveImage
                    image={item.image}
                    sizeName={s.image_size_size as string | undefined}
                    customDimension={s.image_size_custom_dimension}
                    ctx={ctx}
                    elementId={element.id}
                    alt={title ? '' : undefined}
                  />
                </div>
              )}
              <div className="elementor-price-list-text">
                {(title || price) && (
                  <div className="elementor-price-list-header">
                    {title && <Title className="elementor-price-list-title" dangerouslySetInnerHTML={{ __html: title }} />}
                    <span className="elementor-price-list-separator" />
                    {price && <span className="elementor-price-list-price" dangerouslySetInnerHTML={{ __html: price }} />}
                  </div>
                )}
                {description && <p className="elementor-price-list-description" dangerouslySetInnerHTML={{ __html: description }} />}
              </div>
            </>
          );
          const key = item._id ?? i;
          return link ? (
            <li key={key}>
              <a className="elementor-price-list-item" {...link}>
                {body}
              </a>
            </li>
          ) : (
            <li key={key} className="elementor-price-list-item">
              {body}
            </li>
          );
        })}
      </ul>
    );
  },
});
