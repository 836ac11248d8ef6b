import { SUPPORT_REPLY_HOURS, type ContactInput } from '@store/domain';
import { FlashMessageLine } from './flash-message-line.tsx';
import { useContactMessage } from './use-contact-message.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

/** The FAQ's 'Ask Your Question' form: the question reaches the shop's inbox like a contact message. */
export function AskQuestionForm() {
  const { t } = useTranslation();
  const sent = t('ask.sent', { hours: SUPPORT_REPLY_HOURS });
  const { values, errors, change, submit, loading, message } = useContactMessage(sent);
  const field = (name: keyof ContactInput) => ({
    name,
    value: values[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `ask-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });
  const error = (name: keyof ContactInput) =>
    errors[name] && (
      <span id={`ask-${name}-error`} className="ask-question__error">
        {errors[name]}
      </span>
    );

  return (
    <form className="ask-question" aria-labelledby="ask-question-title" noValidate onSubmit={submit}>
      <h2 id="ask-question-title" className="ask-question__title">
        {t('ask.title')}
      </h2>
      <p className="ask-question__lead">{t('ask.lead')}</p>
      <label htmlFor="ask-name">{t('contactForm.name')}</label>
      <input id="ask-name" type="text" autoComplete="name" {...field('name')} />
      {error('name')}
      <label htmlFor="ask-email">{t('newsletter.email')}</label>
      <input id="ask-email" type="email" autoComplete="email" {...field('email')} />
      {error('email')}
      <label htmlFor="ask-question">{t('ask.question')}</label>
      <textarea id="ask-question" rows={5} {...field('message')} />
      {error('message')}
      <button type="submit" className="button" disabled={loading}>
        {loading ? t('contactForm.sending') : t('auth.submit')}
      </button>
      <FlashMessageLine message={message} className="ask-question__message" />
    </form>
  );
}
