import { Link, useSearchParams } from 'react-router-dom';
import { useMailOutboxQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { MailStatusBadge } from './mail-status-badge.tsx';
import { MAIL_STATUSES, MAIL_STATUS_LABELS, readChoice } from './message-rules.ts';
import { MessagesSections } from './messages-sections.tsx';
import { Pager } from '@/admin/components/pager.tsx';
import { readPage } from '@/admin/components/paging.ts';
import { StatusFilter } from '@/admin/components/status-filter.tsx';

const PAGE_SIZE = 20;

/** /admin/messages/mail: every mail the shop sends, newest first, by status; a mail opens to be read or resent. */
export function MailPage() {
  const [params] = useSearchParams();
  const status = readChoice(params.get('status'), MAIL_STATUSES);
  const page = readPage(params.get('page'));
  const { data, error, refetch } = useMailOutboxQuery({
    variables: { status, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <AdminPage title="Mail outbox">
      <MessagesSections />
      <StatusFilter label="Show mail" choices={MAIL_STATUSES} labels={MAIL_STATUS_LABELS} current={status} />
      {data ? (
        <section aria-label="Outbox" className="admin-list">
          <p className="admin-list__count" role="status">
            {data.outgoingMails.total === 1 ? '1 mail' : `${data.outgoingMails.total} mails`}
          </p>
          {data.outgoingMails.items.length > 0 ? (
            <table className="admin-table">
              <caption className="visually-hidden">Mail, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Created (Dubai)</th>
                  <th scope="col">Subject</th>
                  <th scope="col">To</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                </tr>
              </thead>
              <tbody>
                {data.outgoingMails.items.map((mail) => (
                  <tr key={mail.id}>
                    <td data-label="Created">
                      <time dateTime={mail.createdAt}>{formatDubaiDateTime(mail.createdAt)}</time>
                    </td>
                    <td data-label="Subject">
                      <Link to={`/admin/messages/mail/${encodeURIComponent(mail.id)}`}>{mail.subject}</Link>
                    </td>
                    <td data-label="To">{mail.to}</td>
                    <td data-label="Status">
                      <MailStatusBadge status={mail.status} />
                    </td>
                    <td data-label="Attempts">{mail.attempts}</td>
                    <td data-label="Last error">{mail.lastError ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{status ? `No ${MAIL_STATUS_LABELS[status].toLowerCase()} mail.` : 'The shop has sent no mail yet.'}</p>
          )}
          <Pager
            label="Outbox pages"
            page={page}
            pageSize={data.outgoingMails.pageSize}
            total={data.outgoingMails.total}
          />
        </section>
      ) : error ? (
        <QueryProblem what="The outbox" onRetry={refetch} />
      ) : (
        <p role="status">Loading the outbox…</p>
      )}
    </AdminPage>
  );
}
