import type { CustomerModel } from '../customers/models.ts';
import { optionalText, record, text } from './wire.ts';

/** The legacy customer record `{fname, lname, email, phone, whatsapp}`. */
export function parseCustomer(value: unknown, fallbackEmail = ''): CustomerModel {
  const data = record(value);
  return {
    firstName: text(data.fname),
    lastName: text(data.lname),
    email: text(data.email, fallbackEmail).toLowerCase(),
    phone: text(data.phone),
    whatsapp: optionalText(data.whatsapp),
  };
}
