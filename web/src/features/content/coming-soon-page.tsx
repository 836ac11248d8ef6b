import { Link } from 'react-router-dom';
import { COMING_SOON_COUNTDOWN_SECONDS } from '@store/domain';
import { usePageMeta } from '@/lib/page-meta.ts';
import { CountdownTimer } from './countdown-timer.tsx';
import { FlashMessageLine } from './flash-message-line.tsx';
import { useNewsletterSignup } from './use-newsletter-signup.ts';
import './coming-soon-page.css';

/** /coming-soon: a launch countdown and a box that signs the shopper up to the newsletter, to hear of the drop. */
export function ComingSoonPage() {
  usePageMeta({
    title: 'Coming Soon',
    description: 'A new Graphic Tees Dubai drop is on its way. Watch the countdown.',
    keywords: 'coming soon, new collection, launch, graphic tees dubai',
  });
  const { email, change, problem, submit, loading, message } = useNewsletterSignup();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__inner">
        <p className="coming-soon__eyebrow">New drop</p>
        <h1 id="coming-soon-title" className="coming-soon__title">
          Coming Soon
        </h1>
        <p className="coming-soon__lead">Fresh racing and JDM designs are on their way. Be the first to know.</p>
        <CountdownTimer seconds={COMING_SOON_COUNTDOWN_SECONDS} />
        <form className="coming-soon__form" aria-label="Get notified" noValidate onSubmit={submit}>
          <label htmlFor="coming-soon-email" className="visually-hidden">
            Email
          </label>
          <input
            id="coming-soon-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="Your e-mail address"
            required
            value={email}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'coming-soon-error' : undefined}
            onChange={(event) => change(event.target.value)}
          />
          <button type="submit" className="button coming-soon__button" disabled={loading}>
            Subscribe
          </button>
        </form>
        {problem && (
          <p id="coming-soon-error" className="coming-soon__error">
            {problem}
          </p>
        )}
        <FlashMessageLine message={message} className="coming-soon__message" />
        <Link to="/" className="coming-soon__home">
          Back to the shop
        </Link>
      </div>
    </section>
  );
}
