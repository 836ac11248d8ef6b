import './promo-marquee.css';
import { useTranslation } from '@/i18n/i18n.tsx';
import { inEnglish } from '@/lib/fallback-lang.ts';

function MessageList({ messages, hidden = false }: { messages: readonly string[]; hidden?: boolean }) {
  return (
    <ul className="promo-marquee__list" aria-hidden={hidden || undefined}>
      {messages.map((message, index) => (
        <li key={`${index}-${message}`} className="promo-marquee__message">
          {message}
        </li>
      ))}
    </ul>
  );
}

/**
 * The marquee of promotional messages as the owner set them (a second, hidden copy makes the loop seamless);
 * nothing at all when the owner removed them all.
 */
export function PromoMarquee({
  messages,
  fallbackFields,
}: {
  messages: readonly string[];
  fallbackFields?: readonly string[];
}) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <section className="promo-marquee" aria-label={t('home.promotions')}>
      <div className="promo-marquee__track" {...inEnglish(fallbackFields, 'promoMessages')}>
        <MessageList messages={messages} />
        <MessageList messages={messages} hidden />
      </div>
    </section>
  );
}
