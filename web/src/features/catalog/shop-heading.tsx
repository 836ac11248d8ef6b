import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import { inEnglish } from '@/lib/fallback-lang.ts';

interface ShopHeadingProps {
  /** The collection of a collection page; null for the whole catalogue. */
  collection: {
    name: string;
    /** The name in the page's language; `fallbackFields` lists the texts shown in English instead. */
    displayName?: string;
    heading?: string;
    description?: string;
    fallbackFields?: readonly string[];
  } | null;
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
                { label: collection.displayName ?? collection.name },
              ]
            : [{ label: t('shop.homepage'), to: '/' }, { label: t('shop.all') }]
        }
      />
      <h1 className="shop__title" {...inEnglish(collection?.fallbackFields, 'displayName')}>
        {collection ? (collection.displayName ?? collection.name) : t('shop.all')}
      </h1>
      {collection?.heading && (
        <p className="shop__tagline" {...inEnglish(collection.fallbackFields, 'heading')}>
          {collection.heading}
        </p>
      )}
      {collection?.description && (
        <p className="shop__intro" {...inEnglish(collection.fallbackFields, 'description')}>
          {collection.description}
        </p>
      )}
    </header>
  );
}
