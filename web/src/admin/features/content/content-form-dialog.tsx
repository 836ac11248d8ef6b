import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { faultErrors, submissionErrors, type UserErrorLike } from '@/lib/form-errors.ts';
import type { Check } from './content-rules.ts';

/** What a save answered: saved, or refused with errors by field. */
export interface ContentSaveAnswer {
  saved: boolean;
  errors: readonly UserErrorLike[];
}

interface ContentFormDialogProps<Values, Input> {
  /** What the page calls one item: 'banner', 'testimonial'. */
  noun: string;
  /** Whether the dialog is open. */
  open: boolean;
  /** True to edit an item, false to add one. */
  editing: boolean;
  initialValues: Partial<Values>;
  /** The checks the backend makes again, by field (content-rules.ts). */
  check: (values: Partial<Values>) => Check<Input>;
  /** Creates or updates; undefined when the answer said nothing. */
  save: (input: Input) => Promise<ContentSaveAnswer | undefined>;
  /** The fields a refusal may name; any other refusal shows above the buttons. */
  fields: readonly string[];
  onClose: () => void;
  onSaved: (message: string) => void;
  /** The form's fields. */
  children: ReactNode;
}

/** The add or edit dialog every list of home-page content uses: checks, saves, and says what went wrong where. */
export function ContentFormDialog<Values, Input>({
  noun,
  open,
  editing,
  initialValues,
  check,
  save,
  fields,
  onClose,
  onSaved,
  children,
}: ContentFormDialogProps<Values, Input>) {
  const title = editing ? `Edit ${noun}` : `Add ${noun}`;
  const failed = `The ${noun} could not be saved. Please try again.`;
  return (
    <Dialog open={open} onClose={onClose} label={title}>
      {open && (
        <Form<Partial<Values>>
          initialValues={initialValues}
          validate={(values) => {
            const checked = check(values);
            return checked.ok ? {} : checked.errors;
          }}
          onSubmit={async (values) => {
            const checked = check(values);
            if (!checked.ok) return checked.errors;
            try {
              const answer = await save(checked.input);
              if (!answer?.saved) return submissionErrors(answer?.errors ?? [], fields) ?? faultErrors(null, failed);
              onSaved(editing ? `The ${noun} is saved.` : `The ${noun} is added.`);
            } catch (error) {
              console.error(`Saving a ${noun} failed:`, error);
              return faultErrors(error, failed);
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <FormShell label={title} handleSubmit={handleSubmit} className="content-form content-dialog">
              <h2>{title}</h2>
              {children}
              <FormAlert message={submitError} />
              <div className="form__actions">
                <button type="submit" className="button" disabled={submitting}>
                  {submitting ? 'Saving…' : editing ? `Save ${noun}` : `Add ${noun}`}
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
