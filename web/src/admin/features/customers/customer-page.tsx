import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAdminCustomerQuery, type AdminCustomerQuery, type OrderStatus } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { Price } from '@/components/ui/price.tsx';
import { formatDubaiDate, formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { telHref, whatsappHref } from '@/lib/phone-links.ts';
import { SendResetDialog } from './send-reset-dialog.tsx';

type Detail = NonNullable<AdminCustomerQuery['adminCustomer']>;

const statusLabel = (status: OrderStatus) => status.charAt(0) + status.slice(1).toLowerCase();

function BackLink() {
  return (
    <p className="admin-back">
      <Link to="/admin/customers">← All customers</Link>
    </p>
  );
}

/** /admin/customers/:email: who the customer is, how to reach them, their orders, and a reset link on request. */
export function CustomerPage() {
  const { email = '' } = useParams();
  const { data, error, refetch } = useAdminCustomerQuery({ variables: { email }, fetchPolicy: 'cache-and-network' });
  const detail = data?.adminCustomer;

  if (!detail) {
    return (
      <AdminPage title={data ? 'Customer not found' : 'Customer'}>
        <BackLink />
        {data ? (
          <p>No customer has the e-mail {email}.</p>
        ) : error ? (
          <QueryProblem what="The customer" onRetry={refetch} />
        ) : (
          <p role="status">Loading the customer…</p>
        )}
      </AdminPage>
    );
  }
  return <CustomerDetail detail={detail} />;
}

function CustomerDetail({ detail: { customer, orders } }: { detail: Detail }) {
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string>();
  const name = `${customer.firstName} ${customer.lastName}`;
  const whatsapp = customer.whatsapp ? whatsappHref(customer.whatsapp) : null;

  return (
    <AdminPage title={name}>
      <BackLink />
      <FormNote message={notice} />
      <section aria-labelledby="customer-details" className="admin-panel">
        <h2 id="customer-details">Details</h2>
        <dl className="customer-facts">
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(customer.phone)}>{customer.phone}</a>
          </dd>
          <dt>WhatsApp</dt>
          <dd>
            {customer.whatsapp ? (
              whatsapp ? (
                <a href={whatsapp} target="_blank" rel="noreferrer">
                  {customer.whatsapp}
                  <span className="visually-hidden"> on WhatsApp (opens a new tab)</span>
                </a>
              ) : (
                customer.whatsapp
              )
            ) : (
              'Not given'
            )}
          </dd>
          <dt>Customer since</dt>
          <dd>
            <time dateTime={customer.since}>{formatDubaiDate(customer.since)}</time>
          </dd>
          <dt>Orders</dt>
          <dd>
            {customer.orderCount}, <Price price={customer.spent} /> in all (cancelled ones aside)
          </dd>
        </dl>
        <div className="form__actions">
          <button type="button" className="button button--outline" onClick={() => setConfirming(true)}>
            Send password-reset link
          </button>
        </div>
      </section>
      <section aria-labelledby="customer-orders" className="admin-panel">
        <h2 id="customer-orders">Orders</h2>
        {orders.length === 0 ? (
          <p>{customer.firstName} has not ordered yet.</p>
        ) : (
          <table className="admin-table" aria-labelledby="customer-orders">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed (Dubai)</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td data-label="Order">
                    <Link to={`/admin/orders/${encodeURIComponent(order.id)}`}>{order.id}</Link>
                  </td>
                  <td data-label="Placed (Dubai)">
                    <time dateTime={order.placedAt}>{formatDubaiDateTime(order.placedAt)}</time>
                  </td>
                  <td data-label="Status">{statusLabel(order.status)}</td>
                  <td data-label="Total">
                    <Price price={order.total} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <SendResetDialog
        open={confirming}
        email={customer.email}
        name={name}
        onClose={() => setConfirming(false)}
        onSent={(message) => {
          setConfirming(false);
          setNotice(message);
        }}
      />
    </AdminPage>
  );
}
