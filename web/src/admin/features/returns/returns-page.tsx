import { Link, useSearchParams } from 'react-router-dom';
import { useAdminReturnsQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { Pager } from '@/admin/components/pager.tsx';
import { readPage } from '@/admin/components/paging.ts';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { StatusFilter } from '@/admin/components/status-filter.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { itemsLabel, KIND_LABELS, readStatus, returnPath, STATUS_CHOICES, STATUS_LABELS } from './return-labels.ts';

const PAGE_SIZE = 25;

/** /admin/returns: the returns asked for, newest first, filtered by status through the address. */
export function ReturnsPage() {
  const [params] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = readPage(params.get('page'));
  const { data, error, refetch } = useAdminReturnsQuery({
    variables: { status, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminReturns;
  return (
    <AdminPage title="Returns">
      <div className="admin-toolbar">
        <StatusFilter label="Show returns" choices={STATUS_CHOICES} labels={STATUS_LABELS} current={status} />
        <a href="/admin/exports/returns.csv" className="button button--outline" download>
          Download CSV
        </a>
      </div>
      {list ? (
        <section aria-label="Returns" className="admin-list">
          <p className="admin-list__count" role="status">
            {list.total === 1 ? '1 return' : `${list.total} returns`}
          </p>
          {list.items.length > 0 ? (
            <table className="admin-table">
              <caption className="visually-hidden">Returns, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Asked on</th>
                  <th scope="col">Order</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Items</th>
                  <th scope="col">Wants</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((item) => (
                  <tr key={item.id}>
                    <td data-label="Asked on">
                      <Link to={returnPath(item.id)} aria-label={`Return of order ${item.orderId}`}>
                        {formatDubaiDateTime(item.requestedAt)}
                      </Link>
                    </td>
                    <td data-label="Order">{item.orderId}</td>
                    <td data-label="Customer">
                      {item.customerName}
                      <br />
                      <span className="returns__muted">{item.email}</span>
                    </td>
                    <td data-label="Items">{itemsLabel(item.itemCount)}</td>
                    <td data-label="Wants">{KIND_LABELS[item.kind]}</td>
                    <td data-label="Reason">{item.reason}</td>
                    <td data-label="Status">{STATUS_LABELS[item.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>
              {status ? `No returns are ${STATUS_LABELS[status].toLowerCase()}.` : 'No returns have been asked for.'}
            </p>
          )}
          <Pager label="Return pages" page={page} pageSize={list.pageSize} total={list.total} />
        </section>
      ) : error ? (
        <QueryProblem what="The returns" onRetry={refetch} />
      ) : (
        <p role="status">Loading the returns…</p>
      )}
    </AdminPage>
  );
}
