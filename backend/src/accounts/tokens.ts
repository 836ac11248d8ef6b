import { createHash, randomBytes } from 'node:crypto';

/** A single-use link token (256 bits) and the hash it is stored under: a copy of the table opens nothing. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
