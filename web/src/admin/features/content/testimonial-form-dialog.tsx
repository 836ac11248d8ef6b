import { useMemo } from 'react';
import { aedToFils, formatAed } from '@store/domain';
import {
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  type TestimonialInput,
  type TestimonialList_TestimonialFragment,
} from '@/admin/__generated__/graphql.ts';
import { SelectField } from '@/components/ui/form-fields.tsx';
import { InputField } from '@/admin/components/fields.tsx';
import { checkTestimonial, type TestimonialValues } from './content-rules.ts';
import { writeContent } from './content-cache.ts';
import { ContentFormDialog, type ContentSaveAnswer } from './content-form-dialog.tsx';
import { ArabicField } from '@/admin/components/arabic-content.tsx';

type Testimonial = TestimonialList_TestimonialFragment;
const FIELDS = ['author', 'text', 'product', 'price', 'stars', 'position', 'authorAr', 'textAr', 'productAr'];
export const STAR_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} ${stars} ${stars === 1 ? 'star' : 'stars'}`,
}));

interface TestimonialFormDialogProps {
  /** The testimonial to edit, 'new' to add one, null when closed. */
  item: Testimonial | 'new' | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** A customer's words on the home page: who, what they said, the product and its price, stars and position. */
export function TestimonialFormDialog({ item, nextPosition, onClose, onSaved }: TestimonialFormDialogProps) {
  const [create] = useCreateTestimonialMutation({
    update: (cache, { data }) => writeContent(cache, 'adminTestimonials', data?.createTestimonial.testimonials),
  });
  const [update] = useUpdateTestimonialMutation({
    update: (cache, { data }) => writeContent(cache, 'adminTestimonials', data?.updateTestimonial.testimonials),
  });
  const editing = item !== null && item !== 'new' ? item : null;
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
            authorAr: editing.authorAr,
            textAr: editing.textAr,
            productAr: editing.productAr,
          }
        : { author: '', text: '', product: '', price: '', stars: '5', position: String(nextPosition) },
    [editing, nextPosition],
  );

  const save = async (input: TestimonialInput): Promise<ContentSaveAnswer | undefined> => {
    const payload = editing
      ? (await update({ variables: { id: editing.id, input } })).data?.updateTestimonial
      : (await create({ variables: { input } })).data?.createTestimonial;
    return payload && { saved: Boolean(payload.testimonials), errors: payload.errors };
  };

  return (
    <ContentFormDialog
      noun="testimonial"
      open={item !== null}
      editing={editing !== null}
      initialValues={initialValues}
      check={checkTestimonial}
      save={save}
      fields={FIELDS}
      onClose={onClose}
      onSaved={onSaved}
    >
      <div className="form__pair">
        <InputField name="author" label="Customer’s name" language="en" required />
        <ArabicField name="authorAr" arabicName="اسم العميل" />
      </div>
      <div className="form__pair">
        <InputField name="text" label="What they said" rows={4} language="en" required />
        <ArabicField name="textAr" arabicName="ما قاله" rows={4} />
      </div>
      <div className="form__pair">
        <InputField name="product" label="Product" language="en" required />
        <ArabicField name="productAr" arabicName="المنتج" />
      </div>
      <div className="form__pair">
        <InputField name="price" label="Price (AED)" inputMode="decimal" hint="For example 89 or 89.50." required />
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
    </ContentFormDialog>
  );
}
