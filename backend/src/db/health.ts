import { sql } from 'kysely';
import type { Db } from './connect.ts';

/** /healthz must answer fast whatever the database does: balancers probe every few seconds with short timeouts. */
export const HEALTH_CHECK_DEADLINE_MS = 1_500;

/**
 * Whether the database answers `select 1` within the deadline. Checks made while one is still waiting share
 * it, so a database that has stopped answering does not get a pool connection pinned by every probe; and
 * once that probe is older than the deadline, they answer "no" at once.
 */
export function databaseProbe(db: Db, deadlineMs = HEALTH_CHECK_DEADLINE_MS): () => Promise<boolean> {
  let pending: { answer: Promise<boolean>; since: number } | null = null;
  return async () => {
    if (!pending) {
      const probe = {
        since: Date.now(),
        answer: sql`select 1`.execute(db.db).then(
          () => true,
          () => false,
        ),
      };
      void probe.answer.then(() => {
        if (pending === probe) pending = null;
      });
      pending = probe;
    }
    const left = pending.since + deadlineMs - Date.now();
    if (left <= 0) return false;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), left);
    });
    try {
      return await Promise.race([pending.answer, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}
