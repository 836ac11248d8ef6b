import type { PageTextsForm_TextFragment } from '@/admin/__generated__/graphql.ts';
import { PageTextMarks, SavedBy } from './page-text-marks.tsx';

/** A page's texts as text, English beside Arabic, for a member who may not change them. */
export function PageTextsList({ label, texts }: { label: string; texts: readonly PageTextsForm_TextFragment[] }) {
  return (
    <ol className="page-texts-list" aria-label={`${label} texts`}>
      {texts.map((text) => (
        <li key={text.key} className="page-text">
          <div className="page-text__head">
            <code className="page-text__key">{text.key}</code>
            <PageTextMarks textKey={text.key} arabicMissing={text.arabicMissing} edited={text.edited} />
            <SavedBy text={text} />
          </div>
          <dl className="page-text__pair">
            <div>
              <dt>English</dt>
              <dd lang="en" dir="auto">
                {text.english}
              </dd>
            </div>
            <div>
              <dt>Arabic</dt>
              {text.arabic ? (
                <dd lang="ar" dir="auto">
                  {text.arabic}
                </dd>
              ) : (
                <dd className="page-text__none">None: the Arabic page shows the English.</dd>
              )}
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
