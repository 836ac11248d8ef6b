import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { contains, type Paging } from '../lists.ts';

/** Customers matching `q` (name, e-mail or phone), newest first, with their orders counted (cancelled ones aside). */
export async function searchCustomers(db: Kysely<Database>, q: string, paging: Paging) {
  let base = db.selectFrom('customers');
  if (q) {
    base = base.where((eb) =>
      eb.or(['customers.email', 'customers.fname', 'customers.lname', 'customers.phone'].map((c) => contains(c, q))),
    );
  }
  const [{ total }] = [
    await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
  ];
  const rows = await base
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('orders')
          .select((inner) => [
            'orders.email',
            inner.fn.countAll<string | number>().as('order_count'),
            inner.fn.sum<string | number>('orders.total_fils').as('spent_fils'),
          ])
          .where('orders.status', '<>', 'CANCELLED')
          .groupBy('orders.email')
          .as('spend'),
      (join) => join.onRef('spend.email', '=', 'customers.email'),
    )
    .select([
      'customers.email',
      'customers.fname',
      'customers.lname',
      'customers.phone',
      'customers.whatsapp',
      'customers.created_at',
      'spend.order_count',
      'spend.spent_fils',
    ])
    .orderBy('customers.created_at', 'desc')
    .orderBy('customers.email')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total), rows };
}

export function customerOrders(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'created_at', 'status', 'total_fils'])
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
}
