import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  useIssueTaxInvoiceMutation,
  useTaxInvoicePageQuery,
  type TaxInvoiceSheet_InvoiceFragment,
} from '@/admin/__generated__/graphql.ts';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { useAdminTitle } from '@/admin/lib/use-admin-title.ts';
import { faultMessage } from '@/lib/form-errors.ts';
import { orderPath } from './order-paths.ts';
import { PrintToolbar } from '@/admin/components/print-toolbar.tsx';
import { TaxInvoiceSheet } from './tax-invoice-sheet.tsx';

/**
 * /admin/orders/:id/invoice: the order's tax invoice as an A4 page to print, with its PDF to download. Opening it
 * spends no number: while none is issued the page offers to issue it.
 */
export function TaxInvoicePage() {
  const id = useParams().id ?? '';
  useAdminTitle(`Tax invoice · Order ${id}`);
  const { data, error, refetch } = useTaxInvoicePageQuery({
    variables: { orderId: id },
    fetchPolicy: 'cache-and-network',
  });
  const [issued, setIssued] = useState<TaxInvoiceSheet_InvoiceFragment>();
  const invoice = data?.taxInvoice ?? issued;

  let body;
  if (invoice) body = <TaxInvoiceSheet invoice={invoice} />;
  else if (data) body = <IssueInvoice orderId={id} onIssued={setIssued} />;
  else if (error) body = <QueryProblem what="The tax invoice" onRetry={() => void refetch()} />;
  else body = <p role="status">Loading the tax invoice…</p>;
  return (
    <div className="print-page">
      <PrintToolbar title="Tax invoice" back={{ to: orderPath(id), label: 'Back to the order' }} ready={!!invoice}>
        {invoice && (
          <a href={invoice.pdfUrl} className="button button--outline" download={`${invoice.number}.pdf`}>
            Download PDF
          </a>
        )}
      </PrintToolbar>
      {body}
    </div>
  );
}

/** The explicit action that spends the next invoice number; a refusal (a cancelled order) in the server's words. */
function IssueInvoice({
  orderId,
  onIssued,
}: {
  orderId: string;
  onIssued: (invoice: TaxInvoiceSheet_InvoiceFragment) => void;
}) {
  const [issue, { loading }] = useIssueTaxInvoiceMutation();
  const [problem, setProblem] = useState<string>();
  const onIssue = async () => {
    try {
      const payload = (await issue({ variables: { orderId } })).data?.issueTaxInvoice;
      if (payload?.invoice) onIssued(payload.invoice);
      else setProblem(payload?.errors[0]?.message ?? 'No tax invoice can be issued for this order.');
    } catch (failure) {
      console.error('Issuing the tax invoice failed:', failure);
      setProblem(faultMessage(failure, 'That did not work. Please try again.'));
    }
  };
  return (
    <section className="print-hidden tax-invoice__issue" aria-labelledby="issue-invoice">
      <h2 id="issue-invoice">No tax invoice yet</h2>
      <p>
        Order {orderId} has no tax invoice yet. Issuing it gives it the next invoice number: issue it when the order is
        sure to go out.
      </p>
      {problem && (
        <p role="alert" className="message--error">
          {problem}
        </p>
      )}
      <button type="button" className="button" disabled={loading} onClick={() => void onIssue()}>
        Issue tax invoice
      </button>
    </section>
  );
}
