import { PROMOTION_MESSAGES, promotionCodeKey, type RateLimitName } from '@store/domain';
import type { RateLimits } from './rate-limits.ts';

export interface CodeGuesser {
  clientAddress: string;
  /** The signed-in customer's e-mail, or null for a guest. */
  email: string | null;
}

export interface CodeCheckTicket {
  /** False: too many unknown codes were tried; answer PROMOTION_MESSAGES.tooManyGuesses, known code or not. */
  allowed: boolean;
  /** Tells the ticket what the store answered (its refusal's words, or null when the code applied). */
  settle(refusal: string | null): Promise<void>;
}

const NOTHING = async () => {};

/**
 * Guards one look-up of a discount code against guessing, per client address and per signed-in customer. Each
 * new code takes a guess before the store is asked, atomically, so parallel guesses cannot all slip past the
 * limit; a code the store knew gives its guess back, so only unknown codes (and someone else's, which answer
 * alike) are counted. A cart asks about its code on every change: an unknown code already counted for this client
 * is not counted again, and while the limit holds every code gets the same answer, so guessing learns nothing.
 */
export async function checkCodeGuess(limits: RateLimits, guesser: CodeGuesser, code: string): Promise<CodeCheckTicket> {
  const counters: [RateLimitName, string][] = [['codeGuessesPerAddress', guesser.clientAddress]];
  if (guesser.email) counters.push(['codeGuessesPerAccount', guesser.email]);
  const repeatKey = `${guesser.clientAddress}:${promotionCodeKey(code)}`;
  if (await limits.isOver('codeGuessRepeat', repeatKey)) {
    const blocked = await Promise.all(counters.map(([name, key]) => limits.isOver(name, key)));
    return { allowed: !blocked.some(Boolean), settle: NOTHING };
  }
  const taken = await Promise.all(counters.map(([name, key]) => limits.take(name, key)));
  if (taken.some((result) => !result.allowed)) return { allowed: false, settle: NOTHING };
  return {
    allowed: true,
    settle: async (refusal) => {
      if (refusal === PROMOTION_MESSAGES.unknown) await limits.take('codeGuessRepeat', repeatKey);
      else await Promise.all(counters.map(([name, key]) => limits.giveBack(name, key)));
    },
  };
}
