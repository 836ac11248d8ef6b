import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useRecordCashCollectedMutation,
  useSetOrderStatusMutation,
  type OrderActions_OrderFragment,
} from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { faultMessage } from '@/lib/form-errors.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { DispatchForm } from './dispatch-form.tsx';
import { orderInvoicePath, orderSlipPath } from './order-paths.ts';
import { orderSteps, type SimpleStep } from './order-steps.ts';

const FAILED = 'That did not work. Please try again.';

interface Outcome {
  errors: readonly { message: string }[];
}

/**
 * The buttons for what can be done to the order now, and only those (its `transitions`), stacked so a packer
 * can use them from a phone. Each answer carries the order as it is after it, which the page then shows (the
 * cache keeps one copy per order); a refusal is shown in the server's words.
 */
export function OrderActions({ order }: { order: OrderActions_OrderFragment }) {
  const [setStatus, { loading: moving }] = useSetOrderStatusMutation();
  const [recordCash, { loading: recording }] = useRecordCashCollectedMutation();
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [cancelling, setCancelling] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const steps = orderSteps(order.transitions);
  const busy = moving || recording;

  // The button just used may be gone (the order moved on), so the focus goes to what happened.
  const report = (message: string | undefined, refusal?: string) => {
    setNotice(message);
    setProblem(refusal);
    requestAnimationFrame(() => status.current?.focus());
  };
  const run = async (action: () => Promise<Outcome | undefined>, done: string) => {
    try {
      const payload = await action();
      if (!payload) return report(undefined, FAILED);
      const refusal = payload.errors[0]?.message;
      report(refusal ? undefined : done, refusal);
    } catch (error) {
      console.error('An order action failed:', error);
      report(undefined, faultMessage(error, FAILED));
    }
  };
  const step = ({ status: next, done }: SimpleStep) =>
    run(async () => (await setStatus({ variables: { id: order.id, status: next } })).data?.setOrderStatus, done);
  const collect = () =>
    run(
      async () => (await recordCash({ variables: { id: order.id } })).data?.recordCashCollected,
      'The cash is recorded as collected.',
    );

  return (
    <section aria-labelledby="order-actions" className="order-panel order-actions">
      <h2 id="order-actions">Actions</h2>
      <div ref={status} tabIndex={-1} className="order-actions__status">
        <p role="status" className={notice ? 'message--success' : 'visually-hidden'}>
          {notice}
        </p>
        {problem && (
          <p role="alert" className="message--error">
            {problem}
          </p>
        )}
      </div>
      <div className="order-actions__list">
        {steps.simple.map((simple) => (
          <button
            key={simple.status}
            type="button"
            className={`button order-actions__button${simple.primary ? '' : ' button--outline'}`}
            disabled={busy}
            onClick={() => void step(simple)}
          >
            {simple.label}
          </button>
        ))}
        {steps.dispatch && <DispatchForm orderId={order.id} onDone={(message) => report(message)} />}
        {order.canCollectCash && !order.cashCollected && (
          <button type="button" className="button order-actions__button" disabled={busy} onClick={() => void collect()}>
            Record cash collected (<Price price={order.totals.total} />)
          </button>
        )}
        <Link to={orderSlipPath(order.id)} className="button button--outline order-actions__button">
          Print packing slip
        </Link>
        {order.canInvoice && (
          <Link to={orderInvoicePath(order.id)} className="button button--outline order-actions__button">
            {order.invoice ? `Tax invoice ${order.invoice.number}` : 'Tax invoice'}
          </Link>
        )}
        {steps.cancel && (
          <button
            type="button"
            className="button button--outline order-actions__button order-actions__cancel"
            disabled={busy}
            onClick={() => setCancelling(true)}
          >
            Cancel order
          </button>
        )}
      </div>
      <CancelOrderDialog
        orderId={order.id}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={(message) => {
          setCancelling(false);
          report(message);
        }}
      />
    </section>
  );
}
