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

/**
 * Counts one mail a member of staff sends to a customer (a reset link); false when the address has had its
 * share. Staff mail and shoppers' requests count against one limit per recipient, so neither can mail-bomb.
 */
export function mayMailRecipient(limits: RateLimits, emailAddress: string): Promise<boolean> {
  return limits.takeAll([['mailPerRecipient', normaliseEmail(emailAddress)]]);
}
