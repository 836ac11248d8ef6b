import type { PageTextsForm_TextFragment } from '@/admin/__generated__/graphql.ts';
import { ArabicMissing } from '@/admin/components/arabic-content.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';

/** What staff see beside a text: "Arabic missing", "Edited" (not the shop's own wording). */
export function PageTextMarks({
  textKey,
  arabicMissing,
  edited,
}: {
  textKey: string;
  arabicMissing: boolean;
  edited: boolean;
}) {
  return (
    <>
      <ArabicMissing fields={arabicMissing ? [textKey] : []} />
      {edited && (
        <span className="badge page-text__edited" title="Differs from the shop’s own wording">
          Edited
        </span>
      )}
    </>
  );
}

/** Who saved the text last and when; nothing for the shop's own wording. */
export function SavedBy({ text }: { text: Pick<PageTextsForm_TextFragment, 'updatedAt' | 'updatedBy'> }) {
  if (!text.updatedAt) return null;
  return (
    <span className="page-text__saved">
      Saved by {text.updatedBy ?? 'staff'}, <time dateTime={text.updatedAt}>{formatDubaiDateTime(text.updatedAt)}</time>
    </span>
  );
}
