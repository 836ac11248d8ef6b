import { useId } from 'react';
import { Field } from 'react-final-form';
import { fieldMessage } from '@/lib/form-errors.ts';

/**
 * Field kinds the shared design system has no component for yet (a date, several lines of text), drawn with its
 * classes and the same rules: a visible label, the message tied by aria-describedby, marked invalid.
 */
function describedBy(message: string | undefined, hint: string | undefined, id: string) {
  return [hint && `${id}-hint`, message && `${id}-message`].filter(Boolean).join(' ') || undefined;
}

interface DateFieldProps {
  name: string;
  label: string;
  /** The latest date offered (YYYY-MM-DD). */
  max?: string;
}

/** A labelled date input bound to the form; its value is YYYY-MM-DD, as the browser's date picker gives it. */
export function DateField({ name, label, max }: DateFieldProps) {
  const id = useId();
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const message = fieldMessage(meta);
        return (
          <div className="form__field">
            <label htmlFor={id}>{label}</label>
            <div className="form__control">
              <input
                {...input}
                type="date"
                id={id}
                max={max}
                aria-invalid={message ? true : undefined}
                aria-describedby={describedBy(message, undefined, id)}
              />
            </div>
            {message && (
              <p id={`${id}-message`} className="form__error">
                {message}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}

interface TextAreaFieldProps {
  name: string;
  label: string;
  hint?: string;
  maxLength?: number;
  required?: boolean;
}

/** A labelled multi-line input bound to the form, with an optional hint. */
export function TextAreaField({ name, label, hint, maxLength, required }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const message = fieldMessage(meta);
        return (
          <div className="form__field">
            <label htmlFor={id}>{label}</label>
            <div className="form__control">
              <textarea
                {...input}
                id={id}
                rows={3}
                maxLength={maxLength}
                required={required}
                className="admin-textarea"
                aria-invalid={message ? true : undefined}
                aria-describedby={describedBy(message, hint, id)}
              />
            </div>
            {hint && (
              <p id={`${id}-hint`} className="form__hint">
                {hint}
              </p>
            )}
            {message && (
              <p id={`${id}-message`} className="form__error">
                {message}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
