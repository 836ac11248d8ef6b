import { useId } from 'react';
import { welcomeOfferLine } from '@store/domain';
import { useStoreOffersQuery } from '@/__generated__/graphql.ts';
import { FlashMessageLine } from './flash-message-line.tsx';
import { useNewsletterSignup } from './use-newsletter-signup.ts';
import { useDomainText } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './newsletter-form.css';

/** The newsletter signup (spec §4), in the footer (`onDark`) and the popup. */
export function NewsletterForm({ onDark = false, onSubscribed }: { onDark?: boolean; onSubscribed?: () => void }) {
  const id = useId();
  const { t } = useTranslation();
  const say = useDomainText();
  const { email, change, problem, submit, loading, message } = useNewsletterSignup(onSubscribed);
  // Until the offer is known, no offer is promised.
  const offer = useStoreOffersQuery().data?.storeOffers.welcomeOfferPercent ?? 0;

  return (
    <form
      className={onDark ? 'newsletter-form newsletter-form--on-dark' : 'newsletter-form'}
      aria-label={t('footer.newsletter')}
      noValidate
      onSubmit={submit}
    >
      <p className="newsletter-form__offer">{say(welcomeOfferLine(offer))}</p>
      <div className="newsletter-form__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          required
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => change(event.target.value)}
        />
        <button type="submit" className="button newsletter-form__button" disabled={loading}>
          {t('newsletter.subscribe')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-error`} className="newsletter-form__error">
          {problem}
        </p>
      )}
      <FlashMessageLine message={message} className="newsletter-form__message" />
    </form>
  );
}
