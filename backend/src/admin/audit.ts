import { randomUUID } from 'node:crypto';
import { isEmail, normaliseEmail } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export interface AuditEntry {
  /** The staff member's e-mail. */
  actor: string;
  /** What was done, as `area.verb`: 'order.status', 'product.update', 'staff.invite'… */
  action: string;
  /** What it was done to: an order id, a product id, an e-mail. */
  subject: string;
  detail: Record<string, unknown>;
}

/**
 * Writes one audit row. Call it with the transaction of the change it records, so that the log holds
 * exactly the changes that happened.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now: string): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: now,
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
}

export const ACTOR_HEADER = 'x-staff-email';

/**
 * The staff member a back-office call acts for. The gateway checks the staff session and role and names
 * the member in `x-staff-email`; the backend trusts its caller (it listens on loopback, behind
 * UPSTREAM_KEY), as for every other call, and needs the name only for the audit log.
 */
export function actorOf(request: FastifyRequest): string {
  const value = request.headers[ACTOR_HEADER];
  if (typeof value !== 'string' || !isEmail(value)) {
    throw new HttpError(400, `A back-office change must name its staff member in ${ACTOR_HEADER}.`);
  }
  return normaliseEmail(value);
}

/**
 * Newest first. The next page starts after the last entry shown, named by its time and id: one change (a bulk
 * pack) writes several entries at the same moment, and a page may end among them.
 */
export function listAudit(db: Kysely<Database>, options: { limit: number; before?: string; beforeId?: string }) {
  const { before, beforeId } = options;
  let query = db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(options.limit);
  if (before && beforeId) {
    query = query.where((eb) =>
      eb.or([eb('at', '<', before), eb.and([eb('at', '=', before), eb('id', '<', beforeId)])]),
    );
  } else if (before) query = query.where('at', '<', before);
  return query.execute();
}
