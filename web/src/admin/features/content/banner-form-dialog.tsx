import { useMemo } from 'react';
import { Form, FormSpy } from 'react-final-form';
import {
  useCreateBannerMutation,
  useUpdateBannerMutation,
  type BannerInput,
  type BannerList_BannerFragment,
} from '@/admin/__generated__/graphql.ts';
import { TextField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';
import { InputField } from '@/admin/components/fields.tsx';
import { checkBanner, headingLines, type BannerValues } from './content-rules.ts';
import { writeContent } from './content-cache.ts';

const FIELDS = ['alt', 'heading', 'text', 'buttonText', 'position'];
const FAILED = 'The banner could not be saved. Please try again.';
const HEADING_HINT = 'Write <br> where the heading breaks onto a new line, e.g. “Built for<br>the track”.';

interface BannerFormDialogProps {
  /** The banner to edit, 'new' to add one, null when closed. */
  banner: BannerList_BannerFragment | 'new' | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** A banner's alt text, heading (lines broken at <br>), text, button text and position. */
export function BannerFormDialog({ banner, nextPosition, onClose, onSaved }: BannerFormDialogProps) {
  const [create] = useCreateBannerMutation({
    update: (cache, { data }) => writeContent(cache, 'adminBanners', data?.createBanner.banners),
  });
  const [update] = useUpdateBannerMutation({
    update: (cache, { data }) => writeContent(cache, 'adminBanners', data?.updateBanner.banners),
  });
  const editing = banner !== null && banner !== 'new' ? banner : null;
  const initialValues = useMemo<Partial<BannerValues>>(
    () =>
      editing
        ? { ...editing, position: String(editing.position) }
        : { alt: '', heading: '', text: '', buttonText: 'Shop now', position: String(nextPosition) },
    [editing, nextPosition],
  );

  const send = async (input: BannerInput) => {
    if (editing) return (await update({ variables: { id: editing.id, input } })).data?.updateBanner;
    return (await create({ variables: { input } })).data?.createBanner;
  };

  return (
    <Dialog open={banner !== null} onClose={onClose} label={editing ? 'Edit banner' : 'Add banner'}>
      {banner !== null && (
        <Form<Partial<BannerValues>>
          initialValues={initialValues}
          validate={(values) => {
            const check = checkBanner(values);
            return check.ok ? {} : check.errors;
          }}
          onSubmit={async (values) => {
            const check = checkBanner(values);
            if (!check.ok) return check.errors;
            try {
              const payload = await send(check.input);
              if (!payload?.banners)
                return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, FAILED);
              onSaved(editing ? 'The banner is saved.' : 'The banner is added.');
            } catch (error) {
              console.error('Saving a banner failed:', error);
              return faultErrors(error, FAILED);
            }
          }}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <FormShell
              label={editing ? 'Edit banner' : 'Add banner'}
              handleSubmit={handleSubmit}
              className="content-form content-dialog"
            >
              <h2>{editing ? 'Edit banner' : 'Add banner'}</h2>
              <InputField name="heading" label="Heading" hint={HEADING_HINT} required />
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
              <InputField name="text" label="Text" rows={3} required />
              <div className="form__pair">
                <TextField name="buttonText" label="Button text" required />
                <InputField
                  name="position"
                  label="Position"
                  inputMode="numeric"
                  hint="Banners show in increasing position."
                  required
                />
              </div>
              <InputField
                name="alt"
                label="Image description (alt text)"
                hint="What the banner's picture shows, for screen readers."
                required
              />
              <FormAlert message={submitError} />
              <div className="form__actions">
                <button type="submit" className="button" disabled={submitting}>
                  {submitting ? 'Saving…' : editing ? 'Save banner' : 'Add banner'}
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
