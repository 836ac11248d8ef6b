import { Form } from 'react-final-form';
import { useAdjustStockMutation } from '@/admin/__generated__/graphql.ts';
import { SelectField, TextField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';
import { ADJUST_REASON_OPTIONS, checkAdjustment, signed, type AdjustValues } from './adjust-rules.ts';
import { InputField } from '@/admin/components/fields.tsx';
import type { Variant } from './product-form-rules.ts';

const FIELDS = ['delta', 'reason', 'note'];
const FAILED = 'The stock could not be adjusted. Please try again.';
const INITIAL: Partial<AdjustValues> = { delta: '', reason: '', note: '' };

interface AdjustStockDialogProps {
  productId: string;
  /** The variant to adjust; the dialog is open while there is one. */
  variant: Variant | null;
  quantity: number | undefined;
  onClose: () => void;
  onAdjusted: (message: string) => void;
}

/**
 * A change of one variant's units with its reason. The store never lets stock fall below 0, whatever orders
 * come in meanwhile: taking away more than there is comes back as a refusal, shown here.
 */
export function AdjustStockDialog({ productId, variant, quantity, onClose, onAdjusted }: AdjustStockDialogProps) {
  const [adjust] = useAdjustStockMutation({
    refetchQueries: ['AdminProduct', 'ProductStockHistory', 'LowStock'],
    awaitRefetchQueries: true,
  });
  const name = variant ? `${variant.size} / ${variant.colour}` : '';

  return (
    <Dialog open={variant !== null} onClose={onClose} label="Adjust stock">
      {variant && (
        <Form<AdjustValues>
          initialValues={INITIAL}
          validate={(values) => {
            const check = checkAdjustment(productId, variant, values);
            return check.ok ? {} : check.errors;
          }}
          onSubmit={async (values) => {
            const check = checkAdjustment(productId, variant, values);
            if (!check.ok) return check.errors;
            try {
              const { data } = await adjust({ variables: { input: check.input } });
              const payload = data?.adjustStock;
              if (!payload?.variant)
                return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, FAILED);
              onAdjusted(`${name}: ${signed(check.input.delta)}, now ${payload.variant.quantity} in stock.`);
            } catch (error) {
              console.error('Adjusting stock failed:', error);
              return faultErrors(error, FAILED);
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <FormShell label={`Adjust stock of ${name}`} handleSubmit={handleSubmit} className="adjust-stock">
              <h2>Adjust stock of {name}</h2>
              {quantity !== undefined && <p>{quantity} in stock now.</p>}
              <InputField
                name="delta"
                label="Change in units"
                inputMode="numeric"
                hint="Positive adds units (received); negative takes them away (damaged, or a count put right)."
                required
              />
              <SelectField name="reason" label="Reason" options={ADJUST_REASON_OPTIONS} />
              <TextField name="note" label="Note (optional)" />
              <FormAlert message={submitError} />
              <div className="form__actions">
                <button type="submit" className="button" disabled={submitting}>
                  {submitting ? 'Saving…' : 'Adjust stock'}
                </button>
                <button type="button" className="button button--outline" onClick={onClose}>
                  Cancel
                </button>
              </div>
            </FormShell>
          )}
        </Form>
      )}
    </Dialog>
  );
}
