import { RETURN_NOTE_MAX } from '@store/domain';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  useRequestReturnMutation,
  type ReturnKind,
  type ReturnMethod,
  type ReturnReason,
} from '@/__generated__/graphql.ts';
import { ChoiceGroup, FieldMessage } from './return-form-parts.tsx';
import { ReturnLineFields } from './return-line-fields.tsx';
import {
  checkReturnForm,
  EMPTY_RETURN_FORM,
  placeRefusal,
  RETURN_REASON_OPTIONS,
  type ReturnableLine,
  type ReturnFormErrors,
  type ReturnFormState,
} from './return-form.ts';
import { domainMessageId } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { shopperRefusalText } from './return-refusal-words.ts';
import { returnKindKey, returnMethodKey, returnReasonKey } from './return-words.ts';
import '@/components/ui/form.css';

interface ReturnRequestFormProps {
  orderId: string;
  lines: readonly ReturnableLine[];
  onCancel: () => void;
  /** After the store took the request. */
  onRequested: () => void;
}

type FormErrors = ReturnFormErrors & { form?: string | undefined };

/** The session ended while the form was open: the gateway refuses with UNAUTHENTICATED. */
const signedOut = (fault: unknown) =>
  CombinedGraphQLErrors.is(fault) && fault.errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED');

const KINDS: ReturnKind[] = ['REFUND', 'EXCHANGE'];
const METHODS: ReturnMethod[] = ['PICKUP', 'DROP_OFF'];

/** Which items and how many, refund or exchange, pickup or drop-off, a reason and a note; each refusal beside its field. */
export function ReturnRequestForm({ orderId, lines, onCancel, onRequested }: ReturnRequestFormProps) {
  const id = useId();
  const { t, locale } = useTranslation();
  const [state, setState] = useState<ReturnFormState>(EMPTY_RETURN_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [requestReturn, { loading }] = useRequestReturnMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form opens in place of its button: the shopper's focus moves to it, as it would into a dialog.
  useEffect(() => titleRef.current?.focus(), []);

  const change = (next: Partial<ReturnFormState>, cleared: (keyof FormErrors)[]) => {
    setState((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const left: FormErrors = { ...current, form: undefined };
      for (const field of cleared) delete left[field];
      return left;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkReturnForm(state, lines);
    setErrors(check.errors);
    if (!check.input) return;
    try {
      const { data } = await requestReturn({ variables: { input: { orderId, ...check.input } } });
      const answer = data?.requestReturn;
      if (answer?.return && answer.errors.length === 0) onRequested();
      else {
        const refusal = answer?.errors[0];
        setErrors(
          refusal
            ? placeRefusal(refusal, lines, shopperRefusalText(t, locale))
            : { form: t(domainMessageId('somethingWentWrong')) },
        );
      }
    } catch (fault) {
      if (signedOut(fault)) navigate(`/login?next=${encodeURIComponent(pathname)}`, { replace: true });
      else setErrors({ form: t(domainMessageId('somethingWentWrong')) });
    }
  };

  return (
    <section className="return-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1}>
        {t('returns.formTitle')}
      </h3>
      <form className="form" noValidate onSubmit={submit}>
        <ReturnLineFields
          lines={lines}
          state={state}
          errors={errors}
          onQuantity={(lineNo, quantity) =>
            change({ quantities: { ...state.quantities, [lineNo]: quantity } }, ['lines', `exchange-${lineNo}`])
          }
          onExchange={(lineNo, key) =>
            change({ exchange: { ...state.exchange, [lineNo]: key } }, [`exchange-${lineNo}`])
          }
        />
        <ChoiceGroup
          legend={t('returns.kindLegend')}
          name={`${id}-kind`}
          options={KINDS.map((kind) => ({ value: kind, label: t(returnKindKey(kind)) }))}
          value={state.kind}
          error={errors.kind}
          onChange={(kind) => change({ kind }, ['kind'])}
        />
        <ChoiceGroup
          legend={t('returns.methodLegend')}
          name={`${id}-method`}
          options={METHODS.map((method) => ({ value: method, label: t(returnMethodKey(method)) }))}
          value={state.method}
          error={errors.method}
          onChange={(method) => change({ method }, ['method'])}
        />
        <div className="form__field">
          <label htmlFor={`${id}-reason`}>{t('returns.reason')}</label>
          <div className="form__control">
            <select
              id={`${id}-reason`}
              value={state.reason}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
              onChange={(event) => change({ reason: event.target.value as ReturnReason }, ['reason'])}
            >
              <option value="">{t('returns.chooseReason')}</option>
              {RETURN_REASON_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(returnReasonKey(option.value))}
                </option>
              ))}
            </select>
          </div>
          <FieldMessage id={`${id}-reason-error`} message={errors.reason} />
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-note`}>{t('returns.noteOptional')}</label>
          <textarea
            id={`${id}-note`}
            className="return-form__note"
            rows={3}
            value={state.note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ''}`}
            onChange={(event) => change({ note: event.target.value }, ['note'])}
          />
          <p id={`${id}-note-hint`} className="form__hint">
            {t('returns.noteHint', { max: RETURN_NOTE_MAX })}
          </p>
          <FieldMessage id={`${id}-note-error`} message={errors.note} />
        </div>
        {errors.form && (
          <p role="alert" className="form__error">
            {errors.form}
          </p>
        )}
        <div className="return-form__actions">
          <button type="submit" className="button" disabled={loading}>
            {loading ? t('auth.sending') : t('returns.submit')}
          </button>
          <button type="button" className="button button--outline" onClick={onCancel}>
            {t('profile.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
