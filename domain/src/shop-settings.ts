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
  /** The shop's hours as shoppers read them, one line each (e.g. 'Mon-Sat 7:30am-8:00pm'). */
  openingHours: string[];
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
  'openingHours',
  'lowStockThreshold',
] as const satisfies readonly ShopSettingKey[];

/** What a shopper may see of the settings: the storefront's contact details (never the back office's limits). */
export const STORE_CONTACT_KEYS = [
  'tradingName',
  'address',
  'phone',
  'whatsapp',
  'email',
  'trn',
  'openingHours',
] as const satisfies readonly ShopSettingKey[];

export type StoreContact = Pick<ShopSettings, (typeof STORE_CONTACT_KEYS)[number]>;

/**
 * Demo values a fresh store starts with (the hours are spec §1's). The owner enters the real ones in the back
 * office; the TRN is a placeholder of the right form, no real company's.
 */
export const DEFAULT_SHOP_SETTINGS: Readonly<ShopSettings> = {
  legalName: 'Graphic Tees Dubai Trading L.L.C.',
  tradingName: 'Graphic Tees Dubai',
  address: 'Shop 12, Al Quoz Industrial Area 3, Dubai, UAE',
  trn: '100000000000003',
  phone: '+971 4 123 4567',
  whatsapp: '+971 50 123 4567',
  email: 'hello@graphictees.ae',
  openingHours: ['Mon-Sat 7:30am-8:00pm', 'Sunday 9:00am-5:00pm'],
  lowStockThreshold: 5,
};

export const LOW_STOCK_THRESHOLD_MAX = 10_000;
/** One line a day at most; the GraphQL cost limits count on it. */
export const OPENING_HOURS_MAX_LINES = 7;
export const OPENING_HOURS_LINE_MAX = 60;

const TEXT_LIMITS = { legalName: 200, tradingName: 100, address: 300 } as const;
export const SHOP_SETTING_LABELS: Readonly<Record<ShopSettingKey, string>> = {
  legalName: 'Legal name',
  tradingName: 'Trading name',
  address: 'Address',
  trn: 'TRN',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  openingHours: 'Opening hours',
  lowStockThreshold: 'Low-stock threshold',
};

export function isShopSettingKey(value: string): value is ShopSettingKey {
  return (SHOP_SETTING_KEYS as readonly string[]).includes(value);
}

/** The part of the settings a shopper may see. */
export function storeContactOf(settings: Readonly<ShopSettings>): StoreContact {
  return Object.fromEntries(STORE_CONTACT_KEYS.map((key) => [key, settings[key]])) as unknown as StoreContact;
}

type Read = { value: string | number | string[] } | { problem: string };

/** The opening hours: each line trimmed, blank lines dropped; one to seven lines of plain text. */
function readOpeningHours(value: unknown): Read {
  const label = SHOP_SETTING_LABELS.openingHours;
  if (!Array.isArray(value) || !value.every((line) => typeof line === 'string')) {
    return { problem: `${label} must be a list of lines.` };
  }
  const lines = value.map((line: string) => line.trim()).filter((line) => line !== '');
  if (lines.length === 0) return { problem: `${label} are required.` };
  if (lines.length > OPENING_HOURS_MAX_LINES)
    return { problem: `${label} take at most ${OPENING_HOURS_MAX_LINES} lines.` };
  // A line break or tab inside a line would print as one line on the page.
  if (lines.some((line) => /\p{Cc}/u.test(line)))
    return { problem: `Write each line of the ${label.toLowerCase()} on its own.` };
  if (lines.some((line) => line.length > OPENING_HOURS_LINE_MAX)) {
    return { problem: `Each line of the ${label.toLowerCase()} must be at most ${OPENING_HOURS_LINE_MAX} characters.` };
  }
  return { value: lines };
}

/** One setting checked and normalised: its stored value, or the problem to show. */
function readSetting(key: ShopSettingKey, value: unknown): Read {
  const label = SHOP_SETTING_LABELS[key];
  if (key === 'lowStockThreshold') {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LOW_STOCK_THRESHOLD_MAX) {
      return { value };
    }
    return { problem: `${label} must be a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX}.` };
  }
  if (key === 'openingHours') return readOpeningHours(value);
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
  const patch: Record<string, string | number | string[]> = {};
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
