import { memo } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { useParams } from 'react-router-dom';
import { useProductDetailQuery, type ProductDetailQuery } from '@/__generated__/graphql.ts';
import { NotFoundPage } from '@/app/not-found-page.tsx';
import { imagePreload } from '@/components/picture.ts';
import { HydrateLater } from '@/lib/deferred-section.tsx';
import { PRODUCT_GALLERY_SIZES } from '@/lib/image-sizes.ts';
import { usePageMeta, type PageMeta } from '@/lib/page-meta.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { openPanel } from '@/state/panels.ts';
import { ProductGallery } from './product-gallery.tsx';
import { ProductHeading } from './product-heading.tsx';
import { LiveViewers, ProductInfo } from './product-info.tsx';
import { imagesOfColour, initialSelection } from './product-options.ts';
import { ProductPurchase } from './product-purchase.tsx';
import { ProductTabs } from './product-tabs.tsx';
import { RelatedProductsSection } from './related-products.tsx';
import { useProductSelection } from './use-product-selection.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import type { Translate } from '@/i18n/i18n.tsx';
import './product-page.css';
import { inEnglish } from '@/lib/fallback-lang.ts';

type Product = NonNullable<ProductDetailQuery['product']>;

/** /product-detail/:id — gallery, choices, add to cart, details and related products of one shirt. */
export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useProductDetailQuery({ variables: { id } });
  const product = data?.product;
  usePageMeta(product ? productMeta(product, t) : { title: t('product.title'), description: t('product.description') });

  if (loading && !data) return <p className="container product-page__status">{t('shopping.loading')}</p>;
  if (error && !data) {
    return (
      <p className="container product-page__status" role="alert">
        {t('domain.somethingWentWrong')}
      </p>
    );
  }
  if (!product) return <NotFoundPage />;
  // Keyed by id: a related product opened from here starts from its own defaults.
  return <ProductDetail key={product.id} product={product} />;
}

/** Title, description, photo, price in AED and availability, for the head and link previews. */
function productMeta(product: Product, t: Translate): PageMeta {
  // The gallery's large image on the first screen: the default colour's first.
  const [main] = imagesOfColour(product.images, initialSelection(product).colour);
  return {
    title: product.title,
    description: product.description,
    keywords: t('product.keywords', {
      title: product.title,
      collection: product.collection.name,
      brand: product.brand,
    }),
    image: product.imageSrc,
    product: {
      id: product.id,
      title: product.title,
      price: product.price,
      inStock: product.inStock,
      brand: product.brand,
      images: product.images.length ? product.images.map((image) => image.src) : [product.imageSrc],
      priceWords: { label: t('shop.price'), amount: t('price.amount', { amount: product.price.toFixed(2) }) },
    },
    breadcrumbs: [
      { name: t('shop.homepage'), path: '/' },
      { name: t('shop.all'), path: '/all-collections' },
      { name: product.title, path: `/product-detail/${product.id}` },
    ],
    preloadImage: main && imagePreload(main, PRODUCT_GALLERY_SIZES),
  };
}

/**
 * Below the first screen: each hydrates in a pass of its own when it comes near the screen, so the page is not
 * one long task and a shopper who does not scroll there does not pay for it. Memoised, so that a
 * choice made before they have hydrated does not make React drop their server HTML and render them afresh.
 */
const LowerSections = memo(function LowerSections({ product }: { product: Product }) {
  return (
    <>
      <HydrateLater untilNear>
        <ProductTabs product={product} />
      </HydrateLater>
      <HydrateLater untilNear>
        <RelatedProductsSection productId={product.id} />
      </HydrateLater>
    </>
  );
});

function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation();
  const choice = useProductSelection(product);
  return (
    <div className="product-page container">
      <Breadcrumb
        items={[
          { label: t('shop.homepage'), to: '/' },
          { label: t('shop.all'), to: '/all-collections' },
          { label: product.title },
        ]}
      />
      <div className="product-page__main">
        <ProductGallery product={product} colour={choice.selection.colour} />
        <div className="product-page__summary">
          <ProductHeading product={product} level={1} />
          <LiveViewers />
          <StaticMarkup as="p" className="product-page__description">
            <span {...inEnglish(product.fallbackFields, 'description')}>{product.description}</span>
          </StaticMarkup>
          <ProductPurchase
            product={product}
            choice={choice}
            withWishlist
            onSizeGuide={() => openPanel({ kind: 'sizeGuide' })}
          />
          <ProductInfo product={product} />
        </div>
      </div>
      <LowerSections product={product} />
    </div>
  );
}
