import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { InputField, DateField } from '@/admin/components/fields.tsx';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { toFormErrors } from '@/lib/form-errors.ts';
import { validatePromotion, type PromotionValues } from './promotion-values.ts';

const KINDS = [
  { value: 'PERCENT', label: 'Percentage off the product total' },
  { value: 'FIXED', label: 'Amount off (AED)' },
];

interface PromotionFormProps {
  initialValues: PromotionValues;
  submitLabel: string;
  onSubmit: (values: PromotionValues) => Promise<SubmissionErrors>;
}

/** A discount code's rules: what it gives, to which carts and customers, how often and when. */
export function PromotionForm({ initialValues, submitLabel, onSubmit }: PromotionFormProps) {
  return (
    <Form<PromotionValues>
      initialValues={initialValues}
      validate={(values) => toFormErrors(validatePromotion(values))}
      onSubmit={onSubmit}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <FormShell label="Discount code" handleSubmit={handleSubmit} className="promotion-form">
          <fieldset className="form__fieldset">
            <legend>The code and its offer</legend>
            <TextField name="code" label="Code" autoComplete="off" required />
            <SelectField name="kind" label="Offer" options={KINDS} />
            <InputField
              name="value"
              label={values.kind === 'FIXED' ? 'Amount off (AED)' : 'Percent off'}
              inputMode="decimal"
              required
            />
            <InputField
              name="minProductTotal"
              label="Minimum product total (AED, 0 for none)"
              hint="The sum of the cart's lines before any discount."
              inputMode="decimal"
            />
          </fieldset>
          <fieldset className="form__fieldset">
            <legend>Who and how often</legend>
            <CheckboxField name="firstOrderOnly">First order only</CheckboxField>
            <CheckboxField name="oncePerCustomer">Once per customer</CheckboxField>
            <InputField
              name="usageLimit"
              label="Uses in all (empty for no limit)"
              hint="A refused or cancelled order gives its use back."
              inputMode="numeric"
            />
          </fieldset>
          <fieldset className="form__fieldset">
            <legend>When and on what</legend>
            <DateField name="startsOn" label="First day (Dubai, empty for now)" />
            <DateField name="endsOn" label="Last day (Dubai, empty for no end)" />
            <InputField
              name="collections"
              label="Only these collections"
              hint="Names, separated by commas; empty with no products: every product."
            />
            <InputField name="productIds" label="Only these products" hint="Product ids, separated by commas." />
            <CheckboxField name="active">Active (untick to pause)</CheckboxField>
          </fieldset>
          <FormAlert message={submitError} />
          <div className="form__actions">
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? 'Saving…' : submitLabel}
            </button>
          </div>
        </FormShell>
      )}
    </Form>
  );
}
