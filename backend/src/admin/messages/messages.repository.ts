import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { contains, type Paging } from '../lists.ts';

export async function listMessages(db: Kysely<Database>, status: string | null, paging: Paging) {
  let base = db.selectFrom('contact_messages');
  if (status) base = base.where('status', '=', status);
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'name', 'email', 'message', 'created_at', 'status'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total), rows };
}

export async function setMessageStatus(db: Kysely<Database>, id: string, status: string): Promise<boolean> {
  const result = await db.updateTable('contact_messages').set({ status }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function listSubscribers(db: Kysely<Database>, q: string, paging: Paging | null) {
  let base = db.selectFrom('newsletter_subscribers');
  if (q) base = base.where(contains('email', q));
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  let rows = base.select(['email', 'created_at']).orderBy('created_at', 'desc').orderBy('email');
  if (paging) rows = rows.limit(paging.pageSize).offset(paging.offset);
  return { total: Number(total), rows: await rows.execute() };
}

export async function deleteSubscriber(db: Kysely<Database>, email: string): Promise<boolean> {
  const result = await db.deleteFrom('newsletter_subscribers').where('email', '=', email).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
