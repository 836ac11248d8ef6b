import { PAYMENT_LOGO_COUNT } from '@store/domain';
import './payment-logos.css';

/** Simplified marks drawn in SVG, 48 × 30, so the footer needs no image requests. */
const LOGOS = [
  {
    name: 'Visa',
    mark: (
      <text x="24" y="20" textAnchor="middle" fontSize="13" fontWeight="800" fontStyle="italic" fill="#1a1f71">
        VISA
      </text>
    ),
  },
  {
    name: 'Mastercard',
    mark: (
      <>
        <circle cx="19" cy="15" r="8" fill="#eb001b" />
        <circle cx="29" cy="15" r="8" fill="#f79e1b" />
        <path d="M24 8.8a8 8 0 0 1 0 12.4 8 8 0 0 1 0-12.4z" fill="#ff5f00" />
      </>
    ),
  },
  {
    name: 'American Express',
    mark: (
      <>
        <rect x="4" y="6" width="40" height="18" rx="2" fill="#2e77bc" />
        <text x="24" y="19" textAnchor="middle" fontSize="9" fontWeight="800" fill="#fff">
          AMEX
        </text>
      </>
    ),
  },
  {
    name: 'Apple Pay',
    mark: (
      <text x="24" y="19" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="#000">
        Apple Pay
      </text>
    ),
  },
  {
    name: 'Google Pay',
    mark: (
      <text x="24" y="19" textAnchor="middle" fontSize="10" fontWeight="700" fill="#5f6368">
        <tspan fill="#4285f4">G</tspan> Pay
      </text>
    ),
  },
  {
    name: 'Cash on Delivery',
    mark: (
      <>
        <rect x="11" y="5" width="26" height="13" rx="2" fill="#15803d" />
        <circle cx="24" cy="11.5" r="3.5" fill="none" stroke="#fff" strokeWidth="1.5" />
        <text x="24" y="25.5" textAnchor="middle" fontSize="6.5" fontWeight="800" fill="#15803d">
          CASH
        </text>
      </>
    ),
  },
] as const;

/** The six payment logos (spec §9), in the footer and on the product page. */
export function PaymentLogos() {
  return (
    <ul className="payment-logos" aria-label="Payment methods">
      {LOGOS.slice(0, PAYMENT_LOGO_COUNT).map((logo) => (
        <li key={logo.name} className="payment-logos__item">
          <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label={logo.name}>
            <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#d1d5db" />
            {logo.mark}
          </svg>
        </li>
      ))}
    </ul>
  );
}
