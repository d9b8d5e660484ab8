// Price table widget (Elementor Pro): header, price with currency, fraction, original price and
// period, a features list with icons, a button with a note, and a ribbon, in Elementor's markup.
import type { ReactNode } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import { buttonBaseCss } from '../button/base-css.ts';
import { Icon } from '../shared/icon.tsx';
import { linkProps } from '../shared/links.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { PRICE_TABLE_BASE_CSS } from './base-css.ts';
import { CURRENCIES, priceTableDeclaration, type PriceTableSettings } from './schema.ts';

const TITLE_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'p']);

/** The symbol shown before (or after) the price: a named currency, the custom one, or none. */
export function currencySymbol(s: { currency_symbol?: string; currency_symbol_custom?: string }): string {
  if (s.currency_symbol === 'custom') return s.currency_symbol_custom ?? '';
  return CURRENCIES[s.currency_symbol ?? ''] ?? '';
}

/** Splits '19.99' (or '19,99' in the comma format) into its integer and fractional parts. */
export function priceParts(price: string, format: string | undefined): { integer: string; fraction: string } {
  const [integer = '', fraction = ''] = price.split(format === ',' ? ',' : '.');
  return { integer, fraction };
}

function Price({ s }: { s: PriceTableSettings }): ReactNode {
  const symbol = currencySymbol(s);
  const { integer, fraction } = priceParts(s.price ?? '', s.currency_format);
  const period = sanitizeInline(s.period);
  const isBeside = s.period_position === 'beside';
  const isAfter = s.currency_position === 'after';
  const currency = symbol && (
    <span className={`elementor-price-table__currency elementor-currency--${isAfter ? 'after' : 'before'}`}>{symbol}</span>
  );
  const periodEl = period && (
    <span className="elementor-price-table__period elementor-typo-excluded" dangerouslySetInnerHTML={{ __html: period }} />
  );
  return (
    <div className="elementor-price-table__price">
      {s.sale === 'yes' && s.original_price && (
        <div className="elementor-price-table__original-price elementor-typo-excluded">
          {symbol && <span className="elementor-price-table__currency">{symbol}</span>}
          {s.original_price}
        </div>
      )}
      {!isAfter && currency}
      {integer && <span className="elementor-price-table__integer-part">{integer}</span>}
      {(fraction || (period && isBeside)) && (
        <div className="elementor-price-table__after-price">
          {fraction && <span className="elementor-price-table__fractional-part">{fraction}</span>}
          {isBeside && periodEl}
        </div>
      )}
      {isAfter && currency}
      {!isBeside && periodEl}
    </div>
  );
}

export const priceTable = defineWidget({
  declaration: priceTableDeclaration,
  baseCss: PRICE_TABLE_BASE_CSS + buttonBaseCss,
  Render: ({ settings: s }) => {
    const heading = sanitizeInline(s.heading);
    const subHeading = sanitizeInline(s.sub_heading);
    const Tag = (TITLE_TAGS.has(s.heading_tag ?? '') ? s.heading_tag : 'h3') as 'h3';
    const features = s.features_list ?? [];
    const buttonText = sanitizeInline(s.button_text);
    const info = sanitizeInline(s.footer_additional_info);
    const ribbon = s.show_ribbon === 'yes' ? sanitizeInline(s.ribbon_title) : '';
    const link = linkProps(s.link);
    return (
      <>
        <div className="elementor-price-table">
          {(heading || subHeading) && (
            <div className="elementor-price-table__header">
              {heading && <Tag className="elementor-price-table__heading" dangerouslySetInnerHTML={{ __html: heading }} />}
              {subHeading && <span className="elementor-price-table__subheading" dangerouslySetInnerHTML={{ __html: subHeading }} />}
            </div>
          )}
          <Price s={s} />
          {features.length > 0 && (
            <ul className="elementor-price-table__features-list">
              {features.map((item, i) => {
                const text = sanitizeInline(item.item_text);
                return (
                  <li key={item._id ?? i} className={item._id ? `elementor-repeater-item-${item._id}` : undefined}>
                    <div className="elementor-price-table__feature-inner">
                      <Icon value={item.selected_item_icon} />
                      {text && <span dangerouslySetInnerHTML={{ __html: text }} />}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {(buttonText || info) && (
            <div className="elementor-price-table__footer">
              {buttonText &&
                (link ? (
                  <a
                    className={`elementor-price-table__button elementor-button elementor-size-${s.button_size}`}
                    {...link}
                    dangerouslySetInnerHTML={{ __html: buttonText }}
                  />
                ) : (
                  <span
                    className={`elementor-price-table__button elementor-button elementor-size-${s.button_size}`}
                    dangerouslySetInnerHTML={{ __html: buttonText }}
                  />
                ))}
              {info && <div className="elementor-price-table__additional_info" dangerouslySetInnerHTML={{ __html: info }} />}
            </div>
          )}
        </div>
        {ribbon && (
          <div className={`elementor-price-table__ribbon elementor-ribbon-${s.ribbon_horizontal_position === 'left' ? 'left' : 'right'}`}>
            <div className="elementor-price-table__ribbon-inner" dangerouslySetInnerHTML={{ __html: ribbon }} />
          </div>
        )}
      </>
    );
  },
});
