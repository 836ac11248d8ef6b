import { Link } from 'react-router-dom';
import type { ReturnDetail_ReturnFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { orderStatusLabel } from './return-labels.ts';

type ReturnOrderProps = { order: NonNullable<ReturnDetail_ReturnFragment['order']> };

/** The order the items come from, beside the return: who, where, what was bought and paid. */
export function ReturnOrder({ order }: ReturnOrderProps) {
  return (
    <section aria-labelledby="return-order" className="return-panel">
      <h2 id="return-order">
        Order <Link to={`/admin/orders/${encodeURIComponent(order.id)}`}>{order.id}</Link>
      </h2>
      <p>
        Placed {formatDubaiDateTime(order.placedAt)} · {orderStatusLabel(order.status)}
      </p>
      <p>
        {order.contact.name}
        <br />
        {order.contact.email} · {order.contact.phone}
        <br />
        {order.address.text}
      </p>
      <ul className="return-order__lines">
        {order.items.map((item, index) => (
          <li key={index}>
            {index + 1}. {item.title} ({item.size}, {item.colour}) × {item.quantity}: <Price price={item.lineTotal} />
          </li>
        ))}
      </ul>
      <dl className="return-facts">
        <dt>Subtotal</dt>
        <dd>
          <Price price={order.totals.subtotal} />
        </dd>
        <dt>Discounts</dt>
        <dd>
          <Price price={order.totals.discount} />
        </dd>
        <dt>Total paid</dt>
        <dd>
          <Price price={order.totals.total} />
        </dd>
      </dl>
    </section>
  );
}
