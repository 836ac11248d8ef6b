/** Whose sessions: shoppers', or the back office's (a different principal, never interchangeable). */
export type SessionKind = 'customer' | 'staff';

/** What the server keeps of a signed-in session; the cookie carries only its random id. */
export interface SessionRecord {
  email: string;
  /** When it ends unless used again (epoch milliseconds): moved on by use, never past its lifetime. */
  expiresAt: number;
  /** When it was started (epoch milliseconds): its lifetime counts from here. */
  startedAt: number;
  remember: boolean;
}

/**
 * Where sessions live so that every gateway instance sees them and each can be ended: Redis when the
 * gateway has one, the backend's database otherwise. Keys are SHA-256 hashes of the cookie's id.
 */
export interface SessionStore {
  start(idHash: string, session: SessionRecord): Promise<void>;
  /** The session if it exists and has not expired. */
  find(idHash: string): Promise<SessionRecord | null>;
  /** Moves a live session's end to `expiresAt` (it was used); a session already gone stays gone. */
  renew(idHash: string, expiresAt: number): Promise<void>;
  end(idHash: string): Promise<void>;
  /** Ends every session of the customer except `keepIdHash` (the one that asked, if any). */
  endAllOf(email: string, keepIdHash: string | null): Promise<void>;
}
