import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { IndexedDocument } from './indexed-document.tsx';
import { PageHeader } from './page-header.tsx';
import { privacySections } from './privacy-sections.tsx';
import { usePageTexts } from './use-page-texts.tsx';

/** /privacy-policy: how the shop handles personal data, with a side index. */
export function PrivacyPage() {
  const texts = usePageTexts('PRIVACY');
  const { t, text } = texts;
  usePageMeta({
    title: t('privacy.title'),
    description: t('privacy.description'),
    keywords: t('privacy.keywords'),
    breadcrumbs: homeTrail(t('nav.home'), t('privacy.title'), '/privacy-policy'),
  });
  return (
    <>
      <PageHeader title={text('privacy.title')} />
      <div className="container static-page">
        <IndexedDocument label={t('privacy.sections')} sections={privacySections(texts)} />
      </div>
    </>
  );
}
