import { useTranslation } from '@/i18n/i18n.tsx';
import './payment-logos.css';

/**
 * How a shopper pays, in the footer and on the product page: cash on delivery, the shop's one payment method.
 * The spec's six card and wallet logos promised payments the shop does not take (issue 12), so only this shows.
 */
export function PaymentLogos() {
  const { t } = useTranslation();
  return (
    <ul className="payment-logos" aria-label={t('payment.methods')}>
      <li className="payment-logos__item">
        <svg viewBox="0 0 48 30" width="48" height="30" aria-hidden="true">
          <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#d1d5db" />
          <rect x="11" y="5" width="26" height="13" rx="2" fill="#15803d" />
          <circle cx="24" cy="11.5" r="3.5" fill="none" stroke="#fff" strokeWidth="1.5" />
          <text x="24" y="25.5" textAnchor="middle" fontSize="6.5" fontWeight="800" fill="#15803d">
            {t('payment.cashLogo')}
          </text>
        </svg>
        <span>{t('payment.cash')}</span>
      </li>
    </ul>
  );
}
