import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, NEWSLETTER_OFFER_PERCENT, validateNewsletterEmail } from '@store/domain';
import { useFooterSubscribeNewsletterMutation } from '@/__generated__/graphql.ts';
import { FlashMessageLine } from './flash-message-line.tsx';
import { useFlashMessage } from './use-flash-message.ts';

/** The footer's newsletter signup (spec §4): reset on success and on an exception, not on a refusal. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const { message, flash } = useFlashMessage();
  const [subscribe, { loading }] = useFooterSubscribeNewsletterMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateNewsletterEmail(email);
    setProblem(invalid);
    if (invalid) return;
    try {
      const { data } = await subscribe({ variables: { email } });
      if (data?.subscribeNewsletter.ok) {
        flash('success', MESSAGES.subscribed);
        setEmail('');
      } else {
        flash('error', MESSAGES.somethingWentWrong);
      }
    } catch {
      flash('error', MESSAGES.somethingWentWrong);
      setEmail('');
    }
  };

  return (
    <form className="newsletter-form" aria-label="Newsletter" noValidate onSubmit={submit}>
      <p className="newsletter-form__offer">
        Sign up for our newsletter and get {NEWSLETTER_OFFER_PERCENT}% off your first or next order
      </p>
      <div className="newsletter-form__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Enter your e-mail"
          required
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(undefined);
          }}
        />
        <button type="submit" className="button newsletter-form__button" disabled={loading}>
          Subscribe
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
