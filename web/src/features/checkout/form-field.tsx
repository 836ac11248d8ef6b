import type { FieldMetaState } from 'react-final-form';
import { Field } from 'react-final-form';
import type { Emirate } from '@/__generated__/graphql.ts';
import { emirateLabel, type ShippingField } from './shipping-values.ts';

/** A field's message once it was left or a submit was tried; a server message until the field is changed. */
function messageOf(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.touched && meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

interface FieldProps {
  name: ShippingField;
  label: string;
  type?: 'text' | 'tel';
  autoComplete?: string;
  optional?: boolean;
  multiline?: boolean;
}

/** A labelled text input of the checkout form with its message below it. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  optional = false,
  multiline = false,
}: FieldProps) {
  const id = `checkout-${name}`;
  return (
    <Field<string>
      name={name}
      render={({ input, meta }) => {
        const message = messageOf(meta);
        const shared = {
          ...input,
          id,
          'aria-required': !optional,
          'aria-invalid': message !== undefined,
          'aria-describedby': message ? `${id}-message` : undefined,
        };
        return (
          <div className={`checkout-field${multiline ? ' checkout-field--wide' : ''}`}>
            <label htmlFor={id}>
              {label}
              {optional && <span className="checkout-field__optional"> (optional)</span>}
            </label>
            {multiline ? (
              <textarea {...shared} rows={3} />
            ) : (
              <input {...shared} type={type} autoComplete={autoComplete} />
            )}
            {message && (
              <p id={`${id}-message`} className="checkout-field__message">
                {message}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}

/** The emirate select: the gateway's enum values, shown by their names. */
export function EmirateField({ emirates }: { emirates: readonly Emirate[] }) {
  const id = 'checkout-emirate';
  return (
    <Field<string>
      name="emirate"
      render={({ input, meta }) => {
        const message = messageOf(meta);
        return (
          <div className="checkout-field">
            <label htmlFor={id}>Emirate</label>
            <select
              {...input}
              id={id}
              aria-required
              aria-invalid={message !== undefined}
              aria-describedby={message ? `${id}-message` : undefined}
            >
              <option value="">Select an emirate</option>
              {emirates.map((emirate) => (
                <option key={emirate} value={emirate}>
                  {emirateLabel(emirate)}
                </option>
              ))}
            </select>
            {message && (
              <p id={`${id}-message`} className="checkout-field__message">
                {message}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
