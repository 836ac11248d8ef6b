import { useCallback, useState } from 'react';
import { Link, useMatch, useParams } from 'react-router-dom';
import { ITEMS_PER_PAGE } from '@store/domain';
import { useShopPageQuery } from '@/__generated__/graphql.ts';
import { imagePreload } from '@/components/picture.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { PRODUCT_CARD_SIZES } from '@/lib/image-sizes.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { usePageStatus } from '@/lib/server-page.ts';
import { ActiveFilters } from './active-filters.tsx';
import { collectionNames } from './facet-options.ts';
import { effectiveColumns, layoutOptions, showsSidebar } from './layout.ts';
import { toProductFilter } from './product-filter.ts';
import { ShopCategories } from './shop-categories.tsx';
import { ShopFilters } from './shop-filters.tsx';
import { ShopHeading } from './shop-heading.tsx';
import { ShopPagination } from './shop-pagination.tsx';
import { ShopResults } from './shop-results.tsx';
import { ShopToolbar } from './shop-toolbar.tsx';
import { useViewport } from './use-viewport.ts';
import { useShopState } from './use-shop-state.ts';
import { resetFilters, setLayout, setSort } from './url-state.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './shop-page.css';

/**
 * The shop: /all-collections and /shop-default-grid (the whole catalogue) and /shop-by-collections/:collection.
 * Filters, sort, page and layout live in the query string. /shop-default-grid is the full-width grid: its
 * filters always open in the off-canvas panel, so it can offer 5 columns.
 */
export function ShopPage() {
  const { t } = useTranslation();
  const routeCollection = useParams().collection ?? null;
  const sidebarRoute = useMatch('/shop-default-grid') === null;
  const [state, onChange] = useShopState();
  const viewport = useViewport();
  const sidebar = showsSidebar(viewport, sidebarRoute);
  const [panel, setPanel] = useState<'filters' | 'categories' | null>(null);

  const onReset = useCallback(() => onChange(resetFilters(state)), [onChange, state]);

  const { data, previousData, error, loading, refetch } = useShopPageQuery({
    variables: {
      filter: toProductFilter(state, routeCollection),
      sort: state.sort,
      page: state.page,
      pageSize: ITEMS_PER_PAGE,
      collection: routeCollection ?? '',
      inCollection: routeCollection !== null,
    },
  });
  const products = (data ?? previousData)?.products;
  const collection = routeCollection ? { name: routeCollection, ...data?.collection } : null;
  const missingCollection = routeCollection !== null && data !== undefined && data.collection == null;
  // The collection as the page names it (its Arabic name on an Arabic page); its key stays in the URL.
  const shownName = collection ? (collection.displayName ?? collection.name) : '';

  usePageMeta({
    title: collection ? t('shop.collectionTitle', { name: shownName }) : t('shop.all'),
    description: collection?.description || t('shop.description'),
    keywords: ['graphic t-shirts', 'dubai', 'racing', 'jdm', 'bike', 'car', 'titan', collection?.name]
      .filter(Boolean)
      .join(', '),
    breadcrumbs: [
      { name: t('shop.homepage'), path: '/' },
      { name: t('shop.all'), path: '/all-collections' },
      ...(collection ? [{ name: shownName, path: `/shop-by-collections/${encodeURIComponent(collection.name)}` }] : []),
    ],
    preloadImage: products?.items[0] && imagePreload(products.items[0].mainImage, PRODUCT_CARD_SIZES),
  });

  if (missingCollection) return <MissingCollection name={routeCollection} />;

  const columns = effectiveColumns(state.layout, viewport, sidebar);
  const filters = (
    <ShopFilters facets={products?.facets} state={state} onChange={onChange} routeCollection={routeCollection} />
  );
  return (
    <div className="shop container">
      <ShopHeading collection={collection} />
      <ShopToolbar
        totalCount={products?.totalCount ?? null}
        sort={state.sort}
        onSort={(sort) => onChange(setSort(state, sort))}
        layouts={layoutOptions(viewport, sidebar)}
        columns={columns}
        onLayout={(layout) => onChange(setLayout(state, layout))}
        onOpenFilters={() => setPanel('filters')}
        filtersInSidebar={sidebarRoute}
        onOpenCategories={() => setPanel('categories')}
      />
      <ActiveFilters state={state} onChange={onChange} collectionName={collectionNames(products?.facets)} />
      <div className={`shop__body${sidebar ? ' shop__body--sidebar' : ''}`}>
        {sidebar && (
          <aside className="shop__sidebar" aria-label={t('shop.filters')}>
            {filters}
          </aside>
        )}
        <section className="shop__results" aria-label={t('shop.products')} aria-busy={loading}>
          {error ? (
            <div className="shop__error" role="alert">
              <p>{t('shop.error')}</p>
              <button type="button" className="button button--outline" onClick={() => void refetch()}>
                {t('shop.tryAgain')}
              </button>
            </div>
          ) : (
            <>
              <ShopResults items={products?.items} columns={columns} onReset={onReset} />
              {products && <ShopPagination state={state} page={products.page} pageCount={products.pageCount} />}
            </>
          )}
        </section>
      </div>
      <Dialog
        open={panel === 'filters' && !sidebar}
        onClose={() => setPanel(null)}
        label={t('shop.filters')}
        placement="left"
      >
        {filters}
        <button type="button" className="button shop__apply" onClick={() => setPanel(null)}>
          {products ? t('catalog.viewCount', { count: products.totalCount }) : t('catalog.viewProducts')}
        </button>
      </Dialog>
      <Dialog
        open={panel === 'categories'}
        onClose={() => setPanel(null)}
        label={t('shop.shopCategories')}
        placement="left"
      >
        <ShopCategories onNavigate={() => setPanel(null)} />
      </Dialog>
    </div>
  );
}

/** A collection that does not exist: answered 404 when rendered on the server. */
function MissingCollection({ name }: { name: string }) {
  const { t } = useTranslation();
  usePageStatus(404);
  return (
    <div className="shop container">
      <ShopHeading collection={{ name }} />
      <p className="shop__missing">{t('shop.missingCollection', { name })}</p>
      <Link className="button" to="/all-collections">
        {t('nav.allCollections')}
      </Link>
    </div>
  );
}
