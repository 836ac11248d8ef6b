import type { Kysely } from 'kysely';

/**
 * Server-side sessions of customers and of staff, so that a session can be ended (logout, password change or
 * reset, a staff member removed). `kind` says which table `principal_id` names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    // SHA-256 of the session id in the cookie: a copy of the table does not hand out live sessions.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    // 'customer' (customers.id) or 'staff' (staff.id).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('principal_id', 'text', (c) => c.notNull())
    .addColumn('remember', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_principal').on('sessions').columns(['kind', 'principal_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
