import { PROMOTION_CODE_MAX_LENGTH, promotionCodeProblem } from '@store/domain';
import { useId, useState } from 'react';
import { cartCodeVar } from '@/state/cart.ts';
import { useDomainText } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './discount-code-form.css';
import { useStoredVar } from '@/lib/use-stored-var.ts';

interface DiscountCodeFormProps {
  /** The store's answer for the code kept with the cart: accepted (with its offer) or why not. */
  appliedCode: { code: string; offer: string } | null | undefined;
  codeProblem: string | null | undefined;
  onCancel?: () => void;
}

/** Enter, apply or remove the cart's discount code; the store says whether it applies (side cart and checkout). */
export function DiscountCodeForm({ appliedCode, codeProblem, onCancel }: DiscountCodeFormProps) {
  const { t } = useTranslation();
  const say = useDomainText();
  const code = useStoredVar(cartCodeVar);
  const [draft, setDraft] = useState(code);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  if (code && appliedCode) {
    return (
      <div className="discount-code">
        <p role="status" className="discount-code__applied message--success">
          <span>{t('code.applied', { code: appliedCode.code, offer: say(appliedCode.offer) })}</span>
          <button type="button" className="link-button" onClick={() => cartCodeVar('')}>
            {t('code.remove')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form
      className="discount-code"
      aria-label={t('code.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const refused = promotionCodeProblem(draft);
        setProblem(refused ?? null);
        if (!refused) cartCodeVar(draft.trim());
      }}
    >
      <label htmlFor={inputId}>{t('code.label')}</label>
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
          {t('code.apply')}
        </button>
        {onCancel && (
          <button type="button" className="button button--outline" onClick={onCancel}>
            {t('code.cancel')}
          </button>
        )}
      </div>
      {(problem ?? (code ? codeProblem : null)) && (
        <p role="alert" className="message--error">
          {say((problem ?? codeProblem)!)}
        </p>
      )}
    </form>
  );
}
