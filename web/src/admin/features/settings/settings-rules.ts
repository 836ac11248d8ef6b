import { SHOP_SETTING_KEYS, validateShopSettingsPatch, type ShopSettingKey } from '@store/domain';
import type { SettingsForm_SettingsFragment, ShopSettingsInput } from '@/admin/__generated__/graphql.ts';

/** The settings form's values: every field as typed (the threshold too). */
export type SettingsValues = Partial<Record<ShopSettingKey, string>>;

export const SETTING_LABELS: Readonly<Record<ShopSettingKey, string>> = {
  legalName: 'Legal name',
  tradingName: 'Trading name',
  address: 'Address',
  trn: 'TRN',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  lowStockThreshold: 'Low-stock threshold',
};

export function settingsValues(settings: SettingsForm_SettingsFragment): SettingsValues {
  return Object.fromEntries(SHOP_SETTING_KEYS.map((key) => [key, String(settings[key])]));
}

/** A field as the API takes it: trimmed text, the threshold a number when it is written as one. */
function inputValue(key: ShopSettingKey, value: string | undefined): string | number {
  const text = (value ?? '').trim();
  if (key !== 'lowStockThreshold') return text;
  return /^\d+$/.test(text) ? Number(text) : text;
}

function asInput(values: SettingsValues): Record<ShopSettingKey, string | number> {
  return Object.fromEntries(SHOP_SETTING_KEYS.map((key) => [key, inputValue(key, values[key])])) as Record<
    ShopSettingKey,
    string | number
  >;
}

/** The shop's own rules for every field (the gateway checks them again): a message per field in error. */
export function validateSettings(values: SettingsValues): Partial<Record<ShopSettingKey, string>> {
  const result = validateShopSettingsPatch(asInput(values));
  return result.ok ? {} : result.errors;
}

/** Only what changed, so the audit log records just that; null when nothing did. */
export function changedSettings(
  before: SettingsForm_SettingsFragment,
  values: SettingsValues,
): ShopSettingsInput | null {
  const input = asInput(values);
  const changed = SHOP_SETTING_KEYS.filter((key) => input[key] !== before[key]);
  if (changed.length === 0) return null;
  return Object.fromEntries(changed.map((key) => [key, input[key]])) as ShopSettingsInput;
}
