import { Link, useSearchParams } from 'react-router-dom';
import { useAdminCustomersQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { Price } from '@/components/ui/price.tsx';
import { formatDubaiDate } from '@/lib/dubai-dates.ts';
import { SEARCH_MAX, SearchBox } from '@/admin/components/search-box.tsx';
import { Pager } from '@/admin/components/pager.tsx';
import { readPage } from '@/admin/components/paging.ts';

const PAGE_SIZE = 25;

export const customerPath = (email: string) => `/admin/customers/${encodeURIComponent(email)}`;

/** /admin/customers: registered customers, newest first, searched by name, e-mail or phone. */
export function CustomersPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const page = readPage(params.get('page'));
  const { data, error, refetch } = useAdminCustomersQuery({
    variables: { q: q || null, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <AdminPage title="Customers">
      <SearchBox key={q} q={q} label="Search name, e-mail or phone" />
      {data ? (
        <section aria-label="Customer list" className="admin-list">
          <p className="admin-list__count" role="status">
            {data.adminCustomers.total === 1 ? '1 customer' : `${data.adminCustomers.total} customers`}
          </p>
          {data.adminCustomers.items.length > 0 ? (
            <table className="admin-table">
              <caption className="visually-hidden">Customers, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Customer since</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Spent</th>
                </tr>
              </thead>
              <tbody>
                {data.adminCustomers.items.map((customer) => (
                  <tr key={customer.email}>
                    <td data-label="Name">
                      <Link to={customerPath(customer.email)}>
                        {customer.firstName} {customer.lastName}
                      </Link>
                    </td>
                    <td data-label="Email">{customer.email}</td>
                    <td data-label="Phone">{customer.phone}</td>
                    <td data-label="Customer since">
                      <time dateTime={customer.since}>{formatDubaiDate(customer.since)}</time>
                    </td>
                    <td data-label="Orders">{customer.orderCount}</td>
                    <td data-label="Spent">
                      <Price price={customer.spent} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{q ? `No customer matches “${q}”.` : 'No customer has registered yet.'}</p>
          )}
          <Pager
            label="Customer pages"
            page={page}
            pageSize={data.adminCustomers.pageSize}
            total={data.adminCustomers.total}
          />
        </section>
      ) : error ? (
        <QueryProblem what="The customers" onRetry={refetch} />
      ) : (
        <p role="status">Loading the customers…</p>
      )}
    </AdminPage>
  );
}
