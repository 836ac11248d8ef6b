/** A UAE number as typed (050 123 4567, +971 50…, 00971…) in international digits: 971501234567; null otherwise. */
export function internationalDigits(phone: string): string | null {
  const digits = phone.replace(/[\s()-]/g, '');
  const match = /^(?:\+971|00971|971|0)(\d{8,9})$/.exec(digits);
  if (match) return `971${match[1]}`;
  // Another country's number written with its + code.
  return /^\+\d{8,15}$/.test(digits) ? digits.slice(1) : null;
}

/** A tel: link that dials from anywhere; the number as typed when it is not one we can read. */
export function telHref(phone: string): string {
  const digits = internationalDigits(phone);
  return `tel:${digits ? `+${digits}` : phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat link (wa.me takes international digits only), or null when the number cannot be read. */
export function whatsappHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}` : null;
}
