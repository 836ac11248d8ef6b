import type { FieldMetaState } from 'react-final-form';
import { Field } from 'react-final-form';
import type { Emirate } from '@/__generated__/graphql.ts';
import { emirateId, fieldLabelId, useDomainText } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import type { ShippingField } from './shipping-values.ts';

/** A field's message once it was left or a submit was tried; a server message until the field is changed. */
function messageOf(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.touched && meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

interface FieldProps {
  /** Also names the label: the domain's messages say the same name ('First name is required.'). */
  name: Exclude<ShippingField, 'emirate'>;
  type?: 'text' | 'tel';
  autoComplete?: string;
  optional?: boolean;
  multiline?: boolean;
}

/** A labelled text input of the checkout form with its message below it. */
export function TextField({ name, type = 'text', autoComplete, optional = false, multiline = false }: FieldProps) {
  const { t } = useTranslation();
  const say = useDomainText();
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
              {t(fieldLabelId(name))}
              {optional && <span className="checkout-field__optional">{t('checkout.optional')}</span>}
            </label>
            {multiline ? (
              <textarea {...shared} rows={3} />
            ) : (
              <input {...shared} type={type} autoComplete={autoComplete} />
            )}
            {message && (
              <p id={`${id}-message`} className="checkout-field__message">
                {say(message)}
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
  const { t } = useTranslation();
  const say = useDomainText();
  const id = 'checkout-emirate';
  return (
    <Field<string>
      name="emirate"
      render={({ input, meta }) => {
        const message = messageOf(meta);
        return (
          <div className="checkout-field">
            <label htmlFor={id}>{t('domain.label.emirate')}</label>
            <select
              {...input}
              id={id}
              aria-required
              aria-invalid={message !== undefined}
              aria-describedby={message ? `${id}-message` : undefined}
            >
              <option value="">{t('checkout.selectEmirate')}</option>
              {emirates.map((emirate) => (
                <option key={emirate} value={emirate}>
                  {t(emirateId(emirate))}
                </option>
              ))}
            </select>
            {message && (
              <p id={`${id}-message`} className="checkout-field__message">
                {say(message)}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
