import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { aboutTabs } from './about-content.tsx';
import { PageHeader } from './page-header.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';

/** /about-us: who the shop is, in four tabs. */
export function AboutPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('about.title'),
    description: t('about.description'),
    keywords: t('about.keywords'),
    breadcrumbs: homeTrail(t('nav.home'), t('about.title'), '/about-us'),
  });
  return (
    <>
      <PageHeader title={t('about.title')} lead={t('about.lead')} />
      <div className="container static-page">
        <Tabs label={t('about.tabs')} tabs={aboutTabs(t)} panelClassName="prose" />
      </div>
    </>
  );
}
