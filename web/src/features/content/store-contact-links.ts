import { telHref, whatsappHref } from '@/lib/phone-links.ts';

/** The shop's contact details as the gateway answers them (storeContact). */
export interface StoreContactFields {
  tradingName: string;
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  trn: string;
  openingHours: readonly string[];
}

/** The details with the links that dial, chat and write to the shop. */
export interface StoreContactDetails extends StoreContactFields {
  phoneHref: string;
  /** Null when the number cannot be read as an international one (wa.me needs it). */
  whatsappHref: string | null;
  emailHref: string;
}

/**
 * A mailto: link. The local part is percent-encoded: characters an address may hold, such as ? # & or %, would
 * otherwise start the link's query or fragment.
 */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${email.slice(at + 1)}`;
}

export function withLinks(contact: StoreContactFields): StoreContactDetails {
  return {
    ...contact,
    phoneHref: telHref(contact.phone),
    whatsappHref: whatsappHref(contact.whatsapp),
    emailHref: mailtoHref(contact.email),
  };
}
