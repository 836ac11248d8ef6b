import { isUaePhone, phoneSearchDigits } from '@store/domain';

/**
 * A phone number in international digits, as tel: and wa.me links want them: a UAE number in any of its usual
 * forms ('050 123 4567', '+971 50 123 4567', '00971…') becomes 971501234567; anything else keeps its digits.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return isUaePhone(phone) ? `971${phoneSearchDigits(digits)}` : digits;
}

/** A link that calls the number from a phone. */
export function telHref(phone: string): string {
  return `tel:+${internationalDigits(phone)}`;
}

/** A link that opens a WhatsApp chat with the number. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${internationalDigits(phone)}`;
}
