import { MAX_TESTIMONIALS } from '@store/domain';
import {
  useDeleteTestimonialMutation,
  type TestimonialList_TestimonialFragment,
} from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { writeContent } from './content-cache.ts';
import { ContentList } from './content-list.tsx';
import { TestimonialFormDialog } from './testimonial-form-dialog.tsx';
import { ArabicMissing } from '@/admin/components/arabic-content.tsx';

type Testimonial = TestimonialList_TestimonialFragment;

/** The home page's testimonials in their order, each editable and deletable, and the button to add one. */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [remove] = useDeleteTestimonialMutation({
    update: (cache, { data }) => writeContent(cache, 'adminTestimonials', data?.deleteTestimonial.testimonials),
  });

  return (
    <ContentList
      items={testimonials}
      noun="testimonial"
      nouns="testimonials"
      max={MAX_TESTIMONIALS}
      itemClassName="content-item--text"
      nameOf={(testimonial) => `testimonial by ${testimonial.author}`}
      describe={(testimonial) => `the testimonial by ${testimonial.author}`}
      remove={async (testimonial) => {
        const { data } = await remove({ variables: { id: testimonial.id } });
        return data?.deleteTestimonial.testimonials
          ? undefined
          : (data?.deleteTestimonial.errors[0]?.message ?? 'The testimonial could not be deleted.');
      }}
      Form={TestimonialFormDialog}
      renderItem={(testimonial) => (
        <div className="content-item__body">
          <p className="content-item__title">{testimonial.author}</p>
          <ArabicMissing fields={testimonial.arabicMissing} />
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
      )}
    />
  );
}
