import { useEffect } from 'react';
import { useHomePageQuery } from '@/__generated__/graphql.ts';
import { imagePreload } from '@/components/picture.ts';
import { FULL_WIDTH_SIZES } from '@/lib/image-sizes.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { BenefitsStrip } from './benefits-strip.tsx';
import { CollectionsCarousel } from './collections-carousel.tsx';
import { BestSelling, NewArrivals } from './product-showcase.tsx';
import { HOME_PRODUCT_COUNT, splitProductSections } from './product-split.ts';
import { PromoMarquee } from './promo-marquee.tsx';
import { Slideshow, SlideshowPlaceholder } from './slideshow.tsx';
import { SpecialOffer } from './special-offer.tsx';
import { Testimonials } from './testimonials.tsx';
import { TopPicks } from './top-picks.tsx';

/** The home page (route '/'). A section whose data fails to load shows nothing; the rest still renders. */
export function HomePage() {
  // errorPolicy 'all' keeps whatever did load when a part of the query fails.
  const { data, loading, error } = useHomePageQuery({
    variables: { productCount: HOME_PRODUCT_COUNT },
    errorPolicy: 'all',
  });
  const firstBanner = data?.banners?.[0];
  usePageMeta({
    title: 'Home',
    description:
      'Racing, JDM, bike, car and titan graphic T-shirts, printed in Dubai. Free shipping on all orders, free returns within 7 days and cash on delivery across the UAE.',
    keywords: 'graphic t-shirts, dubai, uae, racing tees, jdm tees, bike tees, car tees, titan tees',
    preloadImage: firstBanner && imagePreload(firstBanner.image, FULL_WIDTH_SIZES),
  });
  useEffect(() => {
    if (error) console.error('Error fetching slides:', error);
  }, [error]);
  const { newArrivals, bestSelling } = splitProductSections(data?.products?.items ?? []);
  return (
    <div className="home-page">
      <h1 className="visually-hidden">Graphic T-shirts from Dubai</h1>
      <PromoMarquee />
      {loading && !data ? (
        <SlideshowPlaceholder />
      ) : data?.banners?.length ? (
        <Slideshow banners={data.banners} />
      ) : null}
      <CollectionsCarousel collections={data?.collections ?? []} />
      <SpecialOffer />
      <TopPicks />
      <NewArrivals products={newArrivals} />
      <BestSelling products={bestSelling} />
      <Testimonials testimonials={data?.testimonials ?? []} />
      <BenefitsStrip />
    </div>
  );
}
