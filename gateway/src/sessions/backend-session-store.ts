import type { AccountsApi } from '../datasources/accounts-api.ts';
import type { SessionKind, SessionRecord, SessionStore } from './session-store.ts';

/** Sessions in the backend's database (SQLite or PostgreSQL), through its accounts API. */
export class BackendSessionStore implements SessionStore {
  constructor(
    private readonly accounts: AccountsApi,
    private readonly kind: SessionKind,
  ) {}

  start(idHash: string, session: SessionRecord): Promise<void> {
    return this.accounts.startSession(this.kind, idHash, session);
  }

  find(idHash: string): Promise<SessionRecord | null> {
    return this.accounts.session(this.kind, idHash);
  }

  renew(idHash: string, expiresAt: number): Promise<void> {
    return this.accounts.renewSession(this.kind, idHash, expiresAt);
  }

  end(idHash: string): Promise<void> {
    return this.accounts.endSession(this.kind, idHash);
  }

  endAllOf(email: string, keepIdHash: string | null): Promise<void> {
    return this.accounts.endSessionsOf(this.kind, email, keepIdHash);
  }
}
