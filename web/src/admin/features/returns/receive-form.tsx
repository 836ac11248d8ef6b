import { Form } from 'react-final-form';
import {
  useReceiveReturnMutation,
  type ReturnDetail_ReturnFragment,
  type ReturnOutcome,
} from '@/admin/__generated__/graphql.ts';
import { SelectField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { OUTCOME_LABELS } from './return-labels.ts';
import { submitStep } from './return-step.ts';

const OPTIONS = (Object.keys(OUTCOME_LABELS) as ReturnOutcome[]).map((value) => ({
  value,
  label: OUTCOME_LABELS[value],
}));
const FAILED = 'The return could not be marked received. Please try again.';

const fieldOf = (lineNo: number) => `line${lineNo}`;

/** The parcel is back: each line restocked (its variant's stock goes up) or written off. */
export function ReceiveForm({ ret, onDone }: { ret: ReturnDetail_ReturnFragment; onDone: (message: string) => void }) {
  const [receive] = useReceiveReturnMutation();
  const initialValues = Object.fromEntries(ret.lines.map((line) => [fieldOf(line.lineNo), 'RESTOCK']));
  return (
    <Form<Record<string, string>>
      initialValues={initialValues}
      onSubmit={(values) =>
        submitStep(
          async () => {
            const lines = ret.lines.map((line) => ({
              lineNo: line.lineNo,
              outcome: (values[fieldOf(line.lineNo)] ?? 'RESTOCK') as ReturnOutcome,
            }));
            return (await receive({ variables: { id: ret.id, lines } })).data?.receiveReturn;
          },
          {
            step: 'receive',
            lines: ret.lines,
            failed: FAILED,
            done: 'The return is marked received; the customer is e-mailed.',
            onDone,
          },
        )
      }
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label="Mark received" handleSubmit={handleSubmit} className="return-form">
          {ret.lines.map((line) => (
            <SelectField
              key={line.lineNo}
              name={fieldOf(line.lineNo)}
              label={`${line.title} (${line.size}, ${line.colour}) × ${line.quantity}`}
              options={OPTIONS}
            />
          ))}
          <FormAlert message={submitError} />
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? 'Saving…' : 'Mark received'}
          </button>
        </FormShell>
      )}
    </Form>
  );
}
