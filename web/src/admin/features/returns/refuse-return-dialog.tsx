import { RETURN_DECISION_REASON_MAX } from '@store/domain';
import { Form } from 'react-final-form';
import { useRefuseReturnMutation } from '@/admin/__generated__/graphql.ts';
import { InputField } from '@/admin/components/fields.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { submitStep } from './return-step.ts';

const FAILED = 'The return could not be refused. Please try again.';

function validate(values: { reason?: string }) {
  const reason = values.reason?.trim() ?? '';
  if (reason === '') return { reason: 'Reason is required.' };
  if (reason.length > RETURN_DECISION_REASON_MAX) {
    return { reason: `Reason must be at most ${RETURN_DECISION_REASON_MAX} characters.` };
  }
  if (/[\r\n]/.test(reason)) return { reason: 'Reason must be one line.' };
  return {};
}

/** Refusing a return: a one-line reason the customer reads on the order's page and in their e-mail. */
export function RefuseReturnDialog({
  returnId,
  open,
  onClose,
  onDone,
}: {
  returnId: string;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [refuse] = useRefuseReturnMutation();
  return (
    <Dialog open={open} onClose={onClose} label="Refuse return">
      <div className="return-refuse">
        <h2>Refuse this return?</h2>
        <Form<{ reason: string }>
          validate={validate}
          onSubmit={({ reason }) =>
            submitStep(
              async () => (await refuse({ variables: { id: returnId, reason: reason.trim() } })).data?.refuseReturn,
              {
                step: 'refuse',
                fields: ['reason'],
                failed: FAILED,
                done: 'The return is refused; the customer is e-mailed.',
                onDone,
              },
            )
          }
        >
          {({ handleSubmit, submitting, submitError }) => (
            <FormShell handleSubmit={handleSubmit}>
              <InputField
                name="reason"
                label="Reason"
                hint="The customer reads it in their e-mail."
                maxLength={RETURN_DECISION_REASON_MAX}
                required
              />
              <FormAlert message={submitError} />
              <div className="form__actions">
                <button type="submit" className="button admin-confirm__danger" disabled={submitting}>
                  {submitting ? 'Refusing…' : 'Refuse return'}
                </button>
                <button type="button" className="button button--outline" onClick={onClose}>
                  Keep it
                </button>
              </div>
            </FormShell>
          )}
        </Form>
      </div>
    </Dialog>
  );
}
