import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { IndexedDocument } from './indexed-document.tsx';
import { PageHeader } from './page-header.tsx';
import { termsSections } from './terms-sections.tsx';
import { usePageTexts } from './use-page-texts.tsx';

/** /term-of-use: the Terms and Conditions with a side index. */
export function TermsPage() {
  const texts = usePageTexts('TERMS');
  const { t, text } = texts;
  usePageMeta({
    title: t('terms.title'),
    description: t('terms.description'),
    keywords: t('terms.keywords'),
    breadcrumbs: homeTrail(t('nav.home'), t('terms.title'), '/term-of-use'),
  });
  return (
    <>
      <PageHeader title={text('terms.title')} />
      <div className="container static-page">
        <IndexedDocument label={t('terms.sections')} sections={termsSections(texts)} />
      </div>
    </>
  );
}
