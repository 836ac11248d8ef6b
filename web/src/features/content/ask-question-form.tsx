import { SUPPORT_REPLY_HOURS, type ContactInput } from '@store/domain';
import { FlashMessageLine } from './flash-message-line.tsx';
import { useContactMessage } from './use-contact-message.ts';

const SENT = `Thank you: your question is with us. We reply within ${SUPPORT_REPLY_HOURS} hours.`;

/** The FAQ's 'Ask Your Question' form: the question reaches the shop's inbox like a contact message. */
export function AskQuestionForm() {
  const { values, errors, change, submit, loading, message } = useContactMessage(SENT);
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
        Ask Your Question
      </h2>
      <p className="ask-question__lead">Could not find your answer? Ask us here.</p>
      <label htmlFor="ask-name">Name</label>
      <input id="ask-name" type="text" autoComplete="name" {...field('name')} />
      {error('name')}
      <label htmlFor="ask-email">Email</label>
      <input id="ask-email" type="email" autoComplete="email" {...field('email')} />
      {error('email')}
      <label htmlFor="ask-question">Your question</label>
      <textarea id="ask-question" rows={5} {...field('message')} />
      {error('message')}
      <button type="submit" className="button" disabled={loading}>
        {loading ? 'Sending…' : 'Submit'}
      </button>
      <FlashMessageLine message={message} className="ask-question__message" />
    </form>
  );
}
