import { useHomeCollectionsQuery, useHomeProductsQuery, useHomeTestimonialsQuery } from '@/__generated__/graphql.ts';
import { HydrateLater } from '@/lib/deferred-section.tsx';
import { BenefitsStrip } from './benefits-strip.tsx';
import { CollectionsCarousel } from './collections-carousel.tsx';
import { BestSelling, NewArrivals } from './product-showcase.tsx';
import { HOME_PRODUCT_COUNT, splitProductSections } from './product-split.ts';
import { SpecialOffer } from './special-offer.tsx';
import { Testimonials } from './testimonials.tsx';
import { TopPicks } from './top-picks.tsx';

// errorPolicy 'all' keeps whatever did load when a part of a query fails; a section whose data fails shows nothing.

function HomeCollections() {
  const { data } = useHomeCollectionsQuery({ errorPolicy: 'all' });
  return <CollectionsCarousel collections={data?.collections ?? []} />;
}

function HomeTestimonials() {
  const { data } = useHomeTestimonialsQuery({ errorPolicy: 'all' });
  return <Testimonials testimonials={data?.testimonials ?? []} />;
}

/** New Arrivals or Best Selling: one query for both (the second reads the first's answer from the cache). */
function HomeProducts({ section }: { section: 'newArrivals' | 'bestSelling' }) {
  const { data } = useHomeProductsQuery({ variables: { productCount: HOME_PRODUCT_COUNT }, errorPolicy: 'all' });
  const products = splitProductSections(data?.products?.items ?? [])[section];
  return section === 'newArrivals' ? <NewArrivals products={products} /> : <BestSelling products={products} />;
}

/**
 * The home page under the slideshow, from the collections to the benefits strip. Each section reads its own data
 * and hydrates in a pass of its own when it comes near the screen (HydrateLater untilNear): one long page of
 * carousels is not one long task, and a phone that opens the shop pays only for what its shopper scrolls to.
 */
export function HomeLowerSections() {
  return (
    <>
      <HydrateLater untilNear>
        <HomeCollections />
      </HydrateLater>
      <HydrateLater untilNear>
        <SpecialOffer />
      </HydrateLater>
      <HydrateLater untilNear>
        <TopPicks />
      </HydrateLater>
      <HydrateLater untilNear>
        <HomeProducts section="newArrivals" />
      </HydrateLater>
      <HydrateLater untilNear>
        <HomeProducts section="bestSelling" />
      </HydrateLater>
      <HydrateLater untilNear>
        <HomeTestimonials />
      </HydrateLater>
      <HydrateLater untilNear>
        <BenefitsStrip />
      </HydrateLater>
    </>
  );
}
