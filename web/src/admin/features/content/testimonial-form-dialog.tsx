import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { aedToFils, formatAed } from '@store/domain';
import {
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  type TestimonialInput,
  type TestimonialList_TestimonialFragment,
} from '@/admin/__generated__/graphql.ts';
import { SelectField, TextField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';
import { InputField } from '@/admin/components/fields.tsx';
import { checkTestimonial, type TestimonialValues } from './content-rules.ts';
import { writeContent } from './content-cache.ts';

type Testimonial = TestimonialList_TestimonialFragment;
const FIELDS = ['author', 'text', 'product', 'price', 'stars', 'position'];
const FAILED = 'The testimonial could not be saved. Please try again.';
export const STAR_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} ${stars} ${stars === 1 ? 'star' : 'stars'}`,
}));

interface TestimonialFormDialogProps {
  /** The testimonial to edit, 'new' to add one, null when closed. */
  testimonial: Testimonial | 'new' | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** A customer's words on the home page: who, what they said, the product and its price, stars and position. */
export function TestimonialFormDialog({ testimonial, nextPosition, onClose, onSaved }: TestimonialFormDialogProps) {
  const [create] = useCreateTestimonialMutation({
    update: (cache, { data }) => writeContent(cache, 'adminTestimonials', data?.createTestimonial.testimonials),
  });
  const [update] = useUpdateTestimonialMutation({
    update: (cache, { data }) => writeContent(cache, 'adminTestimonials', data?.updateTestimonial.testimonials),
  });
  const editing = testimonial !== null && testimonial !== 'new' ? testimonial : null;
  const initialValues = useMemo<Partial<TestimonialValues>>(
    () =>
      editing
        ? {
            author: editing.author,
            text: editing.text,
            product: editing.product,
            price: formatAed(aedToFils(editing.price)),
            stars: String(editing.stars),
            position: String(editing.position),
          }
        : { author: '', text: '', product: '', price: '', stars: '5', position: String(nextPosition) },
    [editing, nextPosition],
  );
  const title = editing ? 'Edit testimonial' : 'Add testimonial';

  const send = async (input: TestimonialInput) => {
    if (editing) return (await update({ variables: { id: editing.id, input } })).data?.updateTestimonial;
    return (await create({ variables: { input } })).data?.createTestimonial;
  };

  return (
    <Dialog open={testimonial !== null} onClose={onClose} label={title}>
      {testimonial !== null && (
        <Form<Partial<TestimonialValues>>
          initialValues={initialValues}
          validate={(values) => {
            const check = checkTestimonial(values);
            return check.ok ? {} : check.errors;
          }}
          onSubmit={async (values) => {
            const check = checkTestimonial(values);
            if (!check.ok) return check.errors;
            try {
              const payload = await send(check.input);
              if (!payload?.testimonials) {
                return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, FAILED);
              }
              onSaved(editing ? 'The testimonial is saved.' : 'The testimonial is added.');
            } catch (error) {
              console.error('Saving a testimonial failed:', error);
              return faultErrors(error, FAILED);
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <FormShell label={title} handleSubmit={handleSubmit} className="content-form content-dialog">
              <h2>{title}</h2>
              <TextField name="author" label="Customer’s name" required />
              <InputField name="text" label="What they said" rows={4} required />
              <div className="form__pair">
                <TextField name="product" label="Product" required />
                <InputField
                  name="price"
                  label="Price (AED)"
                  inputMode="decimal"
                  hint="For example 89 or 89.50."
                  required
                />
              </div>
              <div className="form__pair">
                <SelectField name="stars" label="Stars" options={STAR_OPTIONS} />
                <InputField
                  name="position"
                  label="Position"
                  inputMode="numeric"
                  hint="Testimonials show in increasing position."
                  required
                />
              </div>
              <FormAlert message={submitError} />
              <div className="form__actions">
                <button type="submit" className="button" disabled={submitting}>
                  {submitting ? 'Saving…' : editing ? 'Save testimonial' : 'Add testimonial'}
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
