import { telHref, whatsappHref } from '@/lib/phone-links.ts';

/** The shop's published contact details (placeholders until the real ones are known). */
export const STORE_CONTACT = {
  email: 'hello@graphictees.ae',
  phone: '+971 4 123 4567',
  whatsapp: '+971 50 123 4567',
  address: 'Shop 12, Al Quoz Industrial Area 3, Dubai, UAE',
  openingHours: ['Mon-Sat 7:30am-8:00pm', 'Sunday 9:00am-5:00pm'],
} as const;

export const PHONE_HREF = telHref(STORE_CONTACT.phone);
export const WHATSAPP_HREF = whatsappHref(STORE_CONTACT.whatsapp) ?? undefined;
export const EMAIL_HREF = `mailto:${STORE_CONTACT.email}`;
