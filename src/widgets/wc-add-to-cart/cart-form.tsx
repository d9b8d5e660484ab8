// The add-to-cart form the products grid and the add-to-cart widget share: a real form posting to the
// cart API (hidden `action=add`, `product`, `return`), so it works before and without any script
// (the server answers with a 303 back to this page); the `wc-add-to-cart` behaviour upgrades it to a
// JSON request with the server's message in place. A chosen-amount voucher gets an amount field
// with its limits; a sold-out product gets no form, only "Sold out".
import type { ReactNode } from 'react';
import { CART_API, MAX_LINE_QUANTITY, type ShopProduct } from '../../contracts/shop.ts';

/** How many digits the currency's minor unit has (EUR 2, JPY 0), as the browser and server both know it. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units as a field shows them: 2500 EUR → '25', 7550 → '75.5'. */
export function fieldAmount(minor: number, digits: number): string {
  return String(minor / 10 ** digits);
}

export function isSoldOut(product: ShopProduct): boolean {
  return product.stock === 0;
}

export interface CartFormProps {
  product: ShopProduct;
  /** This page's path: where a plain post comes back to. */
  returnTo: string;
  /** Unique on the page: the fields' ids start with it. */
  idBase: string;
  /** The button's content (icon and text); a plain "Add to cart" when absent. */
  button?: ReactNode;
  buttonClass: string;
  showQuantity: boolean;
  quantity: number;
  /** The product's name for screen readers when the button's text does not say it. */
  describedByName?: string;
}

export function CartForm({
  product,
  returnTo,
  idBase,
  button,
  buttonClass,
  showQuantity,
  quantity,
  describedByName,
}: CartFormProps): ReactNode {
  if (isSoldOut(product)) return <p className="stock out-of-stock foyer-sold-out">Sold out</p>;
  const chosen = product.price === null;
  const digits = currencyDigits(product.currency);
  const min = fieldAmount(product.minAmount ?? 0, digits);
  const max = product.maxAmount === null ? undefined : fieldAmount(product.maxAmount, digits);
  const maxQuantity = Math.min(MAX_LINE_QUANTITY, product.stock ?? MAX_LINE_QUANTITY);
  const messageId = `${idBase}-message`;
  const nameId = describedByName ? `${idBase}-name` : undefined;
  return (
    <form className="cart foyer-add-to-cart" method="post" action={CART_API} data-product={product.slug} aria-describedby={messageId}>
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="product" value={String(product.id)} />
      <input type="hidden" name="return" value={returnTo} />
      {chosen ? (
        <p className="form-row foyer-cart-amount">
          <label htmlFor={`${idBase}-amount`}>
            Amount <span className="foyer-cart-amount__range">({amountRange(product, digits)})</span>
          </label>
          <span className="foyer-cart-amount__field">
            <span className="foyer-cart-amount__currency" aria-hidden="true">
              {currencySymbol(product.currency)}
            </span>
            <input
              type="number"
              id={`${idBase}-amount`}
              name="amount"
              className="input-text"
              min={min}
              max={max}
              step={digits ? String(1 / 10 ** digits) : '1'}
              inputMode="decimal"
              required
              aria-describedby={messageId}
            />
          </span>
        </p>
      ) : null}
      {showQuantity ? (
        <div className="quantity">
          <label htmlFor={`${idBase}-qty`}>Quantity</label>
          <input
            type="number"
            id={`${idBase}-qty`}
            className="input-text qty text"
            name="quantity"
            defaultValue={String(Math.min(quantity, maxQuantity))}
            min="1"
            max={String(maxQuantity)}
            step="1"
            inputMode="numeric"
          />
        </div>
      ) : (
        <input type="hidden" name="quantity" value={String(Math.min(quantity, maxQuantity))} />
      )}
      <button type="submit" className={buttonClass} aria-describedby={nameId}>
        {button ?? 'Add to cart'}
      </button>
      {nameId ? (
        <span id={nameId} hidden>
          {describedByName}
        </span>
      ) : null}
      <p id={messageId} className="foyer-cart-message" role="alert" />
    </form>
  );
}

/** A whole amount without decimals ('€25'), any other with them ('€25.50'). */
function shortAmount(minor: number, currency: string, digits: number): string {
  const whole = minor % 10 ** digits === 0;
  try {
    return new Intl.NumberFormat('en-IE', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: whole ? 0 : digits,
    }).format(minor / 10 ** digits);
  } catch {
    return `${fieldAmount(minor, digits)} ${currency}`;
  }
}

/** The amounts a chosen-amount product allows: '€25 to €1,000'. */
export function amountRange(product: ShopProduct, digits = currencyDigits(product.currency)): string {
  const min = shortAmount(product.minAmount ?? 0, product.currency, digits);
  return product.maxAmount === null ? `from ${min}` : `${min} to ${shortAmount(product.maxAmount, product.currency, digits)}`;
}

function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en-IE', { style: 'currency', currency }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
