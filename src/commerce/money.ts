// Amounts as the payment providers take them: integers in the currency's minor unit. Prices come from
// widget settings as decimal text ('19.99'); they are converted digit by digit, never through a float
// (Elementor's floor(19.99 * 100) charges 1998 cents). Like Elementor, extra decimals are cut off.

/** Stripe's zero-decimal currencies, as Elementor Pro lists them (Module::currency_adaptation). */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** Decimal places of the minor unit: 0 for zero-decimal currencies, else 2. */
export function minorDigits(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** The largest amount Stripe accepts in a unit_amount (eight digits in the minor unit, 99,999,999). */
export const MAX_MINOR_AMOUNT = 99_999_999;

/**
 * A decimal price ('19.99', 19.99, '1,000.50' is refused) in the currency's minor unit, truncated
 * like Elementor's floor. Undefined for anything that is not a plain non-negative decimal number.
 */
export function toMinorUnits(price: unknown, currency: string): number | undefined {
  const text = typeof price === 'number' ? (Number.isFinite(price) ? String(price) : '') : typeof price === 'string' ? price.trim() : '';
  // Numbers print in exponent form from 1e21 up or below 1e-6: neither is a price.
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(text);
  if (!match) return undefined;
  const digits = minorDigits(currency);
  const fraction = (match[2] ?? '').padEnd(digits, '0').slice(0, digits);
  return Number(match[1]) * 10 ** digits + (fraction ? Number(fraction) : 0);
}

/** An amount in minor units written for people: '19.99 EUR', '1500 JPY'. */
export function formatMinor(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 10 ** digits);
  const fraction = digits ? `.${String(abs % 10 ** digits).padStart(digits, '0')}` : '';
  return `${sign}${whole}${fraction} ${currency.toUpperCase()}`;
}
