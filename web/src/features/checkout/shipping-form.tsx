import type { SubmissionErrors } from 'final-form';
import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { ShippingForm_CustomerFragment, ShippingForm_StoreInfoFragment } from '@/__generated__/graphql.ts';
import { cartNoteVar } from '@/state/cart.ts';
import { useDomainText } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { EmirateField, TextField } from './form-field.tsx';
import { initialShippingValues, validateShippingForm, type ShippingFormValues } from './shipping-values.ts';
import { useStoredVar } from '@/lib/use-stored-var.ts';

interface ShippingFormProps {
  customer: ShippingForm_CustomerFragment;
  storeInfo: ShippingForm_StoreInfoFragment;
  /** True while the cart cannot be ordered as it is (empty, not priced yet, or a line with a problem). */
  blocked: boolean;
  /** Shown right above the button, e.g. the cart lines that must be fixed first. */
  notice?: ReactNode;
  onSubmit: (values: ShippingFormValues) => Promise<SubmissionErrors>;
}

/** The delivery details, the payment method and the Place Order button (spec §2 Checkout, §5). */
export function ShippingForm({ customer, storeInfo, blocked, notice, onSubmit }: ShippingFormProps) {
  const { t } = useTranslation();
  const say = useDomainText();
  const note = useStoredVar(cartNoteVar);
  const initialValues = useMemo(() => initialShippingValues(customer, note), [customer, note]);

  return (
    <Form<ShippingFormValues> initialValues={initialValues} validate={validateShippingForm} onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          className="checkout-form"
          aria-label={t('checkout.title')}
          noValidate
          onSubmit={(event) => {
            const form = event.currentTarget;
            const sent = handleSubmit(event);
            // A submit stopped by validation: take the shopper to the first field to fix.
            requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
            return sent;
          }}
        >
          <fieldset className="checkout-form__group">
            <legend>{t('checkout.contact')}</legend>
            <TextField name="firstName" autoComplete="given-name" />
            <TextField name="lastName" autoComplete="family-name" />
            <div className="checkout-field checkout-field--wide">
              <label htmlFor="checkout-email">{t('domain.label.email')}</label>
              <input id="checkout-email" type="email" value={customer.email} readOnly />
            </div>
            <TextField name="phone" type="tel" autoComplete="tel" />
            <TextField name="whatsapp" type="tel" />
          </fieldset>

          <fieldset className="checkout-form__group">
            <legend>{t('checkout.address')}</legend>
            <EmirateField emirates={storeInfo.emirates} />
            <TextField name="postalCode" autoComplete="postal-code" />
            <TextField name="flatNo" />
            <TextField name="buildingName" />
            <TextField name="area" />
            <TextField name="street" autoComplete="address-line1" />
            <TextField name="note" optional multiline />
          </fieldset>

          <fieldset className="checkout-form__group checkout-form__group--single">
            <legend>{t('checkout.payment')}</legend>
            <label className="checkout-form__payment">
              <input type="radio" name="paymentMethod" value={storeInfo.paymentMethod} checked readOnly />
              {say(storeInfo.paymentMethod)}
            </label>
          </fieldset>

          {notice}
          {submitError && (
            <p role="alert" className="checkout-form__error">
              {say(String(submitError))}
            </p>
          )}
          <button type="submit" className="button checkout-form__submit" disabled={blocked || submitting}>
            {t(submitting ? 'checkout.placing' : 'checkout.placeOrder')}
          </button>
        </form>
      )}
    </Form>
  );
}
