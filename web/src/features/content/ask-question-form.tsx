import type { FormEvent } from 'react';

/** The spec's 'Ask Your Question' form: nothing is sent (§2); it only keeps the page from reloading. */
export function AskQuestionForm() {
  const ignore = (event: FormEvent) => event.preventDefault();
  return (
    <form className="ask-question" aria-labelledby="ask-question-title" onSubmit={ignore}>
      <h2 id="ask-question-title" className="ask-question__title">
        Ask Your Question
      </h2>
      <p className="ask-question__lead">Could not find your answer? Ask us here.</p>
      <label htmlFor="ask-name">Name</label>
      <input id="ask-name" name="name" type="text" autoComplete="name" required />
      <label htmlFor="ask-email">Email</label>
      <input id="ask-email" name="email" type="email" autoComplete="email" required />
      <label htmlFor="ask-question">Your question</label>
      <textarea id="ask-question" name="question" rows={5} required />
      <button type="submit" className="button">
        Submit
      </button>
    </form>
  );
}
