import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n.tsx';
import './breadcrumb.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  to?: string;
}

/** 'Homepage › Shop All › Title': links up the way, the current page last. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumb">
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
