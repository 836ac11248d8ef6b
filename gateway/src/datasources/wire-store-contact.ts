import { DEFAULT_SHOP_SETTINGS, storeContactOf, type StoreContact } from '@store/domain';
import { list, record, text } from './wire.ts';

/**
 * What a shop shows when its upstream has no images/store-contact/ (a legacy images API): the demo details
 * the storefront printed before they were settings.
 */
export const LEGACY_STORE_CONTACT: StoreContact = {
  ...storeContactOf(DEFAULT_SHOP_SETTINGS),
  // A legacy upstream has no Arabic: its pages show the English, marked so.
  tradingNameAr: '',
  addressAr: '',
  openingHoursAr: [],
  promoMessagesAr: [],
};

const lines = (value: unknown) =>
  list(value).flatMap((line) => (typeof line === 'string' && line !== '' ? [line] : []));

/** images/store-contact/ (the bundled backend's): {tradingName, address, phone, whatsapp, email, trn, openingHours}. */
export function parseStoreContact(body: unknown): StoreContact {
  const row = record(body);
  const fallback = LEGACY_STORE_CONTACT;
  const hours = lines(row.openingHours);
  return {
    tradingName: text(row.tradingName, fallback.tradingName),
    address: text(row.address, fallback.address),
    phone: text(row.phone, fallback.phone),
    whatsapp: text(row.whatsapp, fallback.whatsapp),
    email: text(row.email, fallback.email),
    trn: text(row.trn, fallback.trn),
    openingHours: hours.length > 0 ? hours : [...fallback.openingHours],
    welcomeOfferPercent: Number.isInteger(row.welcomeOfferPercent)
      ? Math.max(0, row.welcomeOfferPercent as number)
      : fallback.welcomeOfferPercent,
    promoMessages: Array.isArray(row.promoMessages)
      ? row.promoMessages.filter((line): line is string => typeof line === 'string' && line !== '')
      : [...fallback.promoMessages],
    tradingNameAr: text(row.tradingNameAr),
    addressAr: text(row.addressAr),
    openingHoursAr: lines(row.openingHoursAr),
    promoMessagesAr: lines(row.promoMessagesAr),
  };
}
