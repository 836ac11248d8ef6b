import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';

interface ShopHeadingProps {
  /** The collection of a collection page; null for the whole catalogue. */
  collection: { name: string; heading?: string; description?: string } | null;
}

/** Breadcrumb and the page heading: 'Shop All', or the collection's name. */
export function ShopHeading({ collection }: ShopHeadingProps) {
  const { t } = useTranslation();
  return (
    <header className="shop__header">
      <Breadcrumb
        items={
          collection
            ? [
                { label: t('shop.homepage'), to: '/' },
                { label: t('shop.all'), to: '/all-collections' },
                { label: collection.name },
              ]
            : [{ label: t('shop.homepage'), to: '/' }, { label: t('shop.all') }]
        }
      />
      <h1 className="shop__title">{collection ? collection.name : t('shop.all')}</h1>
      {collection?.heading && <p className="shop__tagline">{collection.heading}</p>}
      {collection?.description && <p className="shop__intro">{collection.description}</p>}
    </header>
  );
}
