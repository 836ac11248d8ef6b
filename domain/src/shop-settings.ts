import { NEWSLETTER_OFFER_PERCENT, RETURN_WINDOW_DAYS } from './constants.ts';
import { PRODUCT_BRAND_MAX, PRODUCT_LINE_MAX } from './product-rules.ts';
import { DEFAULT_PROMO_MESSAGES, DEFAULT_PROMO_MESSAGES_AR } from './store-offers.ts';
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
  /** Whether the shop's mailbox (`email`) gets a mail for each order placed. */
  newOrderMail: boolean;
  /** What a new product's form starts with, so that the owner does not retype them for every tee. */
  productBrand: string;
  productComposition: string;
  productOrigin: string;
  /** The newsletter's welcome offer: percent off a first order, mailed as a single-use code; 0: no offer. */
  welcomeOfferPercent: number;
  /** The promo bar's messages, one line each; `{offer}` stands for the welcome offer ('10%'). */
  promoMessages: string[];
  /** Days after delivery (Dubai calendar) in which a shopper may ask for a return (issue 22). */
  returnWindowDays: number;
  /** Arabic beside the texts shoppers read (issue 21); '' or no lines: missing, Arabic pages show the English. */
  tradingNameAr: string;
  addressAr: string;
  openingHoursAr: string[];
  promoMessagesAr: string[];
}

export type ShopSettingKey = keyof ShopSettings;

export const SHOP_SETTING_KEYS = [
  'legalName',
  'tradingName',
  'tradingNameAr',
  'address',
  'addressAr',
  'trn',
  'phone',
  'whatsapp',
  'email',
  'openingHours',
  'openingHoursAr',
  'lowStockThreshold',
  'newOrderMail',
  'productBrand',
  'productComposition',
  'productOrigin',
  'welcomeOfferPercent',
  'promoMessages',
  'promoMessagesAr',
  'returnWindowDays',
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
  // Not contacts, but public and shown on every page as they are: they travel with them.
  'welcomeOfferPercent',
  'promoMessages',
  'tradingNameAr',
  'addressAr',
  'openingHoursAr',
  'promoMessagesAr',
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
  newOrderMail: true,
  productBrand: 'Graphic Tees Dubai',
  productComposition: '100% combed cotton, 180 gsm',
  productOrigin: 'Designed and printed in Dubai, UAE',
  welcomeOfferPercent: NEWSLETTER_OFFER_PERCENT,
  promoMessages: [...DEFAULT_PROMO_MESSAGES],
  returnWindowDays: RETURN_WINDOW_DAYS,
  tradingNameAr: 'جرافيك تيز دبي',
  addressAr: 'محل 12، المنطقة الصناعية القوز 3، دبي، الإمارات العربية المتحدة',
  openingHoursAr: ['من الاثنين إلى السبت 7:30 ص - 8:00 م', 'الأحد 9:00 ص - 5:00 م'],
  promoMessagesAr: [...DEFAULT_PROMO_MESSAGES_AR],
};

/** Each Arabic setting and the English one it translates. */
export const ARABIC_SETTING_OF = {
  tradingNameAr: 'tradingName',
  addressAr: 'address',
  openingHoursAr: 'openingHours',
  promoMessagesAr: 'promoMessages',
} as const satisfies Partial<Record<ShopSettingKey, ShopSettingKey>>;

/**
 * The value an Arabic setting starts with when none is stored: the demo's Arabic while its English is still the
 * demo's, else empty (missing: Arabic pages show the owner's English), never the demo's Arabic beside an address,
 * hours or offers the owner has changed.
 */
export function arabicSettingDefault(
  key: keyof typeof ARABIC_SETTING_OF,
  english: ShopSettings[keyof ShopSettings],
): string | string[] {
  const demoEnglish = DEFAULT_SHOP_SETTINGS[ARABIC_SETTING_OF[key]];
  if (JSON.stringify(english) === JSON.stringify(demoEnglish)) return structuredClone(DEFAULT_SHOP_SETTINGS[key]);
  return Array.isArray(DEFAULT_SHOP_SETTINGS[key]) ? [] : '';
}

export const LOW_STOCK_THRESHOLD_MAX = 10_000;
export const WELCOME_OFFER_PERCENT_MAX = 50;
/** The longest return window the owner may set. */
export const RETURN_WINDOW_DAYS_MAX = 90;
export const PROMO_MESSAGES_MAX_LINES = 10;
export const PROMO_MESSAGE_MAX = 80;
/** One line a day at most; the GraphQL cost limits count on it. */
export const OPENING_HOURS_MAX_LINES = 7;
export const OPENING_HOURS_LINE_MAX = 60;

