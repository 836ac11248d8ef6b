import { shopCancelReasonProblem, SHOP_CANCEL_REASON_MAX } from '@store/domain';
import { Form } from 'react-final-form';
import { useCancelOrderByShopMutation } from '@/admin/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';
import { InputField } from '@/admin/components/fields.tsx';

const FAILED = 'The order could not be cancelled. Please try again.';

interface CancelOrderDialogProps {
  orderId: string;
  open: boolean;
  onClose: () => void;
  onCancelled: (message: string) => void;
}

/** The confirm step of cancelling for the shop: a reason the shopper reads; the items go back into stock. */
export function CancelOrderDialog({ orderId, open, onClose, onCancelled }: CancelOrderDialogProps) {
  const [cancel] = useCancelOrderByShopMutation();
  return (
    <Dialog open={open} onClose={onClose} label="Cancel order">
      <div className="order-cancel">
        <h2>Cancel order {orderId}?</h2>
        <p>The items go back into stock, and the shopper is e-mailed the reason.</p>
        <Form<{ reason: string }>
          validate={(values) => {
            const problem = shopCancelReasonProblem(values.reason);
            return problem ? { reason: problem } : {};
          }}
          onSubmit={async ({ reason }) => {
            try {
              const { data } = await cancel({ variables: { id: orderId, reason: reason.trim() } });
              const payload = data?.cancelOrderByShop;
              if (!payload) return faultErrors(null, FAILED);
              if (payload.errors.length > 0) return submissionErrors(payload.errors, ['reason']);
              onCancelled('The order is cancelled and its stock is back.');
            } catch (error) {
              console.error('Cancelling the order failed:', error);
              return faultErrors(error, FAILED);
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <FormShell handleSubmit={handleSubmit}>
              <InputField
                rows={3}
                name="reason"
                label="Reason"
                hint="The shopper reads it in their e-mail."
                maxLength={SHOP_CANCEL_REASON_MAX}
                required
              />
              <FormAlert message={submitError} />
              <div className="form__actions order-cancel__actions">
                <button type="submit" className="button order-cancel__confirm" disabled={submitting}>
                  {submitting ? 'Cancelling…' : 'Cancel order'}
                </button>
                <button type="button" className="button button--outline" onClick={onClose}>
                  Keep order
                </button>
              </div>
            </FormShell>
          )}
        </Form>
      </div>
    </Dialog>
  );
}
