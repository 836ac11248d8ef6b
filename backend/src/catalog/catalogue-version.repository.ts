import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { VERSION_SHARDS } from '../../migrations/0006-catalogue-admin.ts';
import type { Database } from '../db/schema.ts';

/**
 * A number that grows with every change the shop shows: catalogue edits, photos, content, stock (staff
 * adjustments, orders, cancellations). Bump it in the transaction of the change; the gateways poll it
 * (images/catalogue-version/) and reload their catalogue when it moves.
 *
 * One row would serialise every order on PostgreSQL (each holds the row lock until it commits), so the counter
 * is split over shards: a writer bumps one at random, and the version is their sum. Call it last in the
 * transaction, after the stock rows are locked, so that locks are always taken in the same order.
 */
export async function bumpCatalogueVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('catalogue_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('shard', '=', randomInt(VERSION_SHARDS))
    .execute();
}

export async function readCatalogueVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('catalogue_version')
    .select((eb) => eb.fn.sum<string | number | null>('version').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
