import type { LanguageValue } from './language.ts';

/** The logged-in customer, as the session carries it. */
export interface CustomerModel {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  whatsapp: string | null;
  /** The account's language, when the answer that named the customer said it (a legacy login does not). */
  language?: LanguageValue;
}

/** Where the customer last had an order delivered; `emirate` is the domain's word ('Dubai'). */
export interface ShippingAddressModel {
  emirate: string;
  postalCode: string;
  flatNo: string;
  buildingName: string;
  area: string;
  street: string;
}
