import type { HomePageQuery } from '@/__generated__/graphql.ts';
import { BenefitsStrip } from './benefits-strip.tsx';
import { CollectionsCarousel } from './collections-carousel.tsx';
import { BestSelling, NewArrivals } from './product-showcase.tsx';
import { splitProductSections } from './product-split.ts';
import { SpecialOffer } from './special-offer.tsx';
import { Testimonials } from './testimonials.tsx';
import { TopPicks } from './top-picks.tsx';

/** The home page under the slideshow, from the collections to the benefits strip. */
export function HomeLowerSections({ data }: { data: HomePageQuery | undefined }) {
  const { newArrivals, bestSelling } = splitProductSections(data?.products?.items ?? []);
  return (
    <>
      <CollectionsCarousel collections={data?.collections ?? []} />
      <SpecialOffer />
      <TopPicks />
      <NewArrivals products={newArrivals} />
      <BestSelling products={bestSelling} />
      <Testimonials testimonials={data?.testimonials ?? []} />
      <BenefitsStrip />
    </>
  );
}
