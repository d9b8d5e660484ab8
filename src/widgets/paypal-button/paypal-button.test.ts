// The PayPal and Stripe buttons' markup: the Payments Standard fields per transaction type, the
// sandbox, the target, and Elementor's pre-rendered errors with their rules and texts.
import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { stripeButton } from '../stripe-button/render.tsx';
import { paypalButton } from './render.tsx';

const fieldsOf = (html: string) => [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]);
const errorsOf = (html: string) => [...html.matchAll(/elementor-error-message-(\w+)">([^<]*)</g)].map((m) => [m[1], m[2]]);

describe('paypal-button', () => {
  it('posts a checkout to PayPal with exactly Elementor’s fields, in a new tab', () => {
    const { html } = runWidget(paypalButton, {
      email: 'shop@hotel.test',
      product_name: 'Breakfast',
      product_sku: 'BRK',
      product_price: '12.5',
      currency: 'EUR',
      quantity: 2,
      shipping_price: '3',
      tax_type: 'percentage',
      tax_rate: 10,
    });
    expect(html).toContain('<form action="https://www.paypal.com/cgi-bin/webscr" method="post" target="_blank">');
    expect(fieldsOf(html)).toEqual([
      ['cmd', '_xclick'],
      ['business', 'shop@hotel.test'],
      ['lc', 'US'],
      ['item_name', 'Breakfast'],
      ['item_number', 'BRK'],
      ['currency_code', 'EUR'],
      ['amount', '12.5'],
      ['no_note', '1'],
      ['shipping', '3'],
      ['tax_rate', '10'],
      ['quantity', '2'],
      // The browser writes the page's own address here when the form is sent.
      ['cancel_return', '/'],
    ]);
    expect(html).toMatch(
      /<button type="submit" class="elementor-button elementor-size-sm elementor-paypal-legacy elementor-payment-button"/,
    );
    expect(html).toContain('Buy Now');
    expect(errorsOf(html)).toEqual([]);
  });

  it('posts a donation and a subscription to the sandbox with its account, back to the page and notifying the site', () => {
    const donation = runWidget(paypalButton, {
      type: 'donation',
      donation_type: 'any',
      email: 'fund@lighthouse.test',
      sandbox_mode: 'yes',
      sandbox_email: 'sandbox@lighthouse.test',
      open_in_new_window: '',
      redirect_after_success: { url: '/thanks/' },
    });
    expect(donation.html).toContain('action="https://sandbox.paypal.com/cgi-bin/webscr" method="post" target="_top"');
    expect(donation.html).toContain('elementor-payment-sandbox-mode');
    const fields = Object.fromEntries(fieldsOf(donation.html));
    expect(fields).toMatchObject({ cmd: '_donations', business: 'sandbox@lighthouse.test', amount: '', no_note: '1' });
    expect(fields.return).toMatch(/\/thanks\/$/);
    expect(fields.notify_url ?? '').toBe('');
    const subscription = runWidget(paypalButton, {
      type: 'subscription',
      email: 'a@b.test',
      product_price: 30,
      billing_cycle: 'years',
      auto_renewal: '',
    });
    expect(fieldsOf(subscription.html).slice(6)).toEqual([
      ['a3', '30'],
      ['no_note', '1'],
      ['src', '0'],
      ['p3', '1'],
      ['t3', 'Y'],
      ['no-shipping', '1'],
      ['cancel_return', '/'],
    ]);
  });

  it('pre-renders Elementor’s messages, hidden, and collapses two to the global one', () => {
    expect(errorsOf(runWidget(paypalButton, { product_price: 5 }).html)).toEqual([
      ['payment', 'No payment method connected. Contact seller.'],
    ]);
    expect(errorsOf(runWidget(paypalButton, { email: 'a@b.test' }).html)).toEqual([['global', 'An error occurred.']]);
    expect(errorsOf(runWidget(paypalButton, { email: 'a@b.test', sandbox_mode: 'yes', product_price: 5 }).html)).toEqual([
      ['payment', 'No payment method connected. Contact seller.'],
    ]);
    expect(errorsOf(runWidget(paypalButton, { email: 'a@b.test', product_price: 5, tax_type: 'percentage', tax_rate: 0 }).html)).toEqual([
      ['global', 'An error occurred.'],
    ]);
    const both = runWidget(paypalButton, { custom_messages: 'yes', error_message_global: 'Ask at reception.' }).html;
    expect(errorsOf(both)).toEqual([['global', 'Ask at reception.']]);
    expect(both).toContain('class="elementor-message elementor-message-danger elementor-hidden elementor-error-message-global"');
    expect(both).toContain('role="alert"');
  });
});

describe('stripe-button', () => {
  it('prints Elementor’s form without any price, and its global message when it has no name or price', () => {
    const { html } = runWidget(
      stripeButton,
      { product_name: 'Deposit', stripe_product_price: '150', custom_messages: 'yes' },
      { id: 'st1' },
    );
    expect(html).toContain('<form class="elementor-stripe-form">');
    expect(fieldsOf(html)).toEqual([
      ['url', '/wp-admin/admin-ajax.php'],
      ['action', 'submit_stripe_form'],
      ['widget_id', 'st1'],
      ['custom_error_msg', 'yes'],
      ['custom_error_msg_global', 'Something went wrong'],
      ['custom_error_msg_payment', 'Gateway not connected. Contact seller'],
      ['open_in_new_window', 'yes'],
    ]);
    expect(html).not.toContain('150');
    expect(errorsOf(html)).toEqual([]);
    expect(errorsOf(runWidget(stripeButton, { product_name: 'Deposit' }).html)).toEqual([['global', 'An error occurred.']]);
    expect(errorsOf(runWidget(stripeButton, { stripe_product_price: 10, custom_messages: 'yes' }).html)).toEqual([
      ['global', 'Something went wrong'],
    ]);
  });
});
