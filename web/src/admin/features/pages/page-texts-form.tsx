import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import {
  AdminPageTextsDocument,
  useUpdatePageTextsMutation,
  type PageTextsForm_TextFragment,
} from '@/admin/__generated__/graphql.ts';
import { FormAlert, FormNote, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';
import type { ContentPageEntry } from './content-pages.ts';
import { PageTextFields } from './page-text-fields.tsx';
import { changedTexts, pageTextsValues, type PageTextsValues } from './page-text-rules.ts';

const FAILED = 'The texts could not be saved. Please try again.';

interface PageTextsFormProps {
  entry: ContentPageEntry;
  texts: readonly PageTextsForm_TextFragment[];
}

/**
 * The owner's form: every text of one page, one Save that sends only the changed texts, all or none. A refusal
 * (a text without its {days}, say) shows by the Save button and leaves every field as typed.
 */
export function PageTextsForm({ entry, texts }: PageTextsFormProps) {
  const [note, setNote] = useState<string>();
  const [save] = useUpdatePageTextsMutation({
    // The page reads the texts from the cache: the saved ones replace them there, and the form starts from them.
    update: (cache, { data }) => {
      const saved = data?.updatePageTexts.pageTexts;
      if (saved)
        cache.writeQuery({
          query: AdminPageTextsDocument,
          variables: { page: entry.page },
          data: { adminPageTexts: saved },
        });
    },
  });
  const initialValues = useMemo(() => pageTextsValues(texts), [texts]);

  return (
    <Form<PageTextsValues>
      initialValues={initialValues}
      onSubmit={async (values) => {
        setNote(undefined);
        const changed = changedTexts(texts, values);
        if (changed.length === 0) return setNote('Nothing has changed.');
        try {
          const { data } = await save({ variables: { page: entry.page, texts: changed } });
          const payload = data?.updatePageTexts;
          if (!payload?.pageTexts) return submissionErrors(payload?.errors ?? [], []) ?? faultErrors(null, FAILED);
          setNote(`The ${entry.label} texts are saved.`);
        } catch (error) {
          console.error('Saving the page texts failed:', error);
          return faultErrors(error, FAILED);
        }
      }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label={`${entry.label} texts`} handleSubmit={handleSubmit} className="page-texts-form">
          {texts.map((text, index) => (
            <PageTextFields key={text.key} text={text} index={index} />
          ))}
          <div className="page-texts-form__end">
            <FormAlert message={submitError} />
            <FormNote message={note} />
            <div className="form__actions">
              <button type="submit" className="button" disabled={submitting}>
                {submitting ? 'Saving…' : `Save the ${entry.label} texts`}
              </button>
            </div>
          </div>
        </FormShell>
      )}
    </Form>
  );
}
