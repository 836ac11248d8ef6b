import { EMIRATES, validateShipping, type FieldErrors } from '@store/domain';
import type { Emirate, ShippingForm_CustomerFragment, ShippingInput } from '@/__generated__/graphql.ts';

/** The checkout form's values; final-form leaves a cleared field undefined. */
export interface ShippingFormValues {
  firstName?: string;
  lastName?: string;
  phone?: string;
  whatsapp?: string;
  emirate?: Emirate | '';
  postalCode?: string;
  flatNo?: string;
  buildingName?: string;
  area?: string;
  street?: string;
  note?: string;
}

export type ShippingField = keyof ShippingFormValues;

/** 'Abu Dhabi' for ABU_DHABI: the domain's list of emirates holds the words the shopper reads. */
export function emirateLabel(value: Emirate): string {
  return EMIRATES.find((label) => label.toUpperCase().replace(/ /g, '_') === value) ?? value;
}

/**
 * Names, phone and WhatsApp from the customer's profile (WhatsApp falls back to the phone), the address of their
 * newest order (a returning customer does not type it again), and the note the shopper wrote in the side cart.
 */
export function initialShippingValues(customer: ShippingForm_CustomerFragment, note = ''): ShippingFormValues {
  const address = customer.lastShippingAddress;
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    whatsapp: customer.whatsapp || customer.phone,
    emirate: address?.emirate ?? '',
    ...(address && {
      postalCode: address.postalCode,
      flatNo: address.flatNo,
      buildingName: address.buildingName,
      area: address.area,
      street: address.street,
    }),
    note,
  };
}

/** The domain's checkout rules (spec §5); the domain knows emirates by their words. */
export function validateShippingForm(values: ShippingFormValues): FieldErrors<ShippingField> {
  return validateShipping({ ...values, emirate: values.emirate ? emirateLabel(values.emirate) : '' });
}

const text = (value: string | undefined) => (value ?? '').trim();

/** What placeOrder takes, from values that passed validateShippingForm. */
export function toShippingInput(values: ShippingFormValues): ShippingInput {
  const note = text(values.note);
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    phone: text(values.phone),
    whatsapp: text(values.whatsapp),
    emirate: values.emirate as Emirate,
    postalCode: text(values.postalCode),
    flatNo: text(values.flatNo),
    buildingName: text(values.buildingName),
    area: text(values.area),
    street: text(values.street),
    note: note === '' ? null : note,
  };
}
