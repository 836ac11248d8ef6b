import type { CustomerModel } from '../customers/models.ts';
import type { SessionRecord } from '../sessions/session-store.ts';
import { UpstreamError } from '../errors.ts';
import type { UpstreamClient, UpstreamResponse } from './http.ts';
import { parseCustomer } from './wire-customer.ts';
import { legacyAnswer, record, text } from './wire.ts';

/** The backend's accounts API: server-side sessions (when there is no Redis) and customer profiles. */
export class AccountsApi {
  constructor(private readonly client: UpstreamClient) {}

  async startSession(idHash: string, session: SessionRecord): Promise<void> {
    await this.client.callOk('accounts/sessions/', {
      method: 'POST',
      body: {
        idHash,
        email: session.email,
        remember: session.remember,
        expiresAt: new Date(session.expiresAt).toISOString(),
      },
    });
  }

  async session(idHash: string): Promise<SessionRecord | null> {
    const response = await this.client.call(`accounts/sessions/${idHash}`);
    if (response.status === 404) return null;
    const answer = legacyAnswer(okBody(response, 'GET accounts/sessions/'));
    const data = record(answer.raw.data);
    const expiresAt = Date.parse(text(data.expiresAt));
    if (!answer.ok || Number.isNaN(expiresAt)) return null;
    return { email: text(data.email), remember: data.remember === true, expiresAt };
  }

  async endSession(idHash: string): Promise<void> {
    await this.client.callOk(`accounts/sessions/${idHash}/end`, { method: 'POST', body: {} });
  }

  async endSessionsOf(email: string, keepIdHash: string | null): Promise<void> {
    await this.client.callOk('accounts/sessions/end-all', { method: 'POST', body: { email, keep: keepIdHash } });
  }

  async profile(email: string): Promise<CustomerModel | null> {
    const response = await this.client.call(`accounts/profile/${encodeURIComponent(email)}`);
    if (response.status === 404) return null;
    const answer = legacyAnswer(okBody(response, 'GET accounts/profile/'));
    return answer.ok ? parseCustomer(answer.raw.data, email) : null;
  }
}

function okBody(response: UpstreamResponse, what: string): unknown {
  if (response.status >= 200 && response.status <= 299) return response.body;
  throw new UpstreamError('UPSTREAM_ERROR', 'accounts-api', `${what} answered ${response.status}`);
}
