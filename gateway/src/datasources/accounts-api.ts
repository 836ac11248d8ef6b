import { EMIRATES, isStaffRole, type Locale, type StaffRole } from '@store/domain';
import type { CustomerModel, ShippingAddressModel } from '../customers/models.ts';
import type { SessionKind, SessionRecord } from '../sessions/session-store.ts';
import { UpstreamError } from '../errors.ts';
import type { UpstreamClient, UpstreamResponse } from './http.ts';
import { parseCustomer } from './wire-customer.ts';
import { legacyAnswer, record, text } from './wire.ts';

/** The backend's accounts API: server-side sessions (when there is no Redis) and customer profiles. */
export class AccountsApi {
  constructor(private readonly client: UpstreamClient) {}

  async startSession(kind: SessionKind, idHash: string, session: SessionRecord): Promise<void> {
    await this.client.callOk(`accounts/${kind}/sessions/`, {
      method: 'POST',
      body: {
        idHash,
        email: session.email,
        remember: session.remember,
        expiresAt: new Date(session.expiresAt).toISOString(),
      },
    });
  }

  async session(kind: SessionKind, idHash: string): Promise<SessionRecord | null> {
    const response = await this.client.call(`accounts/${kind}/sessions/${idHash}`);
    if (response.status === 404) return null;
    const answer = legacyAnswer(okBody(response, 'GET accounts/sessions/'));
    const data = record(answer.raw.data);
    const expiresAt = Date.parse(text(data.expiresAt));
    const startedAt = Date.parse(text(data.startedAt));
    if (!answer.ok || Number.isNaN(expiresAt) || Number.isNaN(startedAt)) return null;
    return { email: text(data.email), remember: data.remember === true, expiresAt, startedAt };
  }

  async renewSession(kind: SessionKind, idHash: string, expiresAt: number): Promise<void> {
    const response = await this.client.call(`accounts/${kind}/sessions/${idHash}/renew`, {
      method: 'POST',
      body: { expiresAt: new Date(expiresAt).toISOString() },
    });
    // 404: the session ended meanwhile (logout on another tab); nothing to renew.
    if (response.status !== 404) okBody(response, 'POST accounts/sessions/renew');
  }

  async endSession(kind: SessionKind, idHash: string): Promise<void> {
    await this.client.callOk(`accounts/${kind}/sessions/${idHash}/end`, { method: 'POST', body: {} });
  }

  async endSessionsOf(kind: SessionKind, email: string, keepIdHash: string | null): Promise<void> {
    await this.client.callOk(`accounts/${kind}/sessions/end-all`, {
      method: 'POST',
      body: { email, keep: keepIdHash },
    });
  }

  async profile(email: string): Promise<CustomerModel | null> {
    const response = await this.client.call(`accounts/customer/profile/${encodeURIComponent(email)}`);
    if (response.status === 404) return null;
    const answer = legacyAnswer(okBody(response, 'GET accounts/profile/'));
    return answer.ok ? parseCustomer(answer.raw.data, email) : null;
  }

  /** Saves the customer's language; false when the backend has no such customer. */
  async setLanguage(email: string, language: Locale): Promise<boolean> {
    const response = await this.client.call('accounts/customer/language/', {
      method: 'POST',
      body: { email, language },
    });
    if (response.status === 404) return false;
    okBody(response, 'POST accounts/customer/language/');
    return true;
  }

  /** The address of the customer's newest order, null before their first (or for an address it cannot read). */
  async lastShippingAddress(email: string): Promise<ShippingAddressModel | null> {
    const response = await this.client.call(`accounts/customer/last-address/${encodeURIComponent(email)}`);
    if (response.status === 404) return null;
    const answer = legacyAnswer(okBody(response, 'GET accounts/last-address/'));
    if (!answer.ok || answer.raw.data === null) return null;
    const data = record(answer.raw.data);
    const emirate = text(data.emirate);
    if (!(EMIRATES as readonly string[]).includes(emirate)) return null;
    return {
      emirate,
      postalCode: text(data.postalCode),
      flatNo: text(data.flatNo),
      buildingName: text(data.buildingName),
      area: text(data.area),
      street: text(data.street),
    };
  }

  async staffMember(email: string): Promise<StaffMemberModel | null> {
    const response = await this.client.call(`accounts/staff/profile/${encodeURIComponent(email)}`);
    if (response.status === 404) return null;
    const data = record(legacyAnswer(okBody(response, 'GET accounts/staff/profile/')).raw.data);
    if (!isStaffRole(data.role)) return null;
    return {
      email: text(data.email),
      name: text(data.name),
      role: data.role,
      secondFactor: data.secondFactor === true,
    };
  }
}

/** A member of the back office as the backend has them now (role included), or null once removed. */
export interface StaffMemberModel {
  email: string;
  name: string;
  role: StaffRole;
  /** Two-step sign-in is on. */
  secondFactor: boolean;
}

function okBody(response: UpstreamResponse, what: string): unknown {
  if (response.status >= 200 && response.status <= 299) return response.body;
  throw new UpstreamError('UPSTREAM_ERROR', 'accounts-api', `${what} answered ${response.status}`);
}
