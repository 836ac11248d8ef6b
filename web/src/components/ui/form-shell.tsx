import type { FormEvent, ReactNode } from 'react';
import { useDomainText } from '@/i18n/domain-text.ts';
import './form.css';

interface FormShellProps {
  /** Names the form for assistive technology; leave it out when it would repeat a field's label (getByLabel). */
  label?: string;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => unknown;
  className?: string;
  children: ReactNode;
}

/**
 * A form that validates with the domain rules instead of the browser's, and after a refused submit puts the
 * focus on the first field in error, so its message is read out with it.
 */
export function FormShell({ label, handleSubmit, className, children }: FormShellProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    void handleSubmit(event);
    // The messages render after final-form's state change, so look for them on the next frame.
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <form className={['form', className].filter(Boolean).join(' ')} aria-label={label} noValidate onSubmit={submit}>
      {children}
    </form>
  );
}

/** A refusal or fault for the whole form, announced as it appears. */
export function FormAlert({ message }: { message: unknown }) {
  const say = useDomainText();
  if (typeof message !== 'string' || message === '') return null;
  return (
    <p role="alert" className="form__alert message--error">
      {say(message)}
    </p>
  );
}

/** A confirmation (profile saved, reset link sent…), announced politely; always rendered so it is announced. */
export function FormNote({ message }: { message: string | undefined }) {
  const say = useDomainText();
  return (
    <p role="status" className={message ? 'form__note message--success' : 'visually-hidden'}>
      {message && say(message)}
    </p>
  );
}
