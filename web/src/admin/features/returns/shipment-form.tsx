import { KNOWN_COURIERS } from '@store/domain';
import { Form } from 'react-final-form';
import { useRecordReturnPickupMutation, useShipExchangeMutation } from '@/admin/__generated__/graphql.ts';
import { InputField } from '@/admin/components/fields.tsx';
import { TextField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { submitStep } from './return-step.ts';

interface ShipmentValues {
  courier: string;
  trackingNumber: string;
}

const FIELDS = ['courier', 'trackingNumber'];

const STEPS = {
  pickup: {
    label: 'Record pickup',
    busy: 'Recording…',
    failed: 'The pickup could not be recorded. Please try again.',
    done: 'The pickup is recorded; the customer is e-mailed.',
  },
  exchange: {
    label: 'Send exchange',
    busy: 'Sending…',
    failed: 'The exchange could not be sent. Please try again.',
    done: 'The exchange is on its way as a new order; the customer is e-mailed.',
  },
} as const;

function validate(values: Partial<ShipmentValues>) {
  const errors: Partial<Record<keyof ShipmentValues, string>> = {};
  if (!values.courier?.trim()) errors.courier = 'Courier is required.';
  if (!values.trackingNumber?.trim()) errors.trackingNumber = 'Tracking number is required.';
  return errors;
}

/** A courier and its tracking number: the pickup of the returned items, or the exchange sent out. */
export function ShipmentForm({
  returnId,
  step,
  onDone,
}: {
  returnId: string;
  step: keyof typeof STEPS;
  onDone: (message: string) => void;
}) {
  const [pickup] = useRecordReturnPickupMutation();
  const [exchange] = useShipExchangeMutation();
  const words = STEPS[step];
  return (
    <Form<ShipmentValues>
      validate={validate}
      onSubmit={(values) => {
        const input = { courier: values.courier.trim(), trackingNumber: values.trackingNumber.trim() };
        return submitStep(
          async () =>
            step === 'pickup'
              ? (await pickup({ variables: { id: returnId, input } })).data?.recordReturnPickup
              : (await exchange({ variables: { id: returnId, input } })).data?.shipExchange,
          { step, fields: FIELDS, failed: words.failed, done: words.done, onDone },
        );
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label={words.label} handleSubmit={handleSubmit} className="return-form">
          <InputField name="courier" label="Courier" list={`couriers-${step}`} required />
          <datalist id={`couriers-${step}`}>
            {KNOWN_COURIERS.map((courier) => (
              <option key={courier} value={courier} />
            ))}
          </datalist>
          <TextField name="trackingNumber" label="Tracking number" autoComplete="off" required />
          <FormAlert message={submitError} />
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? words.busy : words.label}
          </button>
        </FormShell>
      )}
    </Form>
  );
}
