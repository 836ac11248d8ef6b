import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useIssueTaxInvoiceMutation, type IssueTaxInvoiceMutation } from '@/admin/__generated__/graphql.ts';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { useAdminTitle } from '@/admin/lib/use-admin-title.ts';
import { orderPath } from './order-paths.ts';
import { PrintToolbar } from './print-toolbar.tsx';
import { TaxInvoiceSheet } from './tax-invoice-sheet.tsx';
import './print.css';

/**
 * /admin/orders/:id/invoice: issues the order's tax invoice (numbered the first time, the same one after) and
 * shows it as an A4 page to print, with its PDF to download.
 */
export function TaxInvoicePage() {
  const id = useParams().id ?? '';
  useAdminTitle(`Tax invoice · Order ${id}`);
  const [issue, { data, error }] = useIssueTaxInvoiceMutation();
  const issued = useRef<string>(undefined);
  const issueOnce = () => {
    issue({ variables: { orderId: id } }).catch((failure: unknown) => {
      console.error('Issuing the tax invoice failed:', failure);
    });
  };

  // Once per order, however often the effect runs (React's strict mode runs it twice).
  useEffect(() => {
    if (issued.current === id) return;
    issued.current = id;
    issueOnce();
  });

  const payload = data?.issueTaxInvoice;
  const invoice = payload?.invoice;
  return (
    <div className="print-page">
      <PrintToolbar title="Tax invoice" back={{ to: orderPath(id), label: 'Back to the order' }} ready={!!invoice}>
        {invoice && (
          <a href={invoice.pdfUrl} className="button button--outline" download={`${invoice.number}.pdf`}>
            Download PDF
          </a>
        )}
      </PrintToolbar>
      <InvoiceBody payload={payload} failed={error !== undefined} onRetry={issueOnce} />
    </div>
  );
}

interface InvoiceBodyProps {
  payload: IssueTaxInvoiceMutation['issueTaxInvoice'] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** The invoice, or the refusal in the server's words (a cancelled order has none), or the fault. */
function InvoiceBody({ payload, failed, onRetry }: InvoiceBodyProps) {
  if (payload?.invoice) return <TaxInvoiceSheet invoice={payload.invoice} />;
  if (payload) {
    return (
      <p role="alert" className="message--error">
        {payload.errors[0]?.message ?? 'No tax invoice can be issued for this order.'}
      </p>
    );
  }
  if (failed) return <QueryProblem what="The tax invoice" onRetry={onRetry} />;
  return <p role="status">Issuing the tax invoice…</p>;
}
