// The markup both payment buttons share (Payment_Button::render and render_button): the button
// wrapper, a <button> with the button widget's content (icon and text), and the hidden error
// messages. Each message is an alert, so revealing it is announced; the button names them.
import type { ReactNode } from 'react';
import { cx, hoverAnimationClass } from '../shared/css-parts.ts';
import { Icon, widgetIcon } from '../shared/icon.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';
import { buttonBaseCss } from '../button/base-css.ts';
import type { PaymentMessageKind } from './payment-button.ts';

export function PaymentButton({
  settings: s,
  classes,
  newTab,
  errorIds,
}: {
  settings: Record<string, unknown>;
  classes: string[];
  newTab: boolean;
  errorIds: string[];
}): ReactNode {
  const icon = widgetIcon(s);
  const text = sanitizeInline(typeof s.text === 'string' ? s.text : '', { allowLinks: false }) || 'Buy Now';
  const after = s.icon_align === 'right' || s.icon_align === 'row-reverse';
  const iconEl = icon ? (
    <span className={`elementor-button-icon elementor-align-icon-${after ? 'right' : 'left'}`}>
      <Icon resolved={icon} />
    </span>
  ) : null;
  return (
    <button
      type="submit"
      id={typeof s.button_css_id === 'string' && s.button_css_id ? s.button_css_id : undefined}
      className={cx(
        'elementor-button',
        'elementor-size-sm',
        hoverAnimationClass(s.hover_animation),
        ...classes,
        'elementor-payment-button',
      )}
      aria-describedby={errorIds.length ? errorIds.join(' ') : undefined}
    >
      <span className="elementor-button-content-wrapper">
        {after ? null : iconEl}
        <span className="elementor-button-text" dangerouslySetInnerHTML={{ __html: text }} />
        {after ? iconEl : null}
      </span>
      {newTab ? <span className="elementor-screen-only"> (opens in a new tab)</span> : null}
    </button>
  );
}

/** The pre-rendered errors, hidden until the button is pressed (`elementor-hidden`). */
export function PaymentErrors({ errors, idPrefix }: { errors: Partial<Record<PaymentMessageKind, string>>; idPrefix: string }): ReactNode {
  return (Object.entries(errors) as Array<[PaymentMessageKind, string]>).map(([kind, message]) => (
    <div
      key={kind}
      id={`${idPrefix}-${kind}`}
      role="alert"
      className={`elementor-message elementor-message-danger elementor-hidden elementor-error-message-${kind}`}
    >
      {message}
    </div>
  ));
}

export const errorIdsOf = (errors: object, idPrefix: string): string[] => Object.keys(errors).map((kind) => `${idPrefix}-${kind}`);

/**
 * The button's look, the messages (Elementor's forms message style, in a red dark enough to read on
 * white: its #d9534f measures 3.9:1) and `elementor-hidden`. The form itself takes no room of its own.
 */
export const PAYMENT_BUTTON_BASE_CSS =
  buttonBaseCss +
  SCREEN_ONLY_CSS +
  '.elementor-hidden{display:none}' +
  '.elementor-widget-paypal-button form,.elementor-widget-stripe-button form{margin:0}' +
  '.elementor-payment-button[aria-busy=true]{cursor:progress;opacity:.75}' +
  '.elementor-message{margin:10px 0;font-size:1em;line-height:1.4}' +
  '.elementor-message-danger{color:#b02a25}';
