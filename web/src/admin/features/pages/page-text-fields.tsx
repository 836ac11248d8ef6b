import { useField, useForm } from 'react-final-form';
import type { PageTextsForm_TextFragment } from '@/admin/__generated__/graphql.ts';
import { ArabicField, OPTIONAL_ARABIC_HINT } from '@/admin/components/arabic-content.tsx';
import { InputField } from '@/admin/components/fields.tsx';
import { PageTextMarks, SavedBy } from './page-text-marks.tsx';
import { asSaved, differsFromShop, keepHint, textRows } from './page-text-rules.ts';

/**
 * One text of the page in the owner's form: its key, English and Arabic side by side, what it must keep, its
 * marks as typed, and the way back to the shop's own wording (saved with the page).
 */
export function PageTextFields({ text, index }: { text: PageTextsForm_TextFragment; index: number }) {
  const form = useForm();
  const englishName = `texts[${index}].english`;
  const arabicName = `texts[${index}].arabic`;
  const english = useField<string>(englishName, { subscription: { value: true } }).input.value;
  const arabic = useField<string>(arabicName, { subscription: { value: true } }).input.value;
  const edited = differsFromShop(text, { english, arabic });
  const keepEnglish = keepHint(text, 'en');
  const keepArabic = keepHint(text, 'ar');
  const rows = textRows(text);

  const restoreShopWording = () =>
    form.batch(() => {
      form.change(englishName, text.shippedEnglish);
      form.change(arabicName, text.shippedArabic);
    });

  return (
    <fieldset className="page-text">
      <legend className="page-text__key">
        <code>{text.key}</code>
      </legend>
      <div className="page-text__head">
        <PageTextMarks textKey={text.key} arabicMissing={asSaved(arabic) === ''} edited={edited} />
        <SavedBy text={text} />
        {edited && (
          <button type="button" className="button button--outline page-text__reset" onClick={restoreShopWording}>
            Use the shop’s wording<span className="visually-hidden"> for {text.key}</span>
          </button>
        )}
      </div>
      <div className="form__pair">
        <InputField name={englishName} label="English" rows={rows} hint={keepEnglish} language="en" />
        <ArabicField
          name={arabicName}
          arabicName="العربية"
          rows={rows}
          hint={keepArabic ? `${keepArabic} ${OPTIONAL_ARABIC_HINT}` : OPTIONAL_ARABIC_HINT}
        />
      </div>
    </fieldset>
  );
}
