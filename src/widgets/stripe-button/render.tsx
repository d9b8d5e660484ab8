// Stripe button (Elementor Pro): Elementor's `elementor-stripe-form` with its hidden fields (where to
// post, the action, the widget id, the custom messages, new tab or not) around the payment button.
// Its `stripe-button` behaviour asks the server for a Checkout Session (admin-ajax
// `submit_stripe_form`) and sends the visitor to Stripe; the price is never in the page's form. A
// button without a product name or price carries Elementor's message, hidden until pressed.
import { defineWidget } from '../../contracts/widget.ts';
import { errorIdsOf, PAYMENT_BUTTON_BASE_CSS, PaymentButton, PaymentErrors } from '../paypal-button/payment-render.tsx';
import { customMessageFields, stripeErrors } from './errors.ts';
import { stripeButtonDeclaration } from './schema.ts';

export const STRIPE_AJAX_URL = '/wp-admin/admin-ajax.php';
export const STRIPE_ACTION = 'submit_stripe_form';

export const stripeButton = defineWidget({
  declaration: stripeButtonDeclaration,
  baseCss: PAYMENT_BUTTON_BASE_CSS,
  behaviours: () => ['stripe-button'],
  Render: ({ settings: s, element, ctx }) => {
    const errors = ctx.isEditor ? {} : stripeErrors(s);
    const idPrefix = `stripe-${element.id}-error`;
    const messages = customMessageFields(s);
    const newTab = s.open_in_new_window === 'yes';
    return (
      <div className="elementor-button-wrapper">
        <form className="elementor-stripe-form">
          <input type="hidden" name="url" value={STRIPE_AJAX_URL} />
          <input type="hidden" name="action" value={STRIPE_ACTION} />
          <input type="hidden" name="widget_id" value={element.id} />
          <input type="hidden" name="custom_error_msg" value={messages.custom} />
          <input type="hidden" name="custom_error_msg_global" value={messages.global} />
          <input type="hidden" name="custom_error_msg_payment" value={messages.payment} />
          <input type="hidden" name="open_in_new_window" value={s.open_in_new_window} />
          <PaymentButton settings={s} classes={[]} newTab={newTab} errorIds={errorIdsOf(errors, idPrefix)} />
          <PaymentErrors errors={errors} idPrefix={idPrefix} />
        </form>
      </div>
    );
  },
});
