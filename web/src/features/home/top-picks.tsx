import { CAROUSEL_BREAKPOINTS, TOP_PICKS_LIMIT } from '@store/domain';
import { useEffect, useMemo } from 'react';
import { useTopPicksQuery } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import { cartVar } from '@/state/cart.ts';
import { Carousel } from './carousel.tsx';
import { HomeSection } from './home-section.tsx';
import { excludedTitles } from './top-picks-exclusions.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { useStoredVar } from '@/lib/use-stored-var.ts';

/**
 * Today's Top Picks (spec §4): without the products in the cart (by title) and without `excludeProductId`,
 * at most four, fetched again when the cart or the excluded id change. Shows nothing when they fail to load.
 */
export function TopPicks({ excludeProductId, title }: { excludeProductId?: string; title?: string }) {
  const { t } = useTranslation();
  const cart = useStoredVar(cartVar);
  const excludeTitles = useMemo(() => excludedTitles(cart), [cart]);
  const { data, previousData, error } = useTopPicksQuery({
    variables: { excludeProductId, excludeTitles, limit: TOP_PICKS_LIMIT },
  });
  useEffect(() => {
    if (error) console.error('Error fetching Top Picks:', error);
  }, [error]);
  // While a changed cart is fetched again, the previous picks stay on screen.
  const products = (data ?? previousData)?.topPicks.slice(0, TOP_PICKS_LIMIT) ?? [];
  if (error || products.length === 0) return null;
  return (
    <HomeSection title={title ?? t('home.topPicks')} subtitle={t('home.topPicksSubtitle')}>
      <Carousel
        label={t('home.topPicksLabel')}
        items={products}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} />}
        perView={CAROUSEL_BREAKPOINTS.topPicks}
      />
    </HomeSection>
  );
}
