import { Link } from 'react-router-dom';
import { COMING_SOON_COUNTDOWN_SECONDS } from '@store/domain';
import { usePageMeta } from '@/lib/page-meta.ts';
import { CountdownTimer } from './countdown-timer.tsx';
import { FlashMessageLine } from './flash-message-line.tsx';
import { useNewsletterSignup } from './use-newsletter-signup.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './coming-soon-page.css';

/** /coming-soon: a launch countdown and a box that signs the shopper up to the newsletter, to hear of the drop. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('comingSoon.title'),
    description: t('comingSoon.description'),
    keywords: t('comingSoon.keywords'),
  });
  const { email, change, problem, submit, loading, message } = useNewsletterSignup();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__inner">
        <p className="coming-soon__eyebrow">{t('comingSoon.eyebrow')}</p>
        <h1 id="coming-soon-title" className="coming-soon__title">
          {t('comingSoon.title')}
        </h1>
        <p className="coming-soon__lead">{t('comingSoon.lead')}</p>
        <CountdownTimer seconds={COMING_SOON_COUNTDOWN_SECONDS} />
        <form className="coming-soon__form" aria-label={t('comingSoon.form')} noValidate onSubmit={submit}>
          <label htmlFor="coming-soon-email" className="visually-hidden">
            {t('newsletter.email')}
          </label>
          <input
            id="coming-soon-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('comingSoon.placeholder')}
            required
            value={email}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'coming-soon-error' : undefined}
            onChange={(event) => change(event.target.value)}
          />
          <button type="submit" className="button coming-soon__button" disabled={loading}>
            {t('newsletter.subscribe')}
          </button>
        </form>
        {problem && (
          <p id="coming-soon-error" className="coming-soon__error">
            {problem}
          </p>
        )}
        <FlashMessageLine message={message} className="coming-soon__message" />
        <Link to="/" className="coming-soon__home">
          {t('comingSoon.back')}
        </Link>
      </div>
    </section>
  );
}
