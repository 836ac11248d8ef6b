import { useState, type FormEvent } from 'react';
import { hasErrors, MESSAGES, validateContact, type ContactInput, type FieldErrors } from '@store/domain';
import { useSendContactMessageMutation } from '@/__generated__/graphql.ts';
import { FlashMessageLine } from './flash-message-line.tsx';
import { useFlashMessage } from './use-flash-message.ts';
import './contact-form.css';

const EMPTY: ContactInput = { name: '', email: '', message: '' };

/** Name, e-mail and message, sent to the shop; the success text is the spec's (§8), odd as it is. */
export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof ContactInput>>({});
  const { message, flash } = useFlashMessage();
  const [send, { loading }] = useSendContactMessageMutation();

  const change = (field: keyof ContactInput, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateContact(values);
    setErrors(problems);
    if (hasErrors(problems)) return;
    try {
      const { data } = await send({ variables: values });
      if (!data?.sendContactMessage.ok) throw new Error('refused');
      flash('success', MESSAGES.subscribed);
      setValues(EMPTY);
    } catch {
      flash('error', MESSAGES.somethingWentWrong);
    }
  };

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
    <form className="contact-form" aria-label="Contact us" noValidate onSubmit={submit}>
      <div className="contact-form__row">
        <div className="contact-form__field">
          <label htmlFor="contact-name">Name</label>
          <input {...field('name')} type="text" autoComplete="name" onChange={(e) => change('name', e.target.value)} />
          {error('name')}
        </div>
        <div className="contact-form__field">
          <label htmlFor="contact-email">Email</label>
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
        <label htmlFor="contact-message">Message</label>
        <textarea {...field('message')} rows={6} onChange={(e) => change('message', e.target.value)} />
        {error('message')}
      </div>
      <button type="submit" className="button contact-form__submit" disabled={loading}>
        {loading ? 'Sending…' : 'Send'}
      </button>
      <FlashMessageLine message={message} className="contact-form__message" />
    </form>
  );
}
