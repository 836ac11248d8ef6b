import type { Kysely } from 'kysely';

/** Back-office accounts (owner and staff) and the audit log of every staff change. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'OWNER' or 'STAFF' (domain/src/staff-roles.ts).
    .addColumn('role', 'text', (c) => c.notNull())
    // Null until an invited member sets a password with the invitation link.
    .addColumn('password_hash', 'text')
    .addColumn('invite_token_hash', 'text')
    .addColumn('invite_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    // The staff member's e-mail at the time (kept even after they are removed).
    .addColumn('actor', 'text', (c) => c.notNull())
    // e.g. 'order.status', 'product.update', 'staff.invite'.
    .addColumn('action', 'text', (c) => c.notNull())
    // What it was done to, e.g. an order id or a product id.
    .addColumn('subject', 'text', (c) => c.notNull())
    // JSON: what changed.
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff').execute();
}
