import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';

interface ShopHeadingProps {
  /** The collection of a collection page; null for the whole catalogue. */
  collection: { name: string; heading?: string; description?: string } | null;
}

/** Breadcrumb and the page heading: 'Shop All', or the collection's name. */
export function ShopHeading({ collection }: ShopHeadingProps) {
  return (
    <header className="shop__header">
      <Breadcrumb
        items={
          collection
            ? [
                { label: 'Homepage', to: '/' },
                { label: 'Shop All', to: '/all-collections' },
                { label: collection.name },
              ]
            : [{ label: 'Homepage', to: '/' }, { label: 'Shop All' }]
        }
      />
      <h1 className="shop__title">{collection ? collection.name : 'Shop All'}</h1>
      {collection?.heading && <p className="shop__tagline">{collection.heading}</p>}
      {collection?.description && <p className="shop__intro">{collection.description}</p>}
    </header>
  );
}
