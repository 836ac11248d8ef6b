import { persistedVar } from '@/lib/persisted-var.ts';

/** The logged-in customer as the spec keeps it in localStorage under 'user' (§3, §4). The session cookie is the truth. */
export interface StoredUser {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  whatsapp: string;
  isLogin: boolean;
}

function parseUser(stored: unknown): StoredUser | null {
  const user = stored as StoredUser;
  if (typeof stored !== 'object' || stored === null || typeof user.email !== 'string' || user.email === '') return null;
  return {
    fname: String(user.fname ?? ''),
    lname: String(user.lname ?? ''),
    email: user.email,
    phone: String(user.phone ?? ''),
    whatsapp: String(user.whatsapp ?? ''),
    isLogin: user.isLogin === true,
  };
}

export const userVar = persistedVar<StoredUser | null>('user', null, { parse: parseUser });

/** After login or a profile change: the customer as the gateway answered. */
export function rememberUser(customer: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  whatsapp?: string | null;
}) {
  userVar({
    fname: customer.firstName,
    lname: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    whatsapp: customer.whatsapp ?? '',
    isLogin: true,
  });
}

/** Logout (or a session that ended): the stored copy goes too. */
export function forgetUser() {
  userVar(null);
}
