import { PROMO_MESSAGES } from './promo-messages.ts';
import './promo-marquee.css';

function MessageList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul className="promo-marquee__list" aria-hidden={hidden || undefined}>
      {PROMO_MESSAGES.map((message) => (
        <li key={message} className="promo-marquee__message">
          {message}
        </li>
      ))}
    </ul>
  );
}

/** The marquee of promotional messages (a second, hidden copy makes the loop seamless). */
export function PromoMarquee() {
  return (
    <section className="promo-marquee" aria-label="Promotions">
      <div className="promo-marquee__track">
        <MessageList />
        <MessageList hidden />
      </div>
    </section>
  );
}
