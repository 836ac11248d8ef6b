import { Link, useSearchParams } from 'react-router-dom';
import { pageCount, withParam } from './paging.ts';

interface PagerProps {
  /** Names the navigation ("Product pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** The address parameter holding the page number. */
  param?: string;
}

/** "Page 2 of 5" with Previous and Next links that keep the other filters of the address. */
export function Pager({ label, page, pageSize, total, param = 'page' }: PagerProps) {
  const [params] = useSearchParams();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  const to = (target: number) => withParam(params, param, String(target), param);
  return (
    <nav aria-label={label} className="admin-pager">
      {page > 1 ? (
        <Link to={to(Math.min(page - 1, pages))} className="button button--outline">
          Previous<span className="visually-hidden"> page</span>
        </Link>
      ) : null}
      <p>
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={to(page + 1)} className="button button--outline">
          Next<span className="visually-hidden"> page</span>
        </Link>
      ) : null}
    </nav>
  );
}
