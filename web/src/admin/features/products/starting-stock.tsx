import { useId } from 'react';
import { useFormState } from 'react-final-form';
import { COLOURS } from '@store/domain';
import { fieldMessage } from '@/lib/form-errors.ts';
import { newVariants, variantKey, type ProductValues, type Variant } from './product-form-rules.ts';
import { InputField } from '@/admin/components/fields.tsx';

/**
 * A units field for each ticked size × colour the product does not have yet, grouped by colour; kept variants
 * change stock only through "Adjust" (their history records why).
 */
export function StartingStock({ existing }: { existing: readonly Variant[] }) {
  const id = useId();
  const { values, errors, submitErrors, submitFailed, dirtySinceLastSubmit } = useFormState<ProductValues>({
    subscription: { values: true, errors: true, submitErrors: true, submitFailed: true, dirtySinceLastSubmit: true },
  });
  const variants = newVariants(values, existing);
  const message = fieldMessage({
    error: errors?.stock,
    submitError: submitErrors?.stock,
    submitFailed,
    dirtySinceLastSubmit,
  });
  if (variants.length === 0 && !message) return null;

  return (
    <div
      className="product-stock-start"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint${message ? ` ${id}-message` : ''}`}
      aria-invalid={message ? true : undefined}
      tabIndex={message ? -1 : undefined}
    >
      <h3 id={`${id}-title`}>Starting stock</h3>
      <p id={`${id}-hint`} className="form__hint">
        Units in stock of each new size and colour; empty is 0. Later changes go through “Adjust” in Stock.
      </p>
      {COLOURS.filter((colour) => variants.some((variant) => variant.colour === colour)).map((colour) => (
        <fieldset key={colour} className="product-stock-start__colour">
          <legend>{colour}</legend>
          {variants
            .filter((variant) => variant.colour === colour)
            .map((variant) => (
              <InputField
                key={variantKey(variant)}
                name={`stock.${variantKey(variant)}`}
                inputMode="numeric"
                label={
                  <>
                    {variant.size}
                    <span className="visually-hidden"> {colour} starting stock</span>
                  </>
                }
              />
            ))}
        </fieldset>
      ))}
      {message && (
        <p id={`${id}-message`} className="form__error">
          {message}
        </p>
      )}
    </div>
  );
}
