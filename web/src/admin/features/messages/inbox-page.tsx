import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInboxPageQuery, type MessageDialog_MessageFragment } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { MessageDialog } from './message-dialog.tsx';
import { MESSAGE_STATUS_CHOICES, MESSAGE_STATUS_LABELS, excerpt, readChoice } from './message-rules.ts';
import { MessagesSections } from './messages-sections.tsx';
import { Pager } from '@/admin/components/pager.tsx';
import { readPage } from '@/admin/components/paging.ts';
import { StatusFilter } from '@/admin/components/status-filter.tsx';

const PAGE_SIZE = 25;

/** /admin/messages: what shoppers sent with the contact form, newest first, filtered by where each stands. */
export function InboxPage() {
  const [params] = useSearchParams();
  const status = readChoice(params.get('status'), MESSAGE_STATUS_CHOICES);
  const page = readPage(params.get('page'));
  const { data, error, refetch } = useInboxPageQuery({
    variables: { status, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [reading, setReading] = useState<MessageDialog_MessageFragment | null>(null);

  return (
    <AdminPage title="Messages">
      <MessagesSections />
      <StatusFilter
        label="Show messages"
        choices={MESSAGE_STATUS_CHOICES}
        labels={MESSAGE_STATUS_LABELS}
        current={status}
      />
      {data ? (
        <section aria-label="Inbox" className="admin-list">
          <p className="admin-list__count" role="status">
            {data.contactMessages.total === 1 ? '1 message' : `${data.contactMessages.total} messages`}
          </p>
          {data.contactMessages.items.length > 0 ? (
            <table className="admin-table inbox-table">
              <caption className="visually-hidden">Messages, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Received (Dubai)</th>
                  <th scope="col">From</th>
                  <th scope="col">Message</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.contactMessages.items.map((message) => (
                  <tr key={message.id} data-unread={message.status === 'UNREAD' || undefined}>
                    <td data-label="Received">
                      <time dateTime={message.receivedAt}>{formatDubaiDateTime(message.receivedAt)}</time>
                    </td>
                    <td data-label="From">
                      {message.name}
                      <span className="inbox-table__email">{message.email}</span>
                    </td>
                    <td data-label="Message">
                      <button type="button" className="inbox-table__open" onClick={() => setReading(message)}>
                        <span className="visually-hidden">Read the message from {message.name}: </span>
                        {excerpt(message.message)}
                      </button>
                    </td>
                    <td data-label="Status">{MESSAGE_STATUS_LABELS[message.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>
              {status ? `No ${MESSAGE_STATUS_LABELS[status].toLowerCase()} message.` : 'No message has come in yet.'}
            </p>
          )}
          <Pager
            label="Inbox pages"
            page={page}
            pageSize={data.contactMessages.pageSize}
            total={data.contactMessages.total}
          />
        </section>
      ) : error ? (
        <QueryProblem what="The messages" onRetry={refetch} />
      ) : (
        <p role="status">Loading the messages…</p>
      )}
      <MessageDialog message={reading} onClose={() => setReading(null)} />
    </AdminPage>
  );
}
