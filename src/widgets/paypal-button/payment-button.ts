// What Elementor Pro's two payment buttons share (its Payment_Button class, which extends the button
// widget): the button's controls less type, link and size, "Buy Now"; the Additional Options section
// (redirect, sandbox, new tab, custom messages); the Messages style section; the pre-rendered error
// messages and their texts. The Stripe button imports this from here. Plain data and helpers, no
// render code: the declarations registry loads it in the browser.
import type { Control } from '../../contracts/declaration/types.ts';
import { buttonDeclaration } from '../button/schema.ts';

export const MESSAGE_GLOBAL = 'global';
export const MESSAGE_PAYMENT = 'payment';
export type PaymentMessageKind = typeof MESSAGE_GLOBAL | typeof MESSAGE_PAYMENT;

/** Payment_Button::get_default_error_messages, and its fallback. */
export const DEFAULT_MESSAGES: Readonly<Record<PaymentMessageKind, string>> = {
  global: 'An error occurred.',
  payment: 'No payment method connected. Contact seller.',
};
export const UNKNOWN_ERROR = 'Unknown error.';

/** The button's controls as a payment button has them: no type, link or size; its own defaults. */
export function paymentButtonControls(defaults: { background: string; icon: { value: string; library: string } }) {
  const removed = new Set(['button_type', 'link', 'size']);
  return buttonDeclaration.controls
    .filter((c) => !removed.has(c.name))
    .map((c) => {
      if (c.name === 'text') return { ...c, default: 'Buy Now' };
      if (c.name === 'button_text_color') return { ...c, default: '#FFF' };
      if (c.name === 'background_color') return { ...c, default: defaults.background };
      if (c.name === 'selected_icon') return { ...c, default: defaults.icon };
      return c;
    });
}

export const PAYMENT_BUTTON_SECTIONS = [
  { name: 'section_button', label: 'Button' },
  { name: 'section_settings', label: 'Additional Options' },
  { name: 'section_style', label: 'Button', tab: 'style' },
  { name: 'section_messages_style', label: 'Messages', tab: 'style' },
] as const;

/** The Additional Options section: `sandboxControls` go after the sandbox switch, as Elementor registers them. */
export function paymentSettingsControls<const S extends readonly Control[]>(
  merchant: 'PayPal' | 'Stripe',
  messages: Readonly<Record<PaymentMessageKind, string>>,
  sandboxLabel: string,
  sandboxControls: S,
) {
  const section = 'section_settings';
  return [
    {
      name: 'redirect_after_success',
      kind: 'url',
      label: 'Redirect After Success',
      placeholder: 'Choose a page or add a URL',
      section,
    },
    // Elementor's default 'no' reads as off, as '' does; the switch stores 'yes' or ''.
    { name: 'sandbox_mode', kind: 'switcher', label: sandboxLabel, section, default: '' },
    ...sandboxControls,
    { name: 'open_in_new_window', kind: 'switcher', label: `Open ${merchant} In New Tab`, section, default: 'yes' },
    { name: 'custom_messages', kind: 'switcher', label: 'Custom Messages', section, default: '' },
    {
      name: 'error_message_global',
      kind: 'text',
      label: 'Error Message',
      placeholder: messages.global,
      section,
      default: messages.global,
      condition: { 'custom_messages!': '' },
    },
    {
      name: 'error_message_payment',
      kind: 'text',
      label: `${merchant} Not Connected`,
      placeholder: messages.payment,
      section,
      default: messages.payment,
      condition: { 'custom_messages!': '' },
    },
  ] as const;
}

/** The Messages style section; the Stripe button colours its server messages with the payment colour too. */
export function messageStyleControls(merchant: 'PayPal' | 'Stripe') {
  const section = 'section_messages_style';
  const payment: Record<string, { color: string }> = {
    '{{WRAPPER}} .elementor-message.elementor-error-message-payment': { color: '{{VALUE}}' },
  };
  if (merchant === 'Stripe')
    payment['{{WRAPPER}} .elementor-message.elementor-stripe-error-message.elementor-message-danger'] = { color: '{{VALUE}}' };
  return [
    {
      name: 'message_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section,
      selector: '{{WRAPPER}} .elementor-message',
    },
    {
      name: 'message_color_global',
      kind: 'color',
      label: 'Error Message Color',
      tab: 'style',
      section,
      selectors: { '{{WRAPPER}} .elementor-message.elementor-error-message-global': { color: '{{VALUE}}' } },
    },
    { name: 'message_color_payment', kind: 'color', label: `${merchant} Not Connected Color`, tab: 'style', section, selectors: payment },
  ] as const;
}

/**
 * Payment_Button::get_custom_message: the widget's own text when custom messages are on and it is
 * not empty, else Elementor's default (the custom fields are inactive while the switch is off).
 */
export function paymentMessage(settings: Record<string, unknown>, kind: PaymentMessageKind): string {
  const own = settings.custom_messages === 'yes' ? settings[`error_message_${kind}`] : undefined;
  if (typeof own === 'string' && own.trim()) return own;
  return DEFAULT_MESSAGES[kind] ?? UNKNOWN_ERROR;
}

/** PHP's empty() on a price or amount setting: missing, '', 0 or '0'. */
export function isEmptyAmount(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === '0') return true;
  return typeof value === 'number' && (value === 0 || !Number.isFinite(value));
}
