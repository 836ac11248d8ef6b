import { useReactiveVar } from '@apollo/client/react';
import { PROMOTION_CODE_MAX_LENGTH, promotionCodeProblem } from '@store/domain';
import { useId, useState } from 'react';
import { cartCodeVar } from '@/state/cart.ts';
import './discount-code-form.css';

interface DiscountCodeFormProps {
  /** The store's answer for the code kept with the cart: accepted (with its offer) or why not. */
  appliedCode: { code: string; offer: string } | null | undefined;
  codeProblem: string | null | undefined;
  onCancel?: () => void;
}

/** Enter, apply or remove the cart's discount code; the store says whether it applies (side cart and checkout). */
export function DiscountCodeForm({ appliedCode, codeProblem, onCancel }: DiscountCodeFormProps) {
  const code = useReactiveVar(cartCodeVar);
  const [draft, setDraft] = useState(code);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  if (code && appliedCode) {
    return (
      <div className="discount-code">
        <p role="status" className="discount-code__applied message--success">
          <span>
            Code {appliedCode.code} applied: {appliedCode.offer}.
          </span>
          <button type="button" className="link-button" onClick={() => cartCodeVar('')}>
            Remove code
          </button>
        </p>
      </div>
    );
  }
  return (
    <form
      className="discount-code"
      aria-label="Apply a discount code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const refused = promotionCodeProblem(draft);
        setProblem(refused ?? null);
        if (!refused) cartCodeVar(draft.trim());
      }}
    >
      <label htmlFor={inputId}>Discount code</label>
      <div className="discount-code__row">
        <input
          id={inputId}
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={PROMOTION_CODE_MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button">
          Apply
        </button>
        {onCancel && (
          <button type="button" className="button button--outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {(problem ?? (code ? codeProblem : null)) && (
        <p role="alert" className="message--error">
          {problem ?? codeProblem}
        </p>
      )}
    </form>
  );
}
