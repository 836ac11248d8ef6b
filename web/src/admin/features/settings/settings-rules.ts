import {
  DEFAULT_SHOP_SETTINGS,
  SHOP_SETTING_KEYS,
  validateShopSettingsPatch,
  type ShopSettingKey,
} from '@store/domain';
import type { SettingsForm_SettingsFragment, ShopSettingsInput } from '@/admin/__generated__/graphql.ts';

export { SHOP_SETTING_LABELS as SETTING_LABELS } from '@store/domain';

/**
 * The settings form's values: every field as typed (the threshold too, the opening hours one line each), a switch
 * (the new-order mail) as its checkbox.
 */
export type SettingsValues = Partial<Record<ShopSettingKey, string | boolean>>;

type InputValue = string | number | string[] | boolean;

const isSwitch = (key: ShopSettingKey) => typeof DEFAULT_SHOP_SETTINGS[key] === 'boolean';

/** A setting as text: the opening hours one per line. */
export function settingText(settings: SettingsForm_SettingsFragment, key: ShopSettingKey): string {
  const value = settings[key];
  return Array.isArray(value) ? value.join('\n') : String(value);
}

export function settingsValues(settings: SettingsForm_SettingsFragment): SettingsValues {
  return Object.fromEntries(
    SHOP_SETTING_KEYS.map((key) => [key, isSwitch(key) ? settings[key] === true : settingText(settings, key)]),
  );
}

/** A field as the API takes it: trimmed text, the threshold a number when written as one, the hours as lines. */
function inputValue(key: ShopSettingKey, value: string | boolean | undefined): InputValue {
  if (isSwitch(key)) return value === true;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(DEFAULT_SHOP_SETTINGS[key])) {
    return (value ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
  }
  const text = (value ?? '').trim();
  if (typeof DEFAULT_SHOP_SETTINGS[key] !== 'number') return text;
  return /^\d+$/.test(text) ? Number(text) : text;
}

function asInput(values: SettingsValues): Record<ShopSettingKey, InputValue> {
  return Object.fromEntries(SHOP_SETTING_KEYS.map((key) => [key, inputValue(key, values[key])])) as Record<
    ShopSettingKey,
    InputValue
  >;
}

/** The shop's own rules for every field (the gateway checks them again): a message per field in error. */
export function validateSettings(values: SettingsValues): Partial<Record<ShopSettingKey, string>> {
  const result = validateShopSettingsPatch(asInput(values));
  return result.ok ? {} : result.errors;
}

const same = (a: InputValue, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed, so the audit log records just that; null when nothing did. */
export function changedSettings(
  before: SettingsForm_SettingsFragment,
  values: SettingsValues,
): ShopSettingsInput | null {
  const input = asInput(values);
  const changed = SHOP_SETTING_KEYS.filter((key) => !same(input[key], before[key]));
  if (changed.length === 0) return null;
  return Object.fromEntries(changed.map((key) => [key, input[key]])) as ShopSettingsInput;
}
