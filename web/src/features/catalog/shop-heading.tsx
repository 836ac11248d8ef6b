import { Link } from 'react-router-dom';

interface ShopHeadingProps {
  /** The collection of a collection page; null for the whole catalogue. */
  collection: { name: string; heading?: string; description?: string } | null;
}

/** Breadcrumb and the page heading: 'Shop All', or the collection's name. */
export function ShopHeading({ collection }: ShopHeadingProps) {
  return (
    <header className="shop__header">
      <nav aria-label="Breadcrumb" className="shop__breadcrumb">
        <ol>
          <li>
            <Link to="/">Homepage</Link>
          </li>
          <li>
            {collection ? <Link to="/all-collections">Shop All</Link> : <span aria-current="page">Shop All</span>}
          </li>
          {collection && (
            <li>
              <span aria-current="page">{collection.name}</span>
            </li>
          )}
        </ol>
      </nav>
      <h1 className="shop__title">{collection ? collection.name : 'Shop All'}</h1>
      {collection?.heading && <p className="shop__tagline">{collection.heading}</p>}
      {collection?.description && <p className="shop__intro">{collection.description}</p>}
    </header>
  );
}
