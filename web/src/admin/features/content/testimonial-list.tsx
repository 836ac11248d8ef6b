import { useState } from 'react';
import { MAX_TESTIMONIALS } from '@store/domain';
import {
  useDeleteTestimonialMutation,
  type TestimonialList_TestimonialFragment,
} from '@/admin/__generated__/graphql.ts';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { Price } from '@/components/ui/price.tsx';
import { nextPosition } from './content-rules.ts';
import { DeleteContentDialog } from './delete-content-dialog.tsx';
import { TestimonialFormDialog } from './testimonial-form-dialog.tsx';
import { writeContent } from './content-cache.ts';

type Testimonial = TestimonialList_TestimonialFragment;

/** The home page's testimonials in their order, each editable and deletable, and the button to add one. */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [editing, setEditing] = useState<Testimonial | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const [notice, setNotice] = useState<string>();
  const [remove] = useDeleteTestimonialMutation({
    update: (cache, { data }) => writeContent(cache, 'adminTestimonials', data?.deleteTestimonial.testimonials),
  });
  const sorted = [...testimonials].sort((a, b) => a.position - b.position);
  const full = testimonials.length >= MAX_TESTIMONIALS;

  return (
    <>
      <FormNote message={notice} />
      {sorted.length === 0 ? (
        <p>The home page has no testimonial.</p>
      ) : (
        <ol className="content-list">
          {sorted.map((testimonial) => (
            <li key={testimonial.id} className="content-item content-item--text">
              <div className="content-item__body">
                <p className="content-item__title">{testimonial.author}</p>
                <p>
                  <span aria-hidden="true">
                    {'★'.repeat(testimonial.stars)}
                    {'☆'.repeat(Math.max(0, 5 - testimonial.stars))}
                  </span>
                  <span className="visually-hidden">{testimonial.stars} of 5 stars</span>
                </p>
                <blockquote>{testimonial.text}</blockquote>
                <p className="form__hint">
                  {testimonial.product} · <Price price={testimonial.price} /> · position {testimonial.position}
                </p>
              </div>
              <div className="content-item__actions">
                <button type="button" className="button button--outline" onClick={() => setEditing(testimonial)}>
                  Edit<span className="visually-hidden"> testimonial by {testimonial.author}</span>
                </button>
                <button type="button" className="button button--outline" onClick={() => setDeleting(testimonial)}>
                  Delete<span className="visually-hidden"> testimonial by {testimonial.author}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="form__actions">
        <button type="button" className="button" disabled={full} onClick={() => setEditing('new')}>
          Add testimonial
        </button>
        {full && (
          <p className="form__hint">
            The home page holds at most {MAX_TESTIMONIALS} testimonials: delete one to add another.
          </p>
        )}
      </div>
      <TestimonialFormDialog
        testimonial={editing}
        nextPosition={nextPosition(testimonials)}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setNotice(message);
        }}
      />
      <DeleteContentDialog
        label="Delete testimonial"
        what={deleting ? `the testimonial by ${deleting.author}` : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return undefined;
          const { data } = await remove({ variables: { id: deleting.id } });
          if (!data?.deleteTestimonial.testimonials) {
            return data?.deleteTestimonial.errors[0]?.message ?? 'The testimonial could not be deleted.';
          }
          setNotice('The testimonial is deleted.');
          return undefined;
        }}
      />
    </>
  );
}
