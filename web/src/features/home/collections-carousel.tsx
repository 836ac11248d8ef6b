import { CAROUSEL_BREAKPOINTS } from '@store/domain';
import { Link } from 'react-router-dom';
import type { CollectionsCarousel_CollectionFragment } from '@/__generated__/graphql.ts';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import { Price } from '@/components/ui/price.tsx';
import { COLLECTION_CARD_SIZES, LOOKBOOK_PIN_SIZES } from '@/lib/image-sizes.ts';
import { openPanel } from '@/state/panels.ts';
import { COLLECTION_GAPS } from './carousel-options.ts';
import { Carousel } from './carousel.tsx';
import { HomeSection } from './home-section.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import './collections-carousel.css';
import { inEnglish } from '@/lib/fallback-lang.ts';

type Lookbook = NonNullable<CollectionsCarousel_CollectionFragment['lookbook']>;

/** A product pinned on a collection card: its picture (a thumbnail-sized copy), price and a Quick View button. */
function LookbookPin({ lookbook }: { lookbook: Lookbook }) {
  const { t } = useTranslation();
  return (
    <div className="lookbook-pin">
      <span className="lookbook-pin__dot" aria-hidden="true" />
      <div className="lookbook-pin__card">
        <ResponsiveImage
          image={lookbook.product.mainImage}
          alt=""
          sizes={LOOKBOOK_PIN_SIZES}
          className="lookbook-pin__image"
        />
        <div className="lookbook-pin__info">
          <Link to={`/product-detail/${lookbook.product.id}`} className="lookbook-pin__title">
            {lookbook.product.title}
          </Link>
          <Price price={lookbook.price} />
          <button
            type="button"
            className="lookbook-pin__quick-view"
            onClick={() => openPanel({ kind: 'quickView', productId: lookbook.product.id })}
          >
            {t('home.quickView')}
          </button>
        </div>
      </div>
    </div>
  );
}

function CollectionCard({ collection }: { collection: CollectionsCarousel_CollectionFragment }) {
  const { t } = useTranslation();
  return (
    <article className="collection-card" aria-label={collection.displayName}>
      <div className="collection-card__media">
        <ResponsiveImage image={collection.image} alt={collection.alt} sizes={COLLECTION_CARD_SIZES} />
        {collection.lookbook && <LookbookPin lookbook={collection.lookbook} />}
      </div>
      <div className="collection-card__body">
        <p className="collection-card__name">
          <bdi {...inEnglish(collection.fallbackFields, 'displayName')}>{collection.displayName}</bdi> ·{' '}
          {t('catalog.productCount', { count: collection.productCount })}
        </p>
        <h3 className="collection-card__heading" {...inEnglish(collection.fallbackFields, 'heading')}>
          {collection.heading}
        </h3>
        <p className="collection-card__text" {...inEnglish(collection.fallbackFields, 'description')}>
          {collection.description}
        </p>
        {!collection.lookbook && (
          <Link to={`/shop-by-collections/${collection.routeKey}`} className="button button--outline">
            {t('home.shopNow')}
            <span className="visually-hidden"> {collection.displayName}</span>
          </Link>
        )}
      </div>
    </article>
  );
}

/** The collections carousel: 1/2/3 cards per view at 0/668/1024 px (spec §9). */
export function CollectionsCarousel({
  collections,
}: {
  collections: readonly CollectionsCarousel_CollectionFragment[];
}) {
  const { t } = useTranslation();
  if (collections.length === 0) return null;
  return (
    <HomeSection title={t('home.collections')}>
      <Carousel
        label={t('home.collectionsLabel')}
        items={collections}
        itemKey={(collection) => collection.name}
        renderItem={(collection) => <CollectionCard collection={collection} />}
        perView={CAROUSEL_BREAKPOINTS.collections}
        gaps={COLLECTION_GAPS}
      />
    </HomeSection>
  );
}
