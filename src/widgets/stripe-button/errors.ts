// The Stripe button's pre-rendered error (Stripe_Button::get_errors): no product name or no price.
import { isEmptyAmount, MESSAGE_GLOBAL, type PaymentMessageKind, paymentMessage } from '../paypal-button/payment-button.ts';
import type { StripeButtonSettings } from './schema.ts';

export function stripeErrors(s: StripeButtonSettings): Partial<Record<PaymentMessageKind, string>> {
  if (!s.product_name.trim() || isEmptyAmount(s.stripe_product_price)) return { [MESSAGE_GLOBAL]: paymentMessage(s, MESSAGE_GLOBAL) };
  return {};
}

/** What the custom message fields hold for the browser: nothing while custom messages are off (they are inactive then). */
export function customMessageFields(s: StripeButtonSettings): { custom: string; global: string; payment: string } {
  const on = s.custom_messages === 'yes';
  return { custom: on ? 'yes' : '', global: on ? s.error_message_global : '', payment: on ? s.error_message_payment : '' };
}
