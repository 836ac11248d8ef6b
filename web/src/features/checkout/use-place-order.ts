import { MESSAGES } from '@store/domain';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlaceOrderMutation } from '@/__generated__/graphql.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { languageOf } from '@/lib/language.ts';
import { clearCart, type CartLine } from '@/state/cart.ts';
import { createAttemptKey, type AttemptKey } from './attempt-key.ts';
import { isUnauthenticated, placeOrderOutcome } from './place-order-outcome.ts';
import { toQuoteLines } from '@/state/quote-lines.ts';
import { useDomainText } from '@/i18n/domain-text.ts';
import { toShippingInput, type ShippingFormValues } from './shipping-values.ts';

/** Router state the confirmation page reads to say 'Order placed successfully!'. */
export interface OrderPlacedState {
  orderPlaced: true;
}

/**
 * Places the order once per attempt: one idempotency key for the whole visit to checkout (attempt-key.ts),
 * one request at a time. On success the cart is emptied and the shopper lands on the confirmation page;
 * `placed` says so meanwhile (the page's chunk may still be loading).
 */
export function usePlaceOrder(cart: readonly CartLine[], discountCode: string, onRefused: () => void) {
  const navigate = useNavigate();
  const [placeOrder] = usePlaceOrderMutation();
  const { locale } = useTranslation();
  const attempt = useRef<AttemptKey | null>(null);
  const sending = useRef(false);
  const [placed, setPlaced] = useState(false);
  const say = useDomainText();

  const submit = async (values: ShippingFormValues): Promise<SubmissionErrors> => {
    if (sending.current) return undefined;
    sending.current = true;
    attempt.current ??= createAttemptKey();
    try {
      const { data } = await placeOrder({
        variables: {
          input: {
            shipping: toShippingInput(values),
            lines: toQuoteLines(cart),
            discountCode: discountCode || null,
            language: languageOf(locale),
          },
          idempotencyKey: attempt.current.current(),
        },
      });
      const outcome = placeOrderOutcome(data?.placeOrder, say);
      if (outcome.kind === 'placed') {
        attempt.current.settle('placed');
        // Emptied at once (not after the confirmation page has loaded) so nothing can order the same cart again.
        setPlaced(true);
        clearCart();
        const state: OrderPlacedState = { orderPlaced: true };
        navigate(`/order-confirmation/${encodeURIComponent(outcome.orderId)}`, { replace: true, state });
        return undefined;
      }
      attempt.current.settle('refused');
      // A refusal is often stock that ran out: show the lines as the store sees them now.
      onRefused();
      return outcome.errors;
    } catch (error) {
      attempt.current.settle('fault');
      if (isUnauthenticated(error)) {
        navigate(`/login?next=${encodeURIComponent('/checkout')}`, { replace: true });
        return undefined;
      }
      return { [FORM_ERROR]: MESSAGES.orderFailed };
    } finally {
      sending.current = false;
    }
  };
  return { submit, placed };
}
