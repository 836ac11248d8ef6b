import type { AccountsApi } from '../datasources/accounts-api.ts';
import type { SessionRecord, SessionStore } from './session-store.ts';

/** Sessions in the backend's database (SQLite or PostgreSQL), through its accounts API. */
export class BackendSessionStore implements SessionStore {
  constructor(private readonly accounts: AccountsApi) {}

  start(idHash: string, session: SessionRecord): Promise<void> {
    return this.accounts.startSession(idHash, session);
  }

  find(idHash: string): Promise<SessionRecord | null> {
    return this.accounts.session(idHash);
  }

  end(idHash: string): Promise<void> {
    return this.accounts.endSession(idHash);
  }

  endAllOf(email: string, keepIdHash: string | null): Promise<void> {
    return this.accounts.endSessionsOf(email, keepIdHash);
  }
}
