import { useState } from 'react';
import type { CancelOrderDialog_StoreInfoFragment, OrderHeader_OrderFragment } from '@/__generated__/graphql.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { domainMessageId } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './order-details.css';

interface OrderHeaderProps {
  order: OrderHeader_OrderFragment;
  /** Offers Cancel while the order is cancellable; left out where cancelling is not offered. */
  cancel?: { storeInfo: CancelOrderDialog_StoreInfoFragment; onCancelled: () => void };
}

/** The order number, its status badge and, while PLACED or PACKED, the Cancel button with its dialog. */
export function OrderHeader({ order, cancel }: OrderHeaderProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);

  return (
    <header className="order-header">
      <div className="order-header__title">
        <h2>{t('order.number', { id: order.id })}</h2>
        <StatusBadge status={order.status} />
      </div>
      {cancel && order.cancellable && (
        <>
          <button type="button" className="button button--outline order-header__cancel" onClick={() => setOpen(true)}>
            {t('order.cancel')}
          </button>
          <CancelOrderDialog
            orderId={order.id}
            storeInfo={cancel.storeInfo}
            open={open}
            onClose={() => setOpen(false)}
            onCancelled={() => {
              setOpen(false);
              setCancelled(true);
              cancel.onCancelled();
            }}
          />
        </>
      )}
      {cancelled && (
        <p role="status" className="order-header__done message--success">
          {t(domainMessageId('orderCancelled'))}
        </p>
      )}
    </header>
  );
}
