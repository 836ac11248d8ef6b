import { Migrator } from 'kysely';
import { migrations } from '../../migrations/index.ts';
import type { Db } from './connect.ts';

/** Brings the schema up to date; safe to run at every start and from several instances. */
export async function migrateToLatest({ db }: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
