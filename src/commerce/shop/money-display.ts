// Amounts written for visitors: '€120.00', '¥1,500'. The payment buttons' formatMinor ('120.00 EUR')
// is for logs and the back office; a shop's cards and cart read like a shop.
import { minorDigits } from '../money.ts';

const formats = new Map<string, Intl.NumberFormat>();

export function displayAmount(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = minorDigits(code);
  let format = formats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-IE', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(code, format);
  }
  return format.format(minor / 10 ** digits);
}
