// PayPal button (Elementor Pro's paypal-button): its control names, defaults and sections, on top of
// the button's (payment-button.ts). The "advanced" merchant account (PayPal's SDK) renders nothing in
// Elementor either; only the simple account is offered.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import {
  DEFAULT_MESSAGES,
  messageStyleControls,
  PAYMENT_BUTTON_SECTIONS,
  paymentButtonControls,
  paymentSettingsControls,
} from './payment-button.ts';

/** Payment_Button::get_currencies: what PayPal Payments Standard takes. */
export const PAYPAL_CURRENCIES = [
  'AUD',
  'CAD',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MXN',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'GBP',
  'RUB',
  'SGD',
  'SEK',
  'CHF',
  'TWD',
  'THB',
  'TRY',
  'USD',
] as const;

const section = 'section_account';
const CHECKOUT = { type: 'checkout' } as const;

export const paypalButtonDeclaration = declareWidget({
  type: 'paypal-button',
  title: 'PayPal Button',
  category: 'pro',
  icon: 'eicon-paypal-button',
  keywords: ['paypal', 'payment', 'sell', 'donate'],
  behaviours: ['paypal-button'],
  sections: [{ name: section, label: 'Pricing & Payments' }, ...PAYMENT_BUTTON_SECTIONS],
  controls: [
    {
      name: 'merchant_account',
      kind: 'select',
      label: 'Merchant Account',
      section,
      default: 'simple',
      options: { simple: 'Default (Simple)', advanced: 'Custom (Advanced)' },
    },
    {
      name: 'email',
      kind: 'text',
      label: 'PayPal Account',
      description: 'Transactions made through your PayPal button will be registered under this account.',
      placeholder: 'yours@email.com',
      section,
      default: '',
      condition: { merchant_account: 'simple' },
    },
    { name: 'sdk_token', kind: 'text', label: 'SDK Token', section, default: '', condition: { merchant_account: 'advanced' } },
    {
      name: 'type',
      kind: 'select',
      label: 'Transaction Type',
      section,
      default: 'checkout',
      options: { checkout: 'Checkout', donation: 'Donation', subscription: 'Subscription' },
    },
    { name: 'product_name', kind: 'text', label: 'Item Name', section, default: '' },
    { name: 'product_sku', kind: 'text', label: 'SKU', section, default: '' },
    { name: 'product_price', kind: 'number', label: 'Price', section, default: 0, min: 0, condition: { 'type!': 'donation' } },
    {
      name: 'donation_type',
      kind: 'select',
      label: 'Donation Amount',
      section,
      default: 'fixed',
      options: { any: 'Any Amount', fixed: 'Fixed' },
      condition: { type: 'donation' },
    },
    {
      name: 'donation_amount',
      kind: 'number',
      label: 'Amount',
      section,
      default: 1,
      min: 0,
      condition: { type: 'donation', donation_type: 'fixed' },
    },
    {
      name: 'currency',
      kind: 'select',
      label: 'Currency',
      section,
      default: 'USD',
      options: Object.fromEntries(PAYPAL_CURRENCIES.map((c) => [c, c])) as Record<(typeof PAYPAL_CURRENCIES)[number], string>,
    },
    {
      name: 'billing_cycle',
      kind: 'select',
      label: 'Billing Cycle',
      section,
      default: 'months',
      options: { days: 'Daily', weeks: 'Weekly', months: 'Monthly', years: 'Yearly' },
      condition: { type: 'subscription' },
    },
    { name: 'auto_renewal', kind: 'switcher', label: 'Auto Renewal', section, default: 'yes', condition: { type: 'subscription' } },
    { name: 'quantity', kind: 'number', label: 'Quantity', section, default: 1, min: 0, condition: CHECKOUT },
    { name: 'shipping_price', kind: 'number', label: 'Shipping Price', section, default: 0, min: 0, condition: CHECKOUT },
    {
      name: 'tax_type',
      kind: 'select',
      label: 'Tax',
      section,
      default: '',
      options: { '': 'None', percentage: 'Percentage' },
      condition: CHECKOUT,
    },
    {
      name: 'tax_rate',
      kind: 'number',
      label: 'Tax Percentage',
      section,
      default: 0,
      min: 0,
      max: 100,
      condition: { type: 'checkout', tax_type: 'percentage' },
    },
    ...paymentButtonControls({ background: '#032E82', icon: { value: 'fab fa-paypal', library: 'fa-brands' } }),
    ...paymentSettingsControls('PayPal', DEFAULT_MESSAGES, 'Sandbox', [
      {
        name: 'sandbox_email',
        kind: 'text',
        label: 'Sandbox Email Account',
        description:
          'This is the address given to you by PayPal when you set up a sandbox with your developer account. You can use the sandbox to test your purchase flow.',
        section: 'section_settings',
        default: '',
        condition: { sandbox_mode: 'yes' },
      },
    ] as const),
    ...messageStyleControls('PayPal'),
  ],
});

export type PaypalButtonSettings = SettingsOf<typeof paypalButtonDeclaration.controls>;
