import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import {
  useRemoveCollectionImageMutation,
  useUpdateCollectionMutation,
  type CollectionCard_CollectionFragment,
} from '@/admin/__generated__/graphql.ts';
import { FormAlert, FormNote, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';
import { InputField } from '@/admin/components/fields.tsx';
import { ContentImage } from './content-image.tsx';
import { checkCollection, type CollectionValues } from './content-rules.ts';
import { writeContent } from './content-cache.ts';
import { ArabicField, ArabicMissing } from '@/admin/components/arabic-content.tsx';

const FIELDS = ['heading', 'description', 'lookbookProductId', 'position', 'nameAr', 'headingAr', 'descriptionAr'];

const FAILED = 'The collection could not be saved. Please try again.';

/** One collection's card on the home and collections pages: heading, description, lookbook product, position. */
export function CollectionCard({ collection }: { collection: CollectionCard_CollectionFragment }) {
  const [saved, setSaved] = useState<string>();
  const [update] = useUpdateCollectionMutation({
    update: (cache, { data }) => writeContent(cache, 'adminCollections', data?.updateCollection.collections),
  });
  const [removeImage] = useRemoveCollectionImageMutation({
    update: (cache, { data }) => writeContent(cache, 'adminCollections', data?.removeCollectionImage.collections),
  });
  const initialValues = useMemo<CollectionValues>(
    () => ({
      heading: collection.heading,
      description: collection.description,
      lookbookProductId: collection.lookbookProductId ?? '',
      position: String(collection.position),
      nameAr: collection.nameAr,
      headingAr: collection.headingAr,
      descriptionAr: collection.descriptionAr,
    }),
    [collection],
  );
  const headingId = `collection-${collection.name.toLowerCase()}`;

  return (
    <article className="collection-card" aria-labelledby={headingId}>
      <div className="collection-card__head">
        <img src={collection.imageSrc} alt="" width={96} height={96} loading="lazy" />
        <div>
          <h3 id={headingId}>{collection.name}</h3>
          <ArabicMissing fields={collection.arabicMissing} />
          <p className="form__hint">
            {collection.productCount === 1 ? '1 product' : `${collection.productCount} products`}
            {collection.lookbookProductId && (
              <>
                {' · '}
                <Link to={`/admin/products/${collection.lookbookProductId}`}>
                  Lookbook product {collection.lookbookProductId}
                </Link>
              </>
            )}
          </p>
        </div>
      </div>
      <Form<CollectionValues>
        initialValues={initialValues}
        validate={(values) => {
          const check = checkCollection(values);
          return check.ok ? {} : check.errors;
        }}
        onSubmit={async (values) => {
          const check = checkCollection(values);
          if (!check.ok) return check.errors;
          setSaved(undefined);
          try {
            const { data } = await update({ variables: { name: collection.name, input: check.input } });
            const payload = data?.updateCollection;
            if (!payload?.collections)
              return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, FAILED);
            setSaved(`The ${collection.name} card is saved.`);
          } catch (error) {
            console.error('Saving a collection failed:', error);
            return faultErrors(error, FAILED);
          }
        }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <FormShell label={`${collection.name} card`} handleSubmit={handleSubmit} className="content-form">
            <ArabicField name="nameAr" arabicName="اسم المجموعة" />
            <div className="form__pair">
              <InputField name="heading" label="Heading" language="en" required />
              <ArabicField name="headingAr" arabicName="العنوان الرئيسي" />
            </div>
            <div className="form__pair">
              <InputField name="description" label="Description" rows={4} language="en" required />
              <ArabicField name="descriptionAr" arabicName="الوصف" rows={4} />
            </div>
            <div className="form__pair">
              <InputField
                name="lookbookProductId"
                label="Lookbook product (optional)"
                inputMode="numeric"
                hint="The product's number, as in /admin/products/12; empty for none."
              />
              <InputField
                name="position"
                label="Position"
                inputMode="numeric"
                hint="Cards show in increasing position."
                required
              />
            </div>
            <FormAlert message={submitError} />
            <FormNote message={saved} />
            <div className="form__actions">
              <button type="submit" className="button" disabled={submitting}>
                {submitting ? 'Saving…' : 'Save'}
                <span className="visually-hidden"> {collection.name} card</span>
              </button>
            </div>
          </FormShell>
        )}
      </Form>
      <ContentImage
        what={`the ${collection.name} card`}
        uploadUrl={`/admin/uploads/collections/${encodeURIComponent(collection.name)}/image`}
        uploaded={collection.imageUploaded}
        removeImage={async () => {
          const { data } = await removeImage({ variables: { name: collection.name } });
          return data?.removeCollectionImage.collections
            ? undefined
            : (data?.removeCollectionImage.errors[0]?.message ?? 'The image could not be removed.');
        }}
      />
    </article>
  );
}
