import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import './static-page.css';

/** The title band of a content page: breadcrumbs back to the homepage, the h1 and an optional lead line. */
export function PageHeader({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StaticMarkup as="header" className="page-header">
      <div className="container">
        <nav aria-label={t('breadcrumb')}>
          <ol className="page-header__crumbs">
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="page-header__title">{title}</h1>
        {lead && <p className="page-header__lead">{lead}</p>}
      </div>
    </StaticMarkup>
  );
}
