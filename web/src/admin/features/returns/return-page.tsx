import { Link, useParams } from 'react-router-dom';
import { useAdminReturnQuery, type ReturnDetail_ReturnFragment } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { Price } from '@/components/ui/price.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import {
  creditNotePagePath,
  EVENT_LABELS,
  KIND_LABELS,
  METHOD_LABELS,
  OUTCOME_LABELS,
  REFUND_METHOD_LABELS,
  RETURNS_PATH,
  STATUS_LABELS,
} from './return-labels.ts';
import { ReturnActions } from './return-actions.tsx';
import { ReturnOrder } from './return-order.tsx';

/** /admin/returns/:id: the request, its steps so far and the next ones, with the order beside it. */
export function ReturnPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useAdminReturnQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const ret = data?.adminReturn;
  return (
    <AdminPage title={ret ? `Return of order ${ret.orderId}` : 'Return'}>
      <p className="admin-back">
        <Link to={RETURNS_PATH}>← All returns</Link>
      </p>
      {ret ? (
        <div className="return-layout">
          <div className="return-main">
            <ReturnSummary ret={ret} />
            <ReturnActions ret={ret} />
            <ReturnTimeline ret={ret} />
          </div>
          {ret.order && <ReturnOrder order={ret.order} />}
        </div>
      ) : error ? (
        <QueryProblem what="The return" onRetry={refetch} />
      ) : data ? (
        <p>There is no such return.</p>
      ) : (
        <p role="status">Loading the return…</p>
      )}
    </AdminPage>
  );
}

function ReturnSummary({ ret }: { ret: ReturnDetail_ReturnFragment }) {
  return (
    <section aria-labelledby="return-request" className="return-panel">
      <h2 id="return-request">Request</h2>
      <dl className="return-facts">
        <dt>Status</dt>
        <dd>{STATUS_LABELS[ret.status]}</dd>
        <dt>Asked on</dt>
        <dd>{formatDubaiDateTime(ret.requestedAt)}</dd>
        <dt>Customer</dt>
        <dd>{ret.email}</dd>
        <dt>Wants</dt>
        <dd>{KIND_LABELS[ret.kind]}</dd>
        <dt>Comes back by</dt>
        <dd>{METHOD_LABELS[ret.method]}</dd>
        <dt>Reason</dt>
        <dd>{ret.reason}</dd>
        {ret.note && (
          <>
            <dt>Note</dt>
            <dd className="return-note">{ret.note}</dd>
          </>
        )}
        {ret.refusalReason && (
          <>
            <dt>Refused because</dt>
            <dd>{ret.refusalReason}</dd>
          </>
        )}
        {ret.pickup && (
          <>
            <dt>Picked up by</dt>
            <dd>
              {ret.pickup.courier}, {ret.pickup.trackingNumber}
            </dd>
          </>
        )}
        {ret.refund && (
          <>
            <dt>Refunded</dt>
            <dd>
              <Price price={ret.refund.amount} /> by {REFUND_METHOD_LABELS[ret.refund.method].toLowerCase()}
              {ret.refund.reference && ` (${ret.refund.reference})`}
            </dd>
          </>
        )}
        {ret.creditNote && (
          <>
            <dt>Credit note</dt>
            <dd>
              <Link to={creditNotePagePath(ret.id)}>Print credit note {ret.creditNote.number}</Link> ·{' '}
              <a href={ret.creditNote.pdfUrl} download>
                Credit note {ret.creditNote.number} (PDF)
              </a>
            </dd>
          </>
        )}
        {ret.exchangeOrderId && (
          <>
            <dt>Exchange order</dt>
            <dd>
              <Link to={`/admin/orders/${encodeURIComponent(ret.exchangeOrderId)}`}>{ret.exchangeOrderId}</Link>
            </dd>
          </>
        )}
      </dl>
      <table className="admin-table">
        <caption>Items returned</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price each</th>
            <th scope="col">{ret.kind === 'EXCHANGE' ? 'Wanted instead' : 'Outcome'}</th>
          </tr>
        </thead>
        <tbody>
          {ret.lines.map((line) => (
            <tr key={line.lineNo}>
              <td data-label="Item">
                {line.title} ({line.size}, {line.colour})
              </td>
              <td data-label="Quantity">{line.quantity}</td>
              <td data-label="Price each">
                <Price price={line.unitPrice} />
              </td>
              <td data-label={ret.kind === 'EXCHANGE' ? 'Wanted instead' : 'Outcome'}>
                {ret.kind === 'EXCHANGE'
                  ? `${line.exchangeSize ?? line.size}, ${line.exchangeColour ?? line.colour}`
                  : line.outcome
                    ? OUTCOME_LABELS[line.outcome]
                    : 'Not received yet'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ReturnTimeline({ ret }: { ret: ReturnDetail_ReturnFragment }) {
  return (
    <section aria-labelledby="return-timeline" className="return-panel">
      <h2 id="return-timeline">Timeline</h2>
      <ol className="return-timeline">
        {ret.timeline.map((entry, index) => (
          <li key={index}>
            <strong>{EVENT_LABELS[entry.event]}</strong> {formatDubaiDateTime(entry.at)}
            {entry.detail && <span className="returns__muted"> · {entry.detail}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
