import { useMemo } from 'react';
import type { HomePageQuery } from '@/__generated__/graphql.ts';
import { HydrateLater } from '@/lib/deferred-section.tsx';
import { BenefitsStrip } from './benefits-strip.tsx';
import { CollectionsCarousel } from './collections-carousel.tsx';
import { BestSelling, NewArrivals } from './product-showcase.tsx';
import { splitProductSections } from './product-split.ts';
import { SpecialOffer } from './special-offer.tsx';
import { Testimonials } from './testimonials.tsx';
import { TopPicks } from './top-picks.tsx';

/**
 * The home page under the slideshow, from the collections to the benefits strip. Each section hydrates in a pass
 * of its own (HydrateLater): one long page of carousels is not one long task.
 */
export function HomeLowerSections({ data }: { data: HomePageQuery | undefined }) {
  // The same lists while the data is the same: a section that has not hydrated yet and gets new props is hydrated
  // at once, in one long task.
  const items = data?.products?.items;
  const { newArrivals, bestSelling } = useMemo(() => splitProductSections(items ?? []), [items]);
  return (
    <>
      <HydrateLater>
        <CollectionsCarousel collections={data?.collections ?? []} />
      </HydrateLater>
      <HydrateLater>
        <SpecialOffer />
      </HydrateLater>
      <HydrateLater>
        <TopPicks />
      </HydrateLater>
      <HydrateLater>
        <NewArrivals products={newArrivals} />
      </HydrateLater>
      <HydrateLater>
        <BestSelling products={bestSelling} />
      </HydrateLater>
      <HydrateLater>
        <Testimonials testimonials={data?.testimonials ?? []} />
      </HydrateLater>
      <HydrateLater>
        <BenefitsStrip />
      </HydrateLater>
    </>
  );
}
