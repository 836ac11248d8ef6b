import { useId, useState, type ReactNode } from 'react';
import { Field, type FieldInputProps } from 'react-final-form';
import { useDomainText } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { fieldMessage } from '@/lib/form-errors.ts';

/** What a labelled field hands its control: the form's input props, its id and its accessibility ties. */
export type ControlProps = FieldInputProps<string> & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

interface LabelledFieldProps {
  name: string;
  label: ReactNode;
  /** Tied to the control by aria-describedby: what to type, or how it shows. */
  hint?: string;
  /** A read-only field shows no message. */
  quiet?: boolean;
  /** The classes of the frame around the control. */
  controlClassName?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * The frame every labelled field shares: a visible label, the control, an optional hint and the message tied to
 * the control by aria-describedby and marked invalid. The message shows once the field was changed and left, or
 * after a submit, and the server's until it is changed again (`fieldMessage`).
 */
export function LabelledField({
  name,
  label,
  hint,
  quiet,
  controlClassName = 'form__control',
  children,
}: LabelledFieldProps) {
  const id = useId();
  const say = useDomainText();
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const message = quiet ? undefined : fieldMessage(meta);
        const describedBy = [hint && `${id}-hint`, message && `${id}-message`].filter(Boolean).join(' ');
        return (
          <div className="form__field">
            <label htmlFor={id}>{label}</label>
            <div className={controlClassName}>
              {children({
                ...input,
                id,
                'aria-invalid': message ? true : undefined,
                'aria-describedby': describedBy || undefined,
              })}
            </div>
            {hint && (
              <p id={`${id}-hint`} className="form__hint">
                {hint}
              </p>
            )}
            {message && (
              <p id={`${id}-message`} className="form__error">
                {say(message)}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  /** A button drawn inside the input's frame (the password toggle). */
  addon?: ReactNode;
}

/** A labelled input bound to the form; its message is tied to it by aria-describedby. Optional fields say so in their label. */
export function TextField({ name, label, type = 'text', autoComplete, required, readOnly, addon }: TextFieldProps) {
  return (
    <LabelledField name={name} label={label} quiet={readOnly}>
      {(control) => (
        <>
          <input {...control} type={type} autoComplete={autoComplete} required={required} readOnly={readOnly} />
          {addon}
        </>
      )}
    </LabelledField>
  );
}

/** A password input with a show/hide toggle (spec §2); its label stays the field's own, for getByLabel. */
export function PasswordField({ name, label, autoComplete }: { name: string; label: string; autoComplete: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button type="button" className="form__toggle" aria-pressed={visible} onClick={() => setVisible(!visible)}>
      {t(visible ? 'form.hide' : 'form.show')}
      <span className="visually-hidden"> {label.toLowerCase()}</span>
    </button>
  );
  return (
    <TextField
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      addon={toggle}
    />
  );
}

/** A checkbox whose label may hold a link (a link inside a label does not tick the box). */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  const say = useDomainText();
  return (
    <Field name={name} type="checkbox">
      {({ input, meta }) => {
        const message = fieldMessage(meta);
        return (
          <div className="form__check">
            <input
              {...input}
              id={id}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-message` : undefined}
            />
            <label htmlFor={id}>{children}</label>
            {message && (
              <p id={`${id}-message`} className="form__error">
                {say(message)}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled drop-down bound to the form; a hint and its message are tied to it like a text field's. */
export function SelectField({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
}) {
  return (
    <LabelledField name={name} label={label} hint={hint}>
      {(control) => (
        <select {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
