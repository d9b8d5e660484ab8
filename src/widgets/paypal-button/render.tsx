// PayPal button (Elementor Pro): a Payments Standard form posted straight to PayPal (or its sandbox,
// which also marks the button `elementor-payment-sandbox-mode`) in a new tab or the same one, its
// hidden fields from the widget's settings (form.ts). A button set up wrongly (no account, no price)
// carries Elementor's messages, hidden; its `paypal-button` behaviour shows them instead of leaving.
// notify_url names the button, so the IPN listener can check a payment against its settings.
import { defineWidget } from '../../contracts/widget.ts';
import { isSandbox, PAYPAL_SANDBOX_URL, PAYPAL_URL, paypalErrors, paypalFormFields } from './form.ts';
import { errorIdsOf, PAYMENT_BUTTON_BASE_CSS, PaymentButton, PaymentErrors } from './payment-render.tsx';
import { paypalButtonDeclaration } from './schema.ts';

export const paypalButton = defineWidget({
  declaration: paypalButtonDeclaration,
  baseCss: PAYMENT_BUTTON_BASE_CSS,
  behaviours: () => ['paypal-button'],
  Render: ({ settings: s, element, ctx }) => {
    // The SDK ("advanced") account renders nothing in Elementor either.
    if (s.merchant_account === 'advanced') return null;
    // Elementor shows no errors in the editor: the button is being set up there.
    const errors = ctx.isEditor ? {} : paypalErrors(s);
    const idPrefix = `paypal-${element.id}-error`;
    const newTab = s.open_in_new_window === 'yes';
    const fields = paypalFormFields(s, { baseUrl: ctx.site.baseUrl, postId: ctx.documentId, widgetId: element.id });
    return (
      <div className="elementor-button-wrapper">
        <form action={isSandbox(s) ? PAYPAL_SANDBOX_URL : PAYPAL_URL} method="post" target={newTab ? '_blank' : '_top'}>
          {fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <PaymentButton
            settings={s}
            classes={['elementor-paypal-legacy', isSandbox(s) ? 'elementor-payment-sandbox-mode' : '']}
            newTab={newTab}
            errorIds={errorIdsOf(errors, idPrefix)}
          />
          <PaymentErrors errors={errors} idPrefix={idPrefix} />
        </form>
      </div>
    );
  },
});
