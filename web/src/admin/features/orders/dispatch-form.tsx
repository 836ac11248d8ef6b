import { Form } from 'react-final-form';
import { KNOWN_COURIERS } from '@store/domain';
import { InputField } from '@/admin/components/fields.tsx';
import { useSetOrderStatusMutation } from '@/admin/__generated__/graphql.ts';
import { TextField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';
import { dispatchedMessage } from './order-steps.ts';

interface DispatchValues {
  courier: string;
  trackingNumber: string;
}

const FIELDS = ['courier', 'trackingNumber'];
const FAILED = 'The order could not be dispatched. Please try again.';

function validate(values: Partial<DispatchValues>) {
  const errors: Partial<Record<keyof DispatchValues, string>> = {};
  if (!values.courier?.trim()) errors.courier = 'Courier is required.';
  if (!values.trackingNumber?.trim()) errors.trackingNumber = 'Tracking number is required.';
  return errors;
}

/** Handing the order to a courier: who takes it and their tracking number, which the shopper then sees. */
export function DispatchForm({ orderId, onDone }: { orderId: string; onDone: (message: string) => void }) {
  const [dispatch] = useSetOrderStatusMutation();
  return (
    <Form<DispatchValues>
      validate={validate}
      onSubmit={async (values) => {
        const courier = values.courier.trim();
        const trackingNumber = values.trackingNumber.trim();
        try {
          const { data } = await dispatch({
            variables: { id: orderId, status: 'DISPATCHED', courier, trackingNumber },
          });
          const payload = data?.setOrderStatus;
          if (!payload) return faultErrors(null, FAILED);
          if (payload.errors.length > 0) return submissionErrors(payload.errors, FIELDS);
          onDone(dispatchedMessage(courier, trackingNumber));
        } catch (error) {
          console.error('Dispatching the order failed:', error);
          return faultErrors(error, FAILED);
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label="Dispatch" handleSubmit={handleSubmit} className="order-dispatch">
          <InputField
            name="courier"
            label="Courier"
            hint={`${KNOWN_COURIERS.join(', ')}: the tracking number links to their tracking page.`}
            list="known-couriers"
            required
          />
          <datalist id="known-couriers">
            {KNOWN_COURIERS.map((courier) => (
              <option key={courier} value={courier} />
            ))}
          </datalist>
          <TextField name="trackingNumber" label="Tracking number" autoComplete="off" required />
          <FormAlert message={submitError} />
          <button type="submit" className="button order-actions__button" disabled={submitting}>
            {submitting ? 'Dispatching…' : 'Dispatch'}
          </button>
        </FormShell>
      )}
    </Form>
  );
}
