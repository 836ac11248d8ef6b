import { sql, type Kysely } from 'kysely';
import { nameSearchText } from '@store/domain';

/**
 * The shopper's name, as the back office's order search compares it (nameSearchText), copied out of the shipping
 * JSON so that the list can search it with plain SQL: 'Aishah' or 'محمد' finds the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('name_search', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const orders = await sql<{ id: string; shipping: string }>`select id, shipping from orders`.execute(db);
  for (const order of orders.rows) {
    const shipping = JSON.parse(order.shipping) as { firstName?: string; lastName?: string };
    const name = nameSearchText(`${shipping.firstName ?? ''} ${shipping.lastName ?? ''}`);
    await sql`update orders set name_search = ${name} where id = ${order.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('name_search').execute();
}
