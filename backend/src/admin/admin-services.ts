import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What every back-office service works with: the database and the clock. */
export interface AdminServices {
  db: Kysely<Database>;
  now: () => Date;
}
