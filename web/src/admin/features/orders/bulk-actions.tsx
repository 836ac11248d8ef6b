import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMarkOrdersPackedMutation } from '@/admin/__generated__/graphql.ts';
import { faultMessage } from '@/lib/form-errors.ts';
import { bulkLine, bulkSummary, type BulkPackPayload } from './bulk-results.ts';
import { orderPath, packingSlipsPath } from './order-paths.ts';

const FAILED = 'The orders could not be marked packed. Please try again.';

interface BulkActionsProps {
  ids: readonly string[];
  /** The orders were marked packed (each on its own: some may have been refused). */
  onPacked: (outcome: BulkPackPayload) => void;
}

/** What can be done to the ticked orders at once: mark them packed, or print their packing slips. */
export function BulkActions({ ids, onPacked }: BulkActionsProps) {
  const [markPacked, { loading }] = useMarkOrdersPackedMutation({
    refetchQueries: ['OrderListPage', 'DashboardPage'],
    awaitRefetchQueries: true,
  });
  const [problem, setProblem] = useState<string>();
  const none = ids.length === 0;

  const pack = async () => {
    setProblem(undefined);
    try {
      const { data } = await markPacked({ variables: { ids: [...ids] } });
      const payload = data?.markOrdersPacked;
      if (!payload) return setProblem(FAILED);
      if (payload.errors.length > 0) return setProblem(payload.errors[0]?.message ?? FAILED);
      onPacked(payload);
    } catch (error) {
      console.error('Marking orders packed failed:', error);
      setProblem(faultMessage(error, FAILED));
    }
  };

  return (
    <section aria-label="Selected orders" className="bulk-actions">
      <p className="bulk-actions__count">
        {none ? 'Tick orders to act on several at once.' : `${ids.length} selected`}
      </p>
      <div className="bulk-actions__buttons">
        <button type="button" className="button" disabled={none || loading} onClick={pack}>
          {loading ? 'Marking packed…' : 'Mark packed'}
        </button>
        {none ? (
          <button type="button" className="button button--outline" disabled>
            Print packing slips
          </button>
        ) : (
          <Link to={packingSlipsPath(ids)} className="button button--outline">
            Print packing slips
          </Link>
        )}
      </div>
      {problem && (
        <p role="alert" className="message--error">
          {problem}
        </p>
      )}
    </section>
  );
}

/** How a bulk packing went, order by order; announced when it arrives, and kept while the list refreshes. */
export function BulkOutcome({ outcome }: { outcome: BulkPackPayload | undefined }) {
  return (
    <div role="status" className={outcome ? 'bulk-outcome' : 'visually-hidden'}>
      {outcome && (
        <>
          <p className="bulk-outcome__summary">{bulkSummary(outcome)}</p>
          <ul>
            {outcome.results.map((result) => (
              <li key={result.id} className={result.ok ? 'message--success' : 'message--error'}>
                <Link to={orderPath(result.id)}>{result.id}</Link>: {bulkLine(result)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
