import { passwordCheckHeaders, type PasswordCheckRequester } from '@store/domain';
import type { UpstreamClient, UpstreamResponse } from './http.ts';
import { UpstreamError } from '../errors.ts';
import { record, text, type WireRecord } from './wire.ts';

/** A back-office call's outcome: the JSON answer, or a refusal (4xx) with the backend's message and its body. */
export type AdminAnswer<T = unknown> =
  { ok: true; body: T } | { ok: false; status: number; message: string; body: WireRecord };

/**
 * The backend's back-office API (`admin-api/…`). Every call names the staff member it acts for in
 * `x-staff-email` (the audit log's "who"); the gateway has already checked their session and role.
 */
export class AdminApi {
  #afterChange: () => Promise<void> = async () => {};

  constructor(private readonly client: UpstreamClient) {}

  /** What to do, and wait for, after each change the backend accepted (a POST, PUT or DELETE answered 2xx). */
  afterEachChange(listener: () => Promise<void>): void {
    this.#afterChange = listener;
  }

  get<T>(actor: string | null, path: string): Promise<AdminAnswer<T>> {
    return this.#send<T>(actor, path, 'GET');
  }

  post<T>(actor: string | null, path: string, body: unknown): Promise<AdminAnswer<T>> {
    return this.#send<T>(actor, path, 'POST', body);
  }

  put<T>(actor: string | null, path: string, body: unknown): Promise<AdminAnswer<T>> {
    return this.#send<T>(actor, path, 'PUT', body);
  }

  delete<T>(actor: string | null, path: string): Promise<AdminAnswer<T>> {
    return this.#send<T>(actor, path, 'DELETE');
  }

  /** A call that checks a password: a 503 is the backend refusing it while busy, the password unchecked. */
  async passwordCheck<T>(
    path: string,
    body: unknown,
    requester: PasswordCheckRequester,
  ): Promise<AdminAnswer<T> | { busy: true }> {
    const response = await this.client.call(`admin-api/${path}`, {
      method: 'POST',
      body,
      headers: passwordCheckHeaders(requester),
    });
    if (response.status === 503) return { busy: true };
    return answerOf<T>(response, `POST admin-api/${path}`);
  }

  async #send<T>(
    actor: string | null,
    path: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    body?: unknown,
  ): Promise<AdminAnswer<T>> {
    const headers: Record<string, string> = actor ? { 'x-staff-email': actor } : {};
    const response = await this.client.call(`admin-api/${path}`, { method, body, headers });
    const answer = answerOf<T>(response, `${method} admin-api/${path}`);
    if (answer.ok && method !== 'GET') await this.#afterChange();
    return answer;
  }
}

function answerOf<T>(response: UpstreamResponse, what: string): AdminAnswer<T> {
  if (response.status >= 200 && response.status <= 299) return { ok: true, body: response.body as T };
  if (response.status >= 400 && response.status <= 499 && response.status !== 401) {
    const body = record(response.body);
    return { ok: false, status: response.status, message: text(body.message, 'Refused.'), body };
  }
  // 401 would mean the gateway's own upstream key is wrong: a fault, like a 5xx.
  throw new UpstreamError('UPSTREAM_ERROR', 'admin-api', `${what} answered ${response.status}`);
}
