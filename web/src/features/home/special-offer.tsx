import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n.tsx';
import './special-offer.css';

/** The promotional banner between the collections and Top Picks (spec §2, item 4). */
export function SpecialOffer() {
  const headingId = useId();
  const { t } = useTranslation();
  return (
    <section className="special-offer" aria-labelledby={headingId}>
      <div className="special-offer__inner container">
        <p className="special-offer__eyebrow">{t('home.specialOffer.eyebrow')}</p>
        <h2 id={headingId} className="special-offer__heading">
          {t('home.specialOffer.heading')}
        </h2>
        <Link to="/all-collections" className="button special-offer__button">
          {t('home.specialOffer.button')}
        </Link>
      </div>
    </section>
  );
}
