import { isTrn, normaliseTrn } from './tax-invoice.ts';
import { isEmail, isUaePhone, normaliseEmail } from './validation.ts';

/** The shop's own details: what its invoices, packing slips and contact pages print, and back-office limits. */
export interface ShopSettings {
  /** The registered name on the trade licence, printed on tax invoices. */
  legalName: string;
  /** The name shoppers know. */
  tradingName: string;
  address: string;
  /** UAE Tax Registration Number, 15 digits. */
  trn: string;
  phone: string;
  whatsapp: string;
  email: string;
  /** Stock at or below this is flagged as low in the back office. */
  lowStockThreshold: number;
}

export type ShopSettingKey = keyof ShopSettings;

export const SHOP_SETTING_KEYS = [
  'legalName',
  'tradingName',
  'address',
  'trn',
  'phone',
  'whatsapp',
  'email',
  'lowStockThreshold',
] as const satisfies readonly ShopSettingKey[];

/** Demo values a fresh store starts with; the TRN is a placeholder the owner must replace. */
export const DEFAULT_SHOP_SETTINGS: Readonly<ShopSettings> = {
  legalName: 'Graphic Tees Dubai Trading L.L.C.',
  tradingName: 'Graphic Tees Dubai',
  address: 'Shop 12, Al Quoz Industrial Area 3, Dubai, UAE',
  trn: '100000000000003',
  phone: '+971 4 123 4567',
  whatsapp: '+971 50 123 4567',
  email: 'hello@graphictees.ae',
  lowStockThreshold: 5,
};

export const LOW_STOCK_THRESHOLD_MAX = 10_000;

const TEXT_LIMITS = { legalName: 200, tradingName: 100, address: 300 } as const;
const LABELS: Record<ShopSettingKey, string> = {
  legalName: 'Legal name',
  tradingName: 'Trading name',
  address: 'Address',
  trn: 'TRN',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  lowStockThreshold: 'Low-stock threshold',
};

export function isShopSettingKey(value: string): value is ShopSettingKey {
  return (SHOP_SETTING_KEYS as readonly string[]).includes(value);
}

/** One setting checked and normalised: its stored value, or the problem to show. */
function readSetting(key: ShopSettingKey, value: unknown): { value: string | number } | { problem: string } {
  const label = LABELS[key];
  if (key === 'lowStockThreshold') {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LOW_STOCK_THRESHOLD_MAX) {
      return { value };
    }
    return { problem: `${label} must be a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX}.` };
  }
  if (typeof value !== 'string' || value.trim() === '') return { problem: `${label} is required.` };
  const text = value.trim();
  switch (key) {
    case 'trn':
      return isTrn(text) ? { value: normaliseTrn(text) } : { problem: 'TRN must be 15 digits.' };
    case 'phone':
    case 'whatsapp':
      return isUaePhone(text) ? { value: text } : { problem: `${label} must be a UAE number, e.g. +971 4 123 4567.` };
    case 'email':
      return isEmail(text) ? { value: normaliseEmail(text) } : { problem: 'Enter a valid e-mail address.' };
    default:
      return text.length <= TEXT_LIMITS[key]
        ? { value: text }
        : { problem: `${label} must be at most ${TEXT_LIMITS[key]} characters.` };
  }
}

export type ShopSettingsPatch =
  { ok: true; patch: Partial<ShopSettings> } | { ok: false; errors: Record<string, string> };

/** A partial update from an untrusted body: every field present is checked; unknown fields are refused. */
export function validateShopSettingsPatch(input: Readonly<Record<string, unknown>>): ShopSettingsPatch {
  const patch: Record<string, string | number> = {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!isShopSettingKey(key)) {
      errors[key] = `Unknown setting ${JSON.stringify(key.slice(0, 50))}.`;
      continue;
    }
    const result = readSetting(key, value);
    if ('problem' in result) errors[key] = result.problem;
    else patch[key] = result.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(patch).length === 0)
    return { ok: false, errors: { settings: 'Name at least one setting to change.' } };
  return { ok: true, patch: patch as Partial<ShopSettings> };
}
