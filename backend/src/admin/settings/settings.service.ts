import type { Kysely } from 'kysely';
import {
  ARABIC_SETTING_OF,
  arabicSettingDefault,
  DEFAULT_SHOP_SETTINGS,
  isShopSettingKey,
  SHOP_SETTING_KEYS,
  STORE_CONTACT_KEYS,
  storeContactOf,
  type ShopSettingKey,
  type ShopSettings,
  type StoreContact,
} from '@store/domain';
import { bumpCatalogueVersion } from '../../catalog/catalogue-version.repository.ts';
import type { Database } from '../../db/schema.ts';
import { recordAudit } from '../audit.ts';
import * as repository from './settings.repository.ts';

/** Whether a stored value has the type its setting needs (a row written by hand may not). */
function fits(key: ShopSettingKey, value: unknown): value is ShopSettings[ShopSettingKey] {
  const fallback = DEFAULT_SHOP_SETTINGS[key];
  if (Array.isArray(fallback)) return Array.isArray(value) && value.every((item) => typeof item === 'string');
  return typeof value === typeof fallback;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The shop's settings: the stored values over the defaults, so that a setting added later has a value at once. */
export async function readSettings(db: Kysely<Database>): Promise<ShopSettings> {
  const settings: Record<string, unknown> = { ...DEFAULT_SHOP_SETTINGS };
  const stored = new Set<string>();
  for (const row of await repository.listSettings(db)) {
    const value = parse(row.value);
    if (isShopSettingKey(row.key) && fits(row.key, value)) {
      settings[row.key] = value;
      stored.add(row.key);
    }
  }
  for (const key of Object.keys(ARABIC_SETTING_OF) as (keyof typeof ARABIC_SETTING_OF)[])
    if (!stored.has(key))
      settings[key] = arabicSettingDefault(key, settings[ARABIC_SETTING_OF[key]] as ShopSettings[ShopSettingKey]);
  return settings as unknown as ShopSettings;
}

/** images/store-contact/: what the storefront shows of the settings. */
export async function readStoreContact(db: Kysely<Database>): Promise<StoreContact> {
  return storeContactOf(await readSettings(db));
}

const shownToShoppers = (key: ShopSettingKey) => (STORE_CONTACT_KEYS as readonly string[]).includes(key);

/**
 * Applies a validated partial update and audits what changed, in one transaction; answers the settings after it.
 * A change shoppers see moves the catalogue version, so the gateways reload it and drop their cached answers.
 */
export async function updateSettings(
  db: Kysely<Database>,
  patch: Partial<ShopSettings>,
  actor: string,
  now: string,
): Promise<ShopSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await readSettings(trx);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of SHOP_SETTING_KEYS) {
      const to = patch[key];
      if (to === undefined || JSON.stringify(to) === JSON.stringify(before[key])) continue;
      changes[key] = { from: before[key], to };
      await repository.saveSetting(trx, { key, value: JSON.stringify(to), updated_at: now, updated_by: actor });
    }
    const changed = Object.keys(changes) as ShopSettingKey[];
    if (changed.length > 0) {
      await recordAudit(trx, { actor, action: 'settings.update', subject: 'settings', detail: { changes } }, now);
    }
    if (changed.some(shownToShoppers)) await bumpCatalogueVersion(trx);
    return { ...before, ...patch };
  });
}

/**
 * Stores the demo defaults on first start, and a setting added since on the next (one stored is left alone).
 * `fallback` (SHOP_EMAIL) stands in for a default the owner has not changed yet, and follows the variable until
 * the owner sets the setting in the back office.
 */
export async function seedSettings(
  db: Kysely<Database>,
  now: string,
  fallback: Partial<ShopSettings> = {},
): Promise<void> {
  const start: Record<string, unknown> = { ...DEFAULT_SHOP_SETTINGS, ...fallback };
  // An Arabic setting added to a shop whose English the owner changed starts empty, not as the demo's Arabic.
  const current = await readSettings(db);
  for (const key of Object.keys(ARABIC_SETTING_OF) as (keyof typeof ARABIC_SETTING_OF)[])
    start[key] = arabicSettingDefault(key, current[ARABIC_SETTING_OF[key]]);
  await repository.insertMissingSettings(
    db,
    SHOP_SETTING_KEYS.map((key) => ({ key, value: JSON.stringify(start[key]), updated_at: now, updated_by: null })),
  );
  await db.transaction().execute(async (trx) => {
    let shownChanged = false;
    for (const [key, value] of Object.entries(fallback) as [ShopSettingKey, unknown][]) {
      const row = { key, value: JSON.stringify(value), updated_at: now };
      if ((await repository.replaceUnsetSetting(trx, row)) && shownToShoppers(key)) shownChanged = true;
    }
    if (shownChanged) await bumpCatalogueVersion(trx);
  });
}
