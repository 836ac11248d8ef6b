import { useEffect, useRef, useState } from 'react';
import { SEARCH_INITIAL_COUNT, SEARCH_LOAD_MORE_COUNT, SEARCH_LOAD_MORE_DELAY_MS } from '@store/domain';
import { useSearchQuery } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import './search.css';

/** Debounced: the query runs once the shopper pauses typing. */
function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Real results from the gateway: 8 first, 'Load more' adds 4 after a second (spec §4, §9). */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 250);
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMoreTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // An empty text lists the catalogue: the dialog opens on 8 products (spec §9).
  const { data, fetchMore } = useSearchQuery({ variables: { text: query, first: SEARCH_INITIAL_COUNT } });
  const result = data?.search;
  // The results shown are still those of the text before the last keys: more of them would be lost on the new ones.
  const typing = text.trim() !== query;

  // A new search drops a 'Load more' still waiting for its second: it was for the results the search replaces.
  // The same on closing the dialog.
  useEffect(() => {
    setLoadingMore(false);
    return () => clearTimeout(loadMoreTimer.current);
  }, [query]);

  const loadMore = () => {
    if (!result?.endCursor || typing) return;
    setLoadingMore(true);
    loadMoreTimer.current = setTimeout(() => {
      void fetchMore({
        variables: { after: result.endCursor, first: SEARCH_LOAD_MORE_COUNT },
        updateQuery: (previous, { fetchMoreResult }) => ({
          search: { ...fetchMoreResult.search, items: [...previous.search.items, ...fetchMoreResult.search.items] },
        }),
      }).finally(() => setLoadingMore(false));
    }, SEARCH_LOAD_MORE_DELAY_MS);
  };

  return (
    <Dialog open onClose={onClose} label={t('panel.search')} placement="modal">
      <form role="search" className="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          <span className="visually-hidden">{t('search.label')}</span>
          <input
            type="search"
            required
            autoFocus
            placeholder={t('search.label')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
      </form>
      {result && (
        <>
          <p className="search__count">{t('search.count', { count: result.totalCount })}</p>
          <div className="search__grid">
            {result.items.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
          {result.hasMore && (
            <button type="button" className="button" disabled={loadingMore || typing} onClick={loadMore}>
              {t(loadingMore ? 'shopping.loading' : 'search.loadMore')}
            </button>
          )}
        </>
      )}
    </Dialog>
  );
}
