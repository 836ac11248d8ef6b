import { REFUND_METHODS, REFUND_REFERENCE_MAX } from '@store/domain';
import { Form } from 'react-final-form';
import { useRefundReturnMutation } from '@/admin/__generated__/graphql.ts';
import { InputField } from '@/admin/components/fields.tsx';
import { SelectField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { REFUND_METHOD_LABELS } from './return-labels.ts';
import { readAmount, validateRefund, type RefundValues } from './refund-rules.ts';
import { submitStep } from './return-step.ts';

const OPTIONS = REFUND_METHODS.map((value) => ({ value, label: REFUND_METHOD_LABELS[value] }));
const FIELDS = ['reference', 'amount'];
const FAILED = 'The refund could not be recorded. Please try again.';

/** The money back, at most what the refund rule gives for the returned lines; the credit note is issued with it. */
export function RefundForm({
  returnId,
  due,
  onDone,
}: {
  returnId: string;
  due: number;
  onDone: (message: string) => void;
}) {
  const [refund] = useRefundReturnMutation();
  return (
    <Form<RefundValues>
      initialValues={{ method: 'CASH', amount: due.toFixed(2) }}
      validate={(values) => validateRefund(values, due)}
      onSubmit={(values) => {
        const reference = values.reference?.trim() || null;
        const amount = readAmount(values.amount) ?? due;
        return submitStep(
          async () =>
            (await refund({ variables: { id: returnId, input: { method: values.method, reference, amount } } })).data
              ?.refundReturn,
          {
            step: 'refund',
            fields: FIELDS,
            failed: FAILED,
            done: 'The refund is recorded and the credit note issued.',
            onDone,
          },
        );
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label="Refund" handleSubmit={handleSubmit} className="return-form">
          <SelectField name="method" label="Refund by" options={OPTIONS} />
          <InputField
            name="reference"
            label="Reference"
            hint="The transfer's or payment's reference; not needed for cash."
            maxLength={REFUND_REFERENCE_MAX}
          />
          <InputField
            name="amount"
            label="Amount (AED)"
            hint={`At most AED ${due.toFixed(2)}: what was paid for these items, discounts shared out.`}
            inputMode="decimal"
            required
          />
          <FormAlert message={submitError} />
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? 'Refunding…' : 'Refund'}
          </button>
        </FormShell>
      )}
    </Form>
  );
}
