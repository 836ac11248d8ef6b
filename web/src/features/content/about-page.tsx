import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { aboutTabs } from './about-content.tsx';
import { PageHeader } from './page-header.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { usePageTexts } from './use-page-texts.tsx';

/** /about-us: who the shop is, in four tabs. */
export function AboutPage() {
  const texts = usePageTexts('ABOUT');
  const { t, text } = texts;
  usePageMeta({
    title: t('about.title'),
    description: t('about.description'),
    keywords: t('about.keywords'),
    breadcrumbs: homeTrail(t('nav.home'), t('about.title'), '/about-us'),
  });
  return (
    <>
      <PageHeader title={text('about.title')} lead={text('about.lead')} />
      <div className="container static-page">
        <Tabs label={t('about.tabs')} tabs={aboutTabs(texts)} panelClassName="prose" />
      </div>
    </>
  );
}