const TEXT_LIMITS = {
  legalName: 200,
  tradingName: 100,
  address: 300,
  productBrand: PRODUCT_BRAND_MAX,
  productComposition: PRODUCT_LINE_MAX,
  productOrigin: PRODUCT_LINE_MAX,
} as const;
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
  newOrderMail: 'Mail the shop each new order',
  productBrand: 'Brand of new products',
  productComposition: 'Composition of new products',
  productOrigin: 'Origin of new products',
  welcomeOfferPercent: 'Newsletter welcome offer (% off a first order)',
  promoMessages: 'Promo bar messages',
  returnWindowDays: 'Return window (days after delivery)',
  // Named apart from their English fields (a label search for 'Opening hours' finds one field).
  tradingNameAr: 'In Arabic: الاسم التجاري',
  addressAr: 'In Arabic: العنوان',
  openingHoursAr: 'In Arabic: ساعات العمل',
  promoMessagesAr: 'In Arabic: رسائل شريط العروض',
};

export function isShopSettingKey(value: string): value is ShopSettingKey {
  return (SHOP_SETTING_KEYS as readonly string[]).includes(value);
}

/** The part of the settings a shopper may see. */
export function storeContactOf(settings: Readonly<ShopSettings>): StoreContact {
  return Object.fromEntries(STORE_CONTACT_KEYS.map((key) => [key, settings[key]])) as unknown as StoreContact;
}

type Read = { value: ShopSettings[ShopSettingKey] } | { problem: string };

/** Lines of plain text: each trimmed, blank lines dropped; one to `maxLines` lines of at most `lineMax`. */
function readLines(
  key: 'openingHours' | 'promoMessages' | 'openingHoursAr' | 'promoMessagesAr',
  maxLines: number,
  lineMax: number,
  value: unknown,
): Read {
  const label = SHOP_SETTING_LABELS[key];
  if (!Array.isArray(value) || !value.every((line) => typeof line === 'string')) {
    return { problem: `${label} must be a list of lines.` };
  }
  const lines = value.map((line: string) => line.trim()).filter((line) => line !== '');
  if (lines.length === 0 && key === 'openingHours') return { problem: `${label} are required.` };
  if (lines.length > maxLines) return { problem: `${label} take at most ${maxLines} lines.` };
  // A line break or tab inside a line would print as one line on the page.
  if (lines.some((line) => /\p{Cc}/u.test(line)))
    return { problem: `Write each line of the ${label.toLowerCase()} on its own.` };
  if (lines.some((line) => line.length > lineMax)) {
    return { problem: `Each line of the ${label.toLowerCase()} must be at most ${lineMax} characters.` };
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
  if (key === 'welcomeOfferPercent') {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= WELCOME_OFFER_PERCENT_MAX) {
      return { value };
    }
    return { problem: `The welcome offer must be a whole percent from 0 (none) to ${WELCOME_OFFER_PERCENT_MAX}.` };
  }
  if (key === 'returnWindowDays') {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= RETURN_WINDOW_DAYS_MAX) {
      return { value };
    }
    return { problem: `${label} must be a whole number from 0 to ${RETURN_WINDOW_DAYS_MAX}.` };
  }
  if (key === 'openingHours') return readLines(key, OPENING_HOURS_MAX_LINES, OPENING_HOURS_LINE_MAX, value);
  if (key === 'promoMessages') return readLines(key, PROMO_MESSAGES_MAX_LINES, PROMO_MESSAGE_MAX, value);
  // Arabic is optional (none: the English shows); its limits are the English field's.
  if (key === 'openingHoursAr') return readLines(key, OPENING_HOURS_MAX_LINES, OPENING_HOURS_LINE_MAX, value);
  if (key === 'promoMessagesAr') return readLines(key, PROMO_MESSAGES_MAX_LINES, PROMO_MESSAGE_MAX, value);
  if (key === 'tradingNameAr' || key === 'addressAr') {
    if (typeof value !== 'string') return { problem: `${label} must be text.` };
    const max = TEXT_LIMITS[key === 'tradingNameAr' ? 'tradingName' : 'address'];
    return value.trim().length <= max
      ? { value: value.trim() }
      : { problem: `${label} must be at most ${max} characters.` };
  }
  if (key === 'newOrderMail') {
    return typeof value === 'boolean' ? { value } : { problem: `${label} must be on or off.` };
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
  const patch: Record<string, ShopSettings[ShopSettingKey]> = {};
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
