import { Link } from 'react-router-dom';
import { SHOP_CATEGORIES } from './categories.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './shop-categories.css';

/** The shop categories canvas: For Women, For Men, For Kid and Accessories, each with sub-links (spec §2). */
export function ShopCategories({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="shop-categories" aria-label={t('shop.shopCategories')}>
      <h2 className="shop-categories__heading">{t('shop.shopCategoriesHeading')}</h2>
      {SHOP_CATEGORIES.map((category) => (
        <section key={category.title} className="shop-categories__group">
          <h3 className="shop-categories__title">{t(category.title)}</h3>
          <ul className="shop-categories__links">
            {category.links.map((link) => (
              <li key={link.label}>
                <Link to={link.href} onClick={onNavigate}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
