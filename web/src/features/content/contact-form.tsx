import type { ContactInput } from '@store/domain';
import { FlashMessageLine } from './flash-message-line.tsx';
import { useContactMessage } from './use-contact-message.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './contact-form.css';

/** Name, e-mail and message, sent to the shop; the success text is the spec's (§8), odd as it is. */
export function ContactForm() {
  const { t } = useTranslation();
  const { values, errors, change, submit, loading, message } = useContactMessage();

  const field = (name: keyof ContactInput) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
  const error = (name: keyof ContactInput) =>
    errors[name] && (
      <span id={`contact-${name}-error`} className="contact-form__error">
        {errors[name]}
      </span>
    );

  return (
    <form className="contact-form" aria-label={t('account.contactUs')} noValidate onSubmit={submit}>
      <div className="contact-form__row">
        <div className="contact-form__field">
          <label htmlFor="contact-name">{t('contactForm.name')}</label>
          <input {...field('name')} type="text" autoComplete="name" onChange={(e) => change('name', e.target.value)} />
          {error('name')}
        </div>
        <div className="contact-form__field">
          <label htmlFor="contact-email">{t('newsletter.email')}</label>
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            onChange={(e) => change('email', e.target.value)}
          />
          {error('email')}
        </div>
      </div>
      <div className="contact-form__field">
        <label htmlFor="contact-message">{t('contactForm.message')}</label>
        <textarea {...field('message')} rows={6} onChange={(e) => change('message', e.target.value)} />
        {error('message')}
      </div>
      <button type="submit" className="button contact-form__submit" disabled={loading}>
        {loading ? t('contactForm.sending') : t('contactForm.send')}
      </button>
      <FlashMessageLine message={message} className="contact-form__message" />
    </form>
  );
}
