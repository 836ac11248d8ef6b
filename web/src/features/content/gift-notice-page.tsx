import { Link } from 'react-router-dom';
import { domainMessageId } from '@/i18n/domain-text.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './gift-notice-page.css';

function GiftIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8S10.5 3 8 3.5 6.5 8 12 8Zm0 0s1.5-5 4-4.5S17.5 8 12 8Z" />
    </svg>
  );
}

/** /gift-404: gift cards are not on sale for now. */
export function GiftNoticePage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('gift.title'),
    description: t(domainMessageId('giftCardUnavailable')),
    keywords: t('gift.keywords'),
  });
  return (
    <section className="gift-notice" aria-labelledby="gift-notice-title">
      <div className="gift-notice__icon">
        <GiftIcon />
      </div>
      <h1 id="gift-notice-title" className="gift-notice__title">
        {t('gift.title')}
      </h1>
      <p className="gift-notice__text">{t(domainMessageId('giftCardUnavailable'))}</p>
      <Link to="/" className="button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
