import { Link } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog.tsx';
import { loadingProps } from '@/components/picture.ts';
import { compareList } from '@/state/compare.ts';
import { useComparedProducts } from './compare-page.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import './compare.css';

/** The compare bar at the bottom of the page: non-modal, so more products can be added from the page behind it. */
export function ComparePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const products = useComparedProducts();
  return (
    <Dialog open onClose={onClose} label={t('panel.compare')} placement="bottom" modal={false}>
      <div className="compare-panel">
        {products.length === 0 && <p>{t('domain.emptyCompare')}</p>}
        <ul className="compare-panel__items">
          {products.map((product) => (
            <li key={product.id}>
              <img src={product.imageSrc} alt={product.title} width={60} height={80} {...loadingProps(false)} />
              <button
                type="button"
                aria-label={t('compare.removeFromCompare', { title: product.title })}
                onClick={() => compareList.remove(product.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="compare-panel__actions">
          <Link className="button" to="/compare-products" onClick={onClose}>
            {t('compare.compare')}
          </Link>
          <button type="button" className="link-button" onClick={() => compareList.clear()}>
            {t('compare.clearAll')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
