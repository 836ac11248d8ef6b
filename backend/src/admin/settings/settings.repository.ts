import type { Kysely } from 'kysely';
import type { Database, SettingTable } from '../../db/schema.ts';

export type SettingRow = SettingTable;

export function listSettings(db: Kysely<Database>): Promise<SettingRow[]> {
  return db.selectFrom('settings').selectAll().execute();
}

export async function saveSetting(db: Kysely<Database>, row: SettingRow): Promise<void> {
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at, updated_by: row.updated_by }),
    )
    .execute();
}

/** Sets a setting the owner has never set (updated_by null) to `value`; whether it changed. */
export async function replaceUnsetSetting(
  db: Kysely<Database>,
  row: Pick<SettingRow, 'key' | 'value' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('settings')
    .set({ value: row.value, updated_at: row.updated_at })
    .where('key', '=', row.key)
    .where('updated_by', 'is', null)
    .where('value', '<>', row.value)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Inserts the rows whose key is not there yet; safe when several instances start at once. */
export async function insertMissingSettings(db: Kysely<Database>, rows: readonly SettingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('settings')
    .values([...rows])
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
