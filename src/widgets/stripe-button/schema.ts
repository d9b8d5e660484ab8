// Stripe button (Elementor Pro's stripe-button): its control names, defaults and sections, on top of
// the button's (../paypal-button/payment-button.ts, Payment_Button). The price, currency, quantity,
// shipping and tax rate are read by the server from the published document when the button is
// pressed (src/commerce/stripe-checkout.ts), never from the browser. A tax rate is Stripe's id, or
// Elementor's stored form of it (PHP-serialized [id, inclusive|exclusive]).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import {
  messageStyleControls,
  PAYMENT_BUTTON_SECTIONS,
  paymentButtonControls,
  paymentSettingsControls,
} from '../paypal-button/payment-button.ts';

/** Stripe_Button::get_stripe_currencies. */
export const STRIPE_CURRENCIES =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BIF BMD BND BOB BRL BSD BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CVE CZK DJF DKK DOP DZD EGP ETB EUR FJD FKP GBP GEL GIP GMD GNF GTQ GYD HKD HNL HRK HTG IDR ILS INR ISK JMD JPY KES KGS KHR KMF KRW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRO MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SEK SGD SHP SLL SOS SRD STD SZL THB TJS TOP TRY TTD TWD TZS UAH UYU UZS VND VUV WST XAF XCD XOF XPF YER ZAR ZMW USD'.split(
    ' ',
  );

/** The Stripe button's own message defaults (Stripe_Button::update_error_massages). */
export const STRIPE_MESSAGES = { global: 'Something went wrong', payment: 'Gateway not connected. Contact seller' } as const;

const section = 'section_stripe_account';

export const stripeButtonDeclaration = declareWidget({
  type: 'stripe-button',
  title: 'Stripe Button',
  category: 'pro',
  icon: 'eicon-stripe-button',
  keywords: ['stripe', 'payment', 'sell', 'donate'],
  behaviours: ['stripe-button'],
  sections: [{ name: section, label: 'Pricing & Payments' }, ...PAYMENT_BUTTON_SECTIONS],
  controls: [
    {
      name: 'product_name',
      kind: 'text',
      label: 'Product Name',
      section,
      default: '',
      description: 'For this widget to work, you need to set your Stripe API keys in the back office’s Payments settings.',
    },
    {
      name: 'stripe_currency',
      kind: 'select',
      label: 'Currency',
      section,
      default: 'USD',
      options: Object.fromEntries(STRIPE_CURRENCIES.map((c) => [c, c])),
      description: 'Notice! Please make sure to meet Stripe’s guidelines regarding minimum charge amounts.',
    },
    { name: 'stripe_product_price', kind: 'number', label: 'Product Price', section, default: 0, min: 0 },
    { name: 'stripe_quantity', kind: 'number', label: 'Quantity', section, default: 1, min: 1, integer: true },
    { name: 'shipping_amount', kind: 'number', label: 'Shipping Price', section, default: 0, min: 0 },
    {
      name: 'stripe_test_env_tax_rates_list',
      kind: 'select',
      label: 'Tax Rate',
      section,
      default: '',
      options: { '': 'None' },
      // Stripe's tax rate ids come from the account; any stored one is kept and checked when used.
      open: true,
      description: 'To manage these options, go to your Stripe account > Products > Tax Rates.',
      condition: { sandbox_mode: 'yes' },
    },
    {
      name: 'stripe_live_env_tax_rates_list',
      kind: 'select',
      label: 'Tax Rate',
      section,
      default: '',
      options: { '': 'None' },
      open: true,
      description: 'To manage these options, go to your Stripe account > Products > Tax Rates.',
      condition: { sandbox_mode: '' },
    },
    ...paymentButtonControls({ background: '#635bff', icon: { value: 'fab fa-stripe-s', library: 'fa-brands' } }),
    ...paymentSettingsControls('Stripe', STRIPE_MESSAGES, 'Stripe test environment', [] as const),
    ...messageStyleControls('Stripe'),
  ],
});

export type StripeButtonSettings = SettingsOf<typeof stripeButtonDeclaration.controls>;
