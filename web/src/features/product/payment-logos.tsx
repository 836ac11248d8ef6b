import './payment-logos.css';

/** The six ways shown to pay, as text badges in each brand's colours (no third-party artwork). */
const PAYMENT_LOGOS = [
  { name: 'Visa', mark: 'VISA', modifier: 'visa' },
  { name: 'Mastercard', mark: 'mastercard', modifier: 'mastercard' },
  { name: 'American Express', mark: 'AMEX', modifier: 'amex' },
  { name: 'Apple Pay', mark: 'Apple Pay', modifier: 'apple-pay' },
  { name: 'Google Pay', mark: 'G Pay', modifier: 'google-pay' },
  { name: 'Cash on Delivery', mark: 'COD', modifier: 'cod' },
] as const;

export function PaymentLogos() {
  return (
    <div className="payment-logos">
      <p className="payment-logos__title">Guaranteed safe checkout</p>
      <ul className="payment-logos__list" aria-label="Payment methods">
        {PAYMENT_LOGOS.map((logo) => (
          <li
            key={logo.modifier}
            className={`payment-logos__logo payment-logos__logo--${logo.modifier}`}
            title={logo.name}
          >
            <span aria-hidden="true">{logo.mark}</span>
            <span className="visually-hidden">{logo.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
