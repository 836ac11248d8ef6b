import { MESSAGES } from '@store/domain';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  useCancelOrderMutation,
  type CancelOrderDialog_StoreInfoFragment,
  type CancelReason,
} from '@/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { cancelReasonError } from './cancel-reason.ts';
import { isUnauthenticated } from './use-login-redirect.ts';
import { useDomainText } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { cancelReasonKey } from './order-words.ts';
import './cancel-dialog.css';

interface CancelOrderDialogProps {
  orderId: string;
  storeInfo: CancelOrderDialog_StoreInfoFragment;
  open: boolean;
  onClose: () => void;
  /** After the store cancelled the order; the dialog has already emptied itself. */
  onCancelled: () => void;
}

/** Asks why, then cancels. Closing empties the reason and the message; a refusal shows the store's message. */
export function CancelOrderDialog({ orderId, storeInfo, open, onClose, onCancelled }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const say = useDomainText();
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [error, setError] = useState<string | undefined>();
  const [refused, setRefused] = useState(false);
  const [cancelOrder, { loading, client }] = useCancelOrderMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const reset = () => {
    setReason('');
    setError(undefined);
  };
  const close = () => {
    // Refused because the order moved on (packed, dispatched): once the shopper has read why, the page behind
    // shows where the order is now (fetched when the dialog closes: the page drops the dialog with its button).
    if (refused) void client.refetchQueries({ include: ['OrderDetails', 'ShippingDetails'] });
    setRefused(false);
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = cancelReasonError(reason, storeInfo.cancelReasons);
    if (problem || reason === '') {
      setError(problem);
      return;
    }
    try {
      const { data } = await cancelOrder({ variables: { id: orderId, reason } });
      const answer = data?.cancelOrder;
      if (answer?.order && answer.errors.length === 0) {
        reset();
        onCancelled();
      } else {
        setError(answer?.errors[0]?.message ?? MESSAGES.somethingWentWrong);
        setRefused(true);
      }
    } catch (fault) {
      if (isUnauthenticated(fault)) navigate(`/login?next=${encodeURIComponent(pathname)}`, { replace: true });
      else setError(MESSAGES.somethingWentWrong);
    }
  };

  return (
    <Dialog open={open} onClose={close} label={t('cancelDialog.title')}>
      <form className="cancel-dialog" noValidate onSubmit={submit}>
        <h2>{t('cancelDialog.title')}</h2>
        <p className="cancel-dialog__lead">{t('order.number', { id: orderId })}</p>
        <fieldset aria-describedby={error ? 'cancel-dialog-error' : undefined}>
          <legend>{t('order.cancelReason')}</legend>
          {storeInfo.cancelReasons.map((option) => (
            <label key={option.value} className="cancel-dialog__reason">
              <input
                type="radio"
                name="reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => {
                  setReason(option.value);
                  setError(undefined);
                }}
              />
              {t(cancelReasonKey(option.value))}
            </label>
          ))}
        </fieldset>
        {error && (
          <p id="cancel-dialog-error" role="alert" className="cancel-dialog__error">
            {say(error)}
          </p>
        )}
        <button type="submit" className="button cancel-dialog__submit" disabled={loading}>
          {loading ? t('cancelDialog.submitting') : t('auth.submit')}
        </button>
      </form>
    </Dialog>
  );
}
