import { InputField } from './fields.tsx';

/**
 * Arabic content beside English in the back office (issue 21; the back office itself stays in English). The
 * Arabic field's label is 'In Arabic:' and the field's Arabic name, so a search for the English label finds
 * only the English field.
 */
export function ArabicField({
  name,
  arabicName,
  rows,
  hint,
}: {
  name: string;
  /** The field's name in Arabic, e.g. العنوان for the title. */
  arabicName: string;
  rows?: number;
  hint?: string;
}) {
  const label = (
    <>
      In Arabic: <span lang="ar">{arabicName}</span>
    </>
  );
  return <InputField name={name} label={label} rows={rows} hint={hint ?? OPTIONAL_ARABIC_HINT} language="ar" />;
}

export const OPTIONAL_ARABIC_HINT = 'Optional: left empty, Arabic pages show the English.';

/** The mark a list shows staff beside a row whose shown texts lack Arabic, naming them. */
export function ArabicMissing({ fields }: { fields: readonly string[] }) {
  if (fields.length === 0) return null;
  return (
    <span className="badge arabic-missing" title={`No Arabic for: ${fields.join(', ')}`}>
      Arabic missing
    </span>
  );
}
