import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { IndexedDocument } from './indexed-document.tsx';
import { PageHeader } from './page-header.tsx';
import { privacySections } from './privacy-sections.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';

/** /privacy-policy: how the shop handles personal data, with a side index. */
export function PrivacyPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('privacy.title'),
    description: t('privacy.description'),
    keywords: t('privacy.keywords'),
    breadcrumbs: homeTrail(t('nav.home'), t('privacy.title'), '/privacy-policy'),
  });
  return (
    <>
      <PageHeader title={t('privacy.title')} />
      <div className="container static-page">
        <IndexedDocument label={t('privacy.sections')} sections={privacySections(t)} />
      </div>
    </>
  );
}
