// The Payments Standard form a PayPal button posts (Paypal_Button::render_legacy_form) and the errors
// it pre-renders (get_errors), as plain data: the render prints them, the IPN listener reads the same
// settings back, and tests check both. PayPal's HTML variables reference: cmd, business, lc,
// item_name, item_number, currency_code, amount (a3 for subscriptions), no_note; shipping, tax_rate,
// quantity for checkout; src, p3, t3, no-shipping for subscriptions; return, cancel_return, notify_url.
import { isEmptyAmount, MESSAGE_GLOBAL, MESSAGE_PAYMENT, type PaymentMessageKind, paymentMessage } from './payment-button.ts';
import type { PaypalButtonSettings } from './schema.ts';

export const PAYPAL_URL = 'https://www.paypal.com/cgi-bin/webscr';
export const PAYPAL_SANDBOX_URL = 'https://sandbox.paypal.com/cgi-bin/webscr';
/** Where PayPal posts its notifications (the server's IPN listener, src/server/routes/payments.ts). */
export const PAYPAL_IPN_PATH = '/foyer/payments/paypal-ipn';

const COMMANDS = { checkout: '_xclick', donation: '_donations', subscription: '_xclick-subscriptions' } as const;
const CYCLES = { days: 'D', weeks: 'W', months: 'M', years: 'Y' } as const;

export const isSandbox = (s: PaypalButtonSettings): boolean => s.sandbox_mode === 'yes';

/** The account payments go to: the sandbox account in sandbox mode. */
export function paypalReceiver(s: PaypalButtonSettings): string {
  return (isSandbox(s) ? s.sandbox_email : s.email).trim();
}

/** A setting read as a number no smaller than `min` (Paypal_Button::get_numeric_setting). */
function numeric(value: unknown, min = 0): string {
  const n = typeof value === 'number' ? value : Number(value);
  return String(Number.isFinite(n) && n > min ? n : min);
}

/** Prices print as the editor stored them, numbers without a float's noise ('19.99', '0.5'). */
const price = (value: unknown): string => (isEmptyAmount(value) ? '' : typeof value === 'number' ? String(value) : String(value ?? ''));

export interface PaypalFormInput {
  /** The site's absolute base URL (no trailing slash); empty when unknown. */
  baseUrl: string;
  postId: number | undefined;
  widgetId: string;
}

/** The hidden fields in order, as [name, value] pairs. */
export function paypalFormFields(s: PaypalButtonSettings, input: PaypalFormInput): Array<[string, string]> {
  const type = s.type ?? 'checkout';
  const fields: Array<[string, string]> = [
    ['cmd', COMMANDS[type]],
    ['business', paypalReceiver(s)],
    ['lc', 'US'],
    ['item_name', s.product_name],
    ['item_number', s.product_sku],
    ['currency_code', s.currency ?? 'USD'],
  ];
  if (type === 'checkout') fields.push(['amount', price(s.product_price)]);
  else if (type === 'donation') fields.push(['amount', s.donation_type === 'fixed' ? price(s.donation_amount) : '']);
  else fields.push(['a3', price(s.product_price)]);
  fields.push(['no_note', '1']);
  if (type === 'checkout') {
    fields.push(
      ['shipping', numeric(s.shipping_price)],
      ['tax_rate', numeric(s.tax_type ? s.tax_rate : 0)],
      ['quantity', numeric(s.quantity, 1)],
    );
  } else if (type === 'subscription') {
    fields.push(
      ['src', s.auto_renewal === 'yes' ? '1' : '0'],
      ['p3', '1'],
      ['t3', CYCLES[s.billing_cycle ?? 'months']],
      ['no-shipping', '1'],
    );
  }
  // Addresses on this site are absolute when the site knows its base URL; otherwise the browser
  // makes them absolute when the form is sent (behaviour.ts), as PayPal needs.
  const redirect = typeof s.redirect_after_success?.url === 'string' ? s.redirect_after_success.url.trim() : '';
  if (/^https?:\/\//i.test(redirect) || (redirect.startsWith('/') && !redirect.startsWith('//')))
    fields.push(['return', redirect.startsWith('/') ? `${input.baseUrl}${redirect}` : redirect]);
  // The visitor who cancels comes back to the page (the browser puts its own address here on submit).
  fields.push(['cancel_return', `${input.baseUrl}/`]);
  if (input.postId !== undefined) {
    const query = new URLSearchParams({ post_id: String(input.postId), widget_id: input.widgetId });
    fields.push(['notify_url', `${input.baseUrl}${PAYPAL_IPN_PATH}?${query}`]);
  }
  return fields;
}

/** Paypal_Button::get_errors: the messages the button shows instead of going to PayPal; several collapse to the global one. */
export function paypalErrors(s: PaypalButtonSettings): Partial<Record<PaymentMessageKind, string>> {
  const errors: Partial<Record<PaymentMessageKind, string>> = {};
  if (!s.email.trim() || (isSandbox(s) && !s.sandbox_email.trim())) errors[MESSAGE_PAYMENT] = paymentMessage(s, MESSAGE_PAYMENT);
  const type = s.type ?? 'checkout';
  const emptyPrice = type !== 'donation' && isEmptyAmount(s.product_price);
  const emptyDonation = type === 'donation' && s.donation_type === 'fixed' && isEmptyAmount(s.donation_amount);
  const emptyTax = type === 'checkout' && Boolean(s.tax_type) && isEmptyAmount(s.tax_rate);
  if (emptyPrice || emptyDonation || emptyTax) errors[MESSAGE_GLOBAL] = paymentMessage(s, MESSAGE_GLOBAL);
  return Object.keys(errors).length > 1 ? { [MESSAGE_GLOBAL]: paymentMessage(s, MESSAGE_GLOBAL) } : errors;
}
