import { useId } from 'react';
import { FieldMessage } from './return-form-parts.tsx';
import { colourName, sizeName } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { exchangeKey, type ReturnableLine, type ReturnFormErrors, type ReturnFormState } from './return-form.ts';

interface ReturnLineFieldsProps {
  lines: readonly ReturnableLine[];
  state: ReturnFormState;
  errors: ReturnFormErrors;
  onQuantity: (lineNo: number, quantity: number) => void;
  onExchange: (lineNo: number, key: string) => void;
}

/** How many of each item to return (never more than is left), and for an exchange, what each is swapped for. */
export function ReturnLineFields({ lines, state, errors, onQuantity, onExchange }: ReturnLineFieldsProps) {
  const id = useId();
  const { t } = useTranslation();
  const open = lines.filter((line) => line.returnable > 0);
  return (
    <fieldset className="form__fieldset" aria-describedby={errors.lines ? `${id}-error` : undefined}>
      <legend>{t('returns.items')}</legend>
      {open.map((line) => {
        const quantity = state.quantities[line.lineNo] ?? 0;
        const exchangeError = errors[`exchange-${line.lineNo}`];
        const field = `${id}-${line.lineNo}`;
        return (
          <div key={line.lineNo} className="return-form__line">
            <div className="form__field">
              <label htmlFor={`${field}-quantity`}>
                {t('returns.line', {
                  title: line.title,
                  size: sizeName(t, line.size),
                  colour: colourName(t, line.colour),
                })}
              </label>
              <div className="form__control">
                <select
                  id={`${field}-quantity`}
                  value={quantity}
                  aria-invalid={errors.lines ? true : undefined}
                  aria-describedby={`${field}-hint`}
                  onChange={(event) => onQuantity(line.lineNo, Number(event.target.value))}
                >
                  {Array.from({ length: line.returnable + 1 }, (_, count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </div>
              <p id={`${field}-hint`} className="form__hint">
                {t('returns.lineHint', { bought: line.quantity, returnable: line.returnable })}
              </p>
            </div>
            {state.kind === 'EXCHANGE' && quantity > 0 && (
              <div className="form__field">
                <label htmlFor={`${field}-exchange`}>
                  {t('returns.exchangeFor', {
                    title: line.title,
                    size: sizeName(t, line.size),
                    colour: colourName(t, line.colour),
                  })}
                </label>
                <div className="form__control">
                  <select
                    id={`${field}-exchange`}
                    value={state.exchange[line.lineNo] ?? ''}
                    aria-invalid={exchangeError ? true : undefined}
                    aria-describedby={exchangeError ? `${field}-exchange-error` : undefined}
                    onChange={(event) => onExchange(line.lineNo, event.target.value)}
                  >
                    <option value="">{t('returns.chooseVariant')}</option>
                    {line.exchangeOptions.map((option) => (
                      <option key={exchangeKey(option)} value={exchangeKey(option)}>
                        {sizeName(t, option.size)} / {colourName(t, option.colour)}
                      </option>
                    ))}
                  </select>
                </div>
                <FieldMessage id={`${field}-exchange-error`} message={exchangeError} />
              </div>
            )}
          </div>
        );
      })}
      <FieldMessage id={`${id}-error`} message={errors.lines} />
    </fieldset>
  );
}
