import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { ABOUT_TABS } from './about-content.tsx';
import { PageHeader } from './page-header.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';

/** /about-us: who the shop is, in four tabs. */
export function AboutPage() {
  usePageMeta({
    title: 'About Us',
    description: 'Graphic Tees Dubai designs and prints racing, JDM, bike, car and titan T-shirts in Al Quoz, Dubai.',
    keywords: 'about us, graphic tees dubai, t-shirt brand, al quoz, car culture apparel',
    breadcrumbs: homeTrail('About Us', '/about-us'),
  });
  return (
    <>
      <PageHeader title="About Us" lead="Graphic T-shirts for people who live for cars, bikes and the track." />
      <div className="container static-page">
        <Tabs label="About Graphic Tees Dubai" tabs={ABOUT_TABS} panelClassName="prose" />
      </div>
    </>
  );
}
