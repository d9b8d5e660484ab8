// The payment settings (Elementor Pro's Integrations tab: `pro_stripe_test_secret_key`,
// `pro_stripe_live_secret_key`), stored as the `payments` site setting (src/commerce/settings.ts).
// Two declarations: the addresses the server talks to, an ordinary settings form; and the secrets,
// which are write-only: the back office is told only whether each is set, never its value, and the
// server never prints them into a page, a log line or an answer. Plain data, no zod: the back
// office's bundle imports it.
import { declare } from '../declaration/declare.ts';
import type { SettingsValues } from './values.ts';

export const STRIPE_API_URL = 'https://api.stripe.com';
/** PayPal's IPN postback addresses (PayPal's IPN guide: `ipnpb.`), live and sandbox. */
export const PAYPAL_IPN_URL = 'https://ipnpb.paypal.com/cgi-bin/webscr';
export const PAYPAL_SANDBOX_IPN_URL = 'https://ipnpb.sandbox.paypal.com/cgi-bin/webscr';

const URL_PATTERN = 'https?://[^\\s"<>]{1,480}';

export const paymentSettingsDeclaration = declare({
  type: 'payments',
  title: 'Payments',
  sections: [
    { name: 'section_stripe', label: 'Stripe' },
    { name: 'section_paypal', label: 'PayPal' },
  ],
  controls: [
    {
      // Only a test stands in for Stripe here; a live site keeps the default.
      name: 'stripeApiUrl',
      kind: 'text',
      label: 'Stripe API address',
      description: 'Where Checkout Sessions are created. Keep https://api.stripe.com unless you test against a stand-in.',
      section: 'section_stripe',
      default: STRIPE_API_URL,
      pattern: URL_PATTERN,
      invalid: 'Type an https:// address (http:// only for this computer, e.g. http://127.0.0.1:12111).',
    },
    {
      name: 'paypalIpnUrl',
      kind: 'text',
      label: 'PayPal IPN check address',
      description: 'Each payment notification is sent back here to be confirmed (PayPal’s live address).',
      section: 'section_paypal',
      default: PAYPAL_IPN_URL,
      pattern: URL_PATTERN,
      invalid: 'Type an https:// address (http:// only for this computer).',
    },
    {
      name: 'paypalSandboxIpnUrl',
      kind: 'text',
      label: 'PayPal sandbox IPN check address',
      description: 'The same for buttons in sandbox mode (notifications marked test_ipn).',
      section: 'section_paypal',
      default: PAYPAL_SANDBOX_IPN_URL,
      pattern: URL_PATTERN,
      invalid: 'Type an https:// address (http:// only for this computer).',
    },
  ],
});

export type PaymentSettings = SettingsValues<typeof paymentSettingsDeclaration>;

/** The write-only secrets: declared so `foyer settings` and the form know them; their values never leave the server. Empty: not set. */
export const paymentSecretsDeclaration = declare({
  type: 'payment-secrets',
  title: 'Payment keys',
  sections: [{ name: 'section_stripe_keys', label: 'Stripe keys' }],
  controls: [
    {
      name: 'stripeTestSecretKey',
      kind: 'text',
      label: 'Test Secret key',
      description: 'Used by buttons with “Stripe test environment” on (sk_test_… or a restricted rk_test_… key).',
      section: 'section_stripe_keys',
      default: '',
      pattern: '(?:(?:sk|rk)_test_[A-Za-z0-9]{8,247})?',
      invalid: 'A test secret key starts with sk_test_ (or rk_test_) followed by letters and digits.',
    },
    {
      name: 'stripeLiveSecretKey',
      kind: 'text',
      label: 'Live Secret key',
      description: 'Used by every other Stripe button (sk_live_… or rk_live_…).',
      section: 'section_stripe_keys',
      default: '',
      pattern: '(?:(?:sk|rk)_live_[A-Za-z0-9]{8,247})?',
      invalid: 'A live secret key starts with sk_live_ (or rk_live_) followed by letters and digits.',
    },
    {
      name: 'stripeTestWebhookSecret',
      kind: 'text',
      label: 'Test webhook signing secret',
      description: 'From the test-mode webhook endpoint in Stripe’s dashboard (whsec_…).',
      section: 'section_stripe_keys',
      default: '',
      pattern: '(?:whsec_[A-Za-z0-9+/=_-]{8,250})?',
      invalid: 'A webhook signing secret starts with whsec_.',
    },
    {
      name: 'stripeLiveWebhookSecret',
      kind: 'text',
      label: 'Live webhook signing secret',
      description: 'From the live-mode webhook endpoint (whsec_…).',
      section: 'section_stripe_keys',
      default: '',
      pattern: '(?:whsec_[A-Za-z0-9+/=_-]{8,250})?',
      invalid: 'A webhook signing secret starts with whsec_.',
    },
  ],
});

export type PaymentSecretName = (typeof paymentSecretsDeclaration.controls)[number]['name'];
export type PaymentSecrets = Record<PaymentSecretName, string>;
export const PAYMENT_SECRET_NAMES = paymentSecretsDeclaration.controls.map((c) => c.name) as PaymentSecretName[];

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])$/i;

/**
 * Where the server may send a secret key or a notification to check: https anywhere, http only to
 * this computer (a test's stand-in). A message saying what is wrong, or undefined.
 */
export function serviceUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'This is not a web address.';
  }
  if (url.username || url.password) return 'The address may not hold a user name or password.';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return undefined;
  return 'Type an https:// address (http:// only for this computer, e.g. http://127.0.0.1:12111).';
}

// ---- The back office's payments API (shared by src/server/routes/payments.ts and src/admin/payments/).

export const PAYMENTS_API_PATH = '/payments';

/** What the settings screen reads: the addresses, and for each secret only whether it is set. */
export interface PaymentSettingsAnswer {
  settings: PaymentSettings;
  secretsSet: Record<PaymentSecretName, boolean>;
  /** The address to give Stripe for the webhook and the IPN listener's, absolute when the site knows its base URL. */
  endpoints: { stripeWebhook: string; paypalIpn: string };
}

/** What the settings screen sends: the whole form, and per secret a new value, null to remove it, or nothing to keep it. */
export interface PaymentSettingsWrite {
  nonce: string;
  settings: PaymentSettings;
  secrets: Partial<Record<PaymentSecretName, string | null>>;
}

export const ORDER_STATES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const PAYMENT_PROVIDERS = ['stripe', 'paypal'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentListItem {
  id: number;
  provider: string;
  providerRef: string;
  state: OrderState;
  /** In the currency's minor unit (cents; yen for JPY). */
  amountTotal: number;
  currency: string;
  description: string;
  customerEmail: string;
  sandbox: boolean;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
}

export interface PaymentListAnswer {
  items: PaymentListItem[];
  total: number;
  page: number;
  perPage: number;
}
