/** Who signs in: customers, staff, their sessions and resets, and what staff did. */

export interface CustomerTable {
  id: string;
  /** Normalised (trimmed, lower-case): unique case-insensitively. */
  email: string;
  fname: string;
  lname: string;
  phone: string;
  whatsapp: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** The shopper's language, 'en' or 'ar' (domain Locale): their account's mails are in it (0016). */
  language: string;
}

export interface StaffTable {
  id: string;
  email: string;
  name: string;
  /** 'OWNER' or 'STAFF' (domain/src/staff-roles.ts). */
  role: string;
  /** Null until an invited member sets a password. */
  password_hash: string | null;
  invite_token_hash: string | null;
  invite_expires_at: string | null;
  created_at: string;
  removed_at: string | null;
  /** The TOTP secret (base32), from the start of its set-up; null when there is none. */
  totp_secret: string | null;
  /** When the member confirmed it with a first code: from then on sign-in asks for a code. */
  totp_enabled_at: string | null;
  /** The time step of the last code accepted: a code is never accepted twice. */
  totp_last_step: number | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor: string;
  action: string;
  subject: string;
  /** JSON. */
  detail: string;
}

export interface SessionTable {
  /** SHA-256 (hex) of the session id the customer's cookie carries. */
  id_hash: string;
  /** 'customer' or 'staff'. */
  kind: string;
  /** customers.id or staff.id. */
  principal_id: string;
  remember: number;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetTable {
  /** SHA-256 of the token: the token itself is only in the e-mail. */
  token_hash: string;
  customer_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
