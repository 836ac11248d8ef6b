import type { CustomerModel } from '../customers/models.ts';
import { languageOf } from '../customers/language.ts';
import { optionalText, record, text } from './wire.ts';

/** The legacy customer record `{fname, lname, email, phone, whatsapp}`, and the bundled backend's `language`. */
export function parseCustomer(value: unknown, fallbackEmail = ''): CustomerModel {
  const data = record(value);
  return {
    firstName: text(data.fname),
    lastName: text(data.lname),
    email: text(data.email, fallbackEmail).toLowerCase(),
    phone: text(data.phone),
    whatsapp: optionalText(data.whatsapp),
    ...(languageOf(data.language) ? { language: languageOf(data.language) } : {}),
  };
}
