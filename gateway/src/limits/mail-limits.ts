import { normaliseEmail } from '@store/domain';
import type { RateLimits } from './rate-limits.ts';

/**
 * Counts one mail asked for by a client address to (or from) an e-mail address; false when either
 * limit is used up. Registration, reset links, newsletter sign-ups and contact messages all count.
 */
export function mayMail(limits: RateLimits, clientAddress: string, emailAddress: string): Promise<boolean> {
  return limits.takeAll([
    ['mailPerAddress', clientAddress],
    ['mailPerRecipient', normaliseEmail(emailAddress)],
  ]);
}
