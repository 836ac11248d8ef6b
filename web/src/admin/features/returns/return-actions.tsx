import { useRef, useState } from 'react';
import { useApproveReturnMutation, type ReturnDetail_ReturnFragment } from '@/admin/__generated__/graphql.ts';
import { faultMessage } from '@/lib/form-errors.ts';
import { ReceiveForm } from './receive-form.tsx';
import { RefundForm } from './refund-form.tsx';
import { RefuseReturnDialog } from './refuse-return-dialog.tsx';
import { stepRefusals } from './return-step.ts';
import { ShipmentForm } from './shipment-form.tsx';

const FAILED = 'The return could not be approved. Please try again.';

/**
 * The steps the return is ready for now, and only those (its `actions`): each answer carries the return after it,
 * so the page moves on; what happened, or the server's refusal, is announced where the focus goes.
 */
export function ReturnActions({ ret }: { ret: ReturnDetail_ReturnFragment }) {
  const [approve, { loading: approving }] = useApproveReturnMutation();
  const [refusing, setRefusing] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const status = useRef<HTMLDivElement>(null);
  const { actions } = ret;

  const report = (message: string | undefined, refusal?: string) => {
    setNotice(message);
    setProblem(refusal);
    requestAnimationFrame(() => status.current?.focus());
  };
  const approveNow = async () => {
    try {
      const payload = (await approve({ variables: { id: ret.id } })).data?.approveReturn;
      const refusal = payload
        ? stepRefusals(payload, { step: 'approve', lines: ret.lines, failed: FAILED })[0]?.message
        : FAILED;
      report(refusal ? undefined : 'The return is approved; the customer is e-mailed.', refusal);
    } catch (error) {
      console.error('Approving the return failed:', error);
      report(undefined, faultMessage(error, FAILED));
    }
  };
  const none = !Object.entries(actions).some(([name, ready]) => name !== '__typename' && ready === true);

  return (
    <section aria-labelledby="return-actions" className="return-panel">
      <h2 id="return-actions">Actions</h2>
      <div ref={status} tabIndex={-1}>
        <p role="status" className={notice ? 'message--success' : 'visually-hidden'}>
          {notice}
        </p>
        {problem && (
          <p role="alert" className="message--error">
            {problem}
          </p>
        )}
      </div>
      {(actions.approve || actions.refuse) && (
        <div className="form__actions">
          {actions.approve && (
            <button type="button" className="button" disabled={approving} onClick={() => void approveNow()}>
              {approving ? 'Approving…' : 'Approve return'}
            </button>
          )}
          {actions.refuse && (
            <button type="button" className="button button--outline" onClick={() => setRefusing(true)}>
              Refuse return
            </button>
          )}
        </div>
      )}
      {actions.pickup && (
        <details className="return-step">
          <summary>Record the courier’s pickup</summary>
          <ShipmentForm returnId={ret.id} step="pickup" onDone={(message) => report(message)} />
        </details>
      )}
      {actions.receive && <ReceiveForm ret={ret} onDone={(message) => report(message)} />}
      {actions.refund && ret.refundDue !== null && ret.refundDue !== undefined && (
        <RefundForm returnId={ret.id} due={ret.refundDue} onDone={(message) => report(message)} />
      )}
      {actions.exchange && <ShipmentForm returnId={ret.id} step="exchange" onDone={(message) => report(message)} />}
      {none && <p>Nothing is left to do on this return.</p>}
      <RefuseReturnDialog
        returnId={ret.id}
        open={refusing}
        onClose={() => setRefusing(false)}
        onDone={(message) => {
          setRefusing(false);
          report(message);
        }}
      />
    </section>
  );
}
