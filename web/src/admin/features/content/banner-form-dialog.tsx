import { useMemo } from 'react';
import { FormSpy } from 'react-final-form';
import {
  useCreateBannerMutation,
  useUpdateBannerMutation,
  type BannerInput,
  type BannerList_BannerFragment,
} from '@/admin/__generated__/graphql.ts';
import { InputField } from '@/admin/components/fields.tsx';
import {
  BANNER_FIELDS,
  BANNER_LINK_SUGGESTIONS,
  checkBanner,
  headingLines,
  type BannerValues,
} from './content-rules.ts';
import { writeContent } from './content-cache.ts';
import { ContentFormDialog, type ContentSaveAnswer } from './content-form-dialog.tsx';
import { ArabicField } from '@/admin/components/arabic-content.tsx';

const FIELDS = [...BANNER_FIELDS];
const HEADING_HINT = 'Write <br> where the heading breaks onto a new line, e.g. “Built for<br>the track”.';
const LINK_HINT =
  'Where the button leads: a collection (/shop-by-collections/JDM), a product (/product-detail/12) or another page of this store (/about-us). Empty: all products.';

interface BannerFormDialogProps {
  /** The banner to edit, 'new' to add one, null when closed. */
  item: BannerList_BannerFragment | 'new' | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** A banner's alt text, heading (lines broken at <br>), text, button text and link, and position. */
export function BannerFormDialog({ item, nextPosition, onClose, onSaved }: BannerFormDialogProps) {
  const [create] = useCreateBannerMutation({
    update: (cache, { data }) => writeContent(cache, 'adminBanners', data?.createBanner.banners),
  });
  const [update] = useUpdateBannerMutation({
    update: (cache, { data }) => writeContent(cache, 'adminBanners', data?.updateBanner.banners),
  });
  const editing = item !== null && item !== 'new' ? item : null;
  const initialValues = useMemo<Partial<BannerValues>>(
    () =>
      editing
        ? { ...editing, position: String(editing.position) }
        : { alt: '', heading: '', text: '', buttonText: 'Shop now', link: '', position: String(nextPosition) },
    [editing, nextPosition],
  );

  const save = async (input: BannerInput): Promise<ContentSaveAnswer | undefined> => {
    const payload = editing
      ? (await update({ variables: { id: editing.id, input } })).data?.updateBanner
      : (await create({ variables: { input } })).data?.createBanner;
    return payload && { saved: Boolean(payload.banners), errors: payload.errors };
  };

  return (
    <ContentFormDialog
      noun="banner"
      open={item !== null}
      editing={editing !== null}
      initialValues={initialValues}
      check={checkBanner}
      save={save}
      fields={FIELDS}
      onClose={onClose}
      onSaved={onSaved}
    >
      <div className="form__pair">
        <InputField name="heading" label="Heading" hint={HEADING_HINT} language="en" required />
        <ArabicField name="headingAr" arabicName="العنوان الرئيسي" />
      </div>
      <FormSpy subscription={{ values: true }}>
        {({ values }) => {
          const lines = headingLines(String(values.heading ?? ''));
          return lines.length > 1 ? (
            <div className="banner-preview" role="group" aria-label="The heading as shown">
              <p className="form__hint">Shown as:</p>
              <p className="banner-preview__heading">
                {lines.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </p>
            </div>
          ) : null;
        }}
      </FormSpy>
      <div className="form__pair">
        <InputField name="text" label="Text" rows={3} language="en" required />
        <ArabicField name="textAr" arabicName="النص" rows={3} />
      </div>
      <div className="form__pair">
        <InputField name="buttonText" label="Button text" language="en" required />
        <ArabicField name="buttonTextAr" arabicName="نص الزر" />
      </div>
      <div className="form__pair">
        <InputField
          name="position"
          label="Position"
          inputMode="numeric"
          hint="Banners show in increasing position."
          required
        />
      </div>
      <InputField name="link" label="Button link" hint={LINK_HINT} list="banner-link-suggestions" />
      <datalist id="banner-link-suggestions">
        {BANNER_LINK_SUGGESTIONS.map((link) => (
          <option key={link} value={link} />
        ))}
      </datalist>
      <div className="form__pair">
        <InputField
          name="alt"
          label="Image description (alt text)"
          hint="What the banner's picture shows, for screen readers."
          language="en"
          required
        />
        <ArabicField name="altAr" arabicName="وصف الصورة" />
      </div>
    </ContentFormDialog>
  );
}
