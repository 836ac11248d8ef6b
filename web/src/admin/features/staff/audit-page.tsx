import { useState } from 'react';
import { useAuditLogQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { OwnerOnly, OwnerOnlyNotice } from '@/admin/components/owner-only.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { faultCode } from '@/lib/form-errors.ts';
import { AuditTable } from './audit-table.tsx';
import { OWNER_ONLY, StaffSections } from './staff-sections.tsx';

const PAGE_SIZE = 50;

/** /admin/staff/audit: every change made in the back office, newest first, a page at a time. */
export function AuditPage() {
  return (
    <AdminPage title="Audit log">
      <StaffSections />
      <OwnerOnly message={OWNER_ONLY}>
        <AuditLog />
      </OwnerOnly>
    </AdminPage>
  );
}

function AuditLog() {
  const { data, error, refetch, fetchMore } = useAuditLogQuery({
    variables: { pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [lastPageShort, setLastPageShort] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  if (faultCode(error) === 'FORBIDDEN') return <OwnerOnlyNotice message={OWNER_ONLY} />;
  if (!data) {
    if (error) return <QueryProblem what="The audit log" onRetry={refetch} />;
    return <p role="status">Loading the audit log…</p>;
  }
  const entries = data.auditLog;
  if (entries.length === 0) return <p>No change has been recorded yet.</p>;
  // A full page may have more behind it; a short one is the end.
  const more = !lastPageShort && entries.length % PAGE_SIZE === 0;

  const loadMore = async () => {
    const oldest = entries.at(-1);
    if (!oldest) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const { data: page } = await fetchMore({ variables: { before: oldest.at, beforeId: oldest.id } });
      if ((page?.auditLog.length ?? 0) < PAGE_SIZE) setLastPageShort(true);
    } catch (failure) {
      console.error('Loading more of the audit log failed:', failure);
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="audit-log" aria-label="Audit log entries">
      <AuditTable entries={entries} />
      {moreFailed && (
        <p role="alert" className="message--error">
          Older entries could not be loaded. Please try again.
        </p>
      )}
      {more ? (
        <button type="button" className="button button--outline" disabled={loadingMore} onClick={loadMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </button>
      ) : (
        <p className="audit-log__end">That is the whole log.</p>
      )}
    </section>
  );
}
