import { useEffect } from 'react';
import { useHomePageQuery } from '@/__generated__/graphql.ts';
import { imagePreload } from '@/components/picture.ts';
import { deferredSection } from '@/lib/deferred-section.tsx';
import { FULL_WIDTH_SIZES } from '@/lib/image-sizes.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { PromoMarquee } from './promo-marquee.tsx';
import { Slideshow, SlideshowPlaceholder } from './slideshow.tsx';
import './home-page.css';

const HomeLowerSections = deferredSection(async () => (await import('./home-lower-sections.tsx')).HomeLowerSections);

/** The home page (route '/'). A section whose data fails to load shows nothing; the rest still renders. */
export function HomePage() {
  // errorPolicy 'all' keeps whatever did load when a part of the query fails.
  const { data, loading, error } = useHomePageQuery({ errorPolicy: 'all' });
  const firstBanner = data?.banners?.[0];
  const { t } = useTranslation();
  usePageMeta({
    title: t('nav.home'),
    description: t('home.description'),
    keywords: t('home.keywords'),
    preloadImage: firstBanner && imagePreload(firstBanner.image, FULL_WIDTH_SIZES),
  });
  useEffect(() => {
    if (error) console.error('Error fetching slides:', error);
  }, [error]);
  return (
    <div className="home-page">
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      {data?.storeOffers && (
        <PromoMarquee messages={data.storeOffers.promoMessages} fallbackFields={data.storeOffers.fallbackFields} />
      )}
      {loading && !data ? (
        <SlideshowPlaceholder />
      ) : data?.banners?.length ? (
        <Slideshow banners={data.banners} />
      ) : null}
      <HomeLowerSections />
    </div>
  );
}
