import { Link } from 'react-router-dom';
import { pageItems } from './pagination.ts';
import { goToPage, toSearch, type ShopState } from './url-state.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

interface ShopPaginationProps {
  state: ShopState;
  /** The page the server answered (it clamps a page past the end). */
  page: number;
  pageCount: number;
}

/** Numbered pages with previous and next; each is a link, so a page can be shared and Back works. */
export function ShopPagination({ state, page, pageCount }: ShopPaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const current = { ...state, page };
  const to = (target: number) => ({ search: toSearch(goToPage(current, target, pageCount)) });
  const toTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
  return (
    <nav className="shop-pagination" aria-label={t('shop.pagination')}>
      <ul className="shop-pagination__list">
        <li>
          {page > 1 ? (
            <Link className="shop-pagination__step" to={to(page - 1)} onClick={toTop} rel="prev">
              {t('shop.previous')}
            </Link>
          ) : (
            <span className="shop-pagination__step" aria-disabled="true">
              {t('shop.previous')}
            </span>
          )}
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="shop-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="shop-pagination__page"
                to={to(item)}
                onClick={toTop}
                aria-label={t('shop.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className="shop-pagination__step" to={to(page + 1)} onClick={toTop} rel="next">
              {t('shop.next')}
            </Link>
          ) : (
            <span className="shop-pagination__step" aria-disabled="true">
              {t('shop.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
