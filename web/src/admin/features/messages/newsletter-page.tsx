import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNewsletterPageQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { formatDubaiDate } from '@/lib/dubai-dates.ts';
import { MessagesSections } from './messages-sections.tsx';
import { Pager } from '@/admin/components/pager.tsx';
import { readPage } from '@/admin/components/paging.ts';
import { RemoveSubscriberDialog } from './remove-subscriber-dialog.tsx';
import { SEARCH_MAX, SearchBox } from '@/admin/components/search-box.tsx';

const PAGE_SIZE = 25;
/** The whole list as a file (gateway/src/admin/export-routes.ts), with the staff session's cookie. */
const CSV_PATH = '/admin/exports/newsletter-subscribers.csv';

/** /admin/messages/newsletter: who subscribed, newest first; search, remove, or download the list. */
export function NewsletterPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const page = readPage(params.get('page'));
  const { data, error, refetch } = useNewsletterPageQuery({
    variables: { q: q || null, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [removing, setRemoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<string>();

  return (
    <AdminPage title="Newsletter">
      <MessagesSections />
      <div className="admin-toolbar">
        <a className="button button--outline" href={CSV_PATH} download>
          Download CSV<span className="visually-hidden"> of every subscriber</span>
        </a>
      </div>
      <SearchBox key={q} q={q} label="Search e-mail" />
      <FormNote message={notice} />
      {data ? (
        <section aria-label="Subscribers" className="admin-list">
          <p className="admin-list__count" role="status">
            {data.newsletterSubscribers.total === 1
              ? '1 subscriber'
              : `${data.newsletterSubscribers.total} subscribers`}
          </p>
          {data.newsletterSubscribers.items.length > 0 ? (
            <table className="admin-table">
              <caption className="visually-hidden">Subscribers, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Subscribed</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.newsletterSubscribers.items.map((subscriber) => (
                  <tr key={subscriber.email}>
                    <td data-label="Email">{subscriber.email}</td>
                    <td data-label="Subscribed">
                      <time dateTime={subscriber.since}>{formatDubaiDate(subscriber.since)}</time>
                    </td>
                    <td data-label="">
                      <button
                        type="button"
                        className="button button--outline admin-table__action"
                        onClick={() => {
                          setNotice(undefined);
                          setRemoving(subscriber.email);
                        }}
                      >
                        Remove<span className="visually-hidden"> {subscriber.email}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{q ? `No subscriber matches “${q}”.` : 'Nobody has subscribed yet.'}</p>
          )}
          <Pager
            label="Subscriber pages"
            page={page}
            pageSize={data.newsletterSubscribers.pageSize}
            total={data.newsletterSubscribers.total}
          />
        </section>
      ) : error ? (
        <QueryProblem what="The newsletter list" onRetry={refetch} />
      ) : (
        <p role="status">Loading the newsletter list…</p>
      )}
      <RemoveSubscriberDialog
        email={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(message) => {
          setRemoving(null);
          setNotice(message);
        }}
      />
    </AdminPage>
  );
}
