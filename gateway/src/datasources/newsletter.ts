import type { Locale } from '@store/domain';
import { UpstreamError } from '../errors.ts';
import type { UpstreamClient } from './http.ts';

/**
 * The newsletter/contacts service: POST {email, language ('en' | 'ar')}; 200 or 201 is success. Unsubscribing from the welcome mail's
 * link is the bundled backend's (`backend`): it mails the welcome codes.
 */
export class Newsletter {
  constructor(
    private readonly client: UpstreamClient,
    private readonly backend: UpstreamClient,
  ) {}

  /** False for a link that names no subscriber. */
  async unsubscribe(token: string): Promise<boolean> {
    const response = await this.backend.call('newsletter/unsubscribe', { method: 'POST', body: { token } });
    if (response.status === 404) return false;
    if (response.status !== 200) {
      throw new UpstreamError(
        'UPSTREAM_ERROR',
        this.backend.name,
        `newsletter/unsubscribe answered ${response.status}`,
      );
    }
    return true;
  }

  async subscribe(email: string, language: Locale): Promise<boolean> {
    const response = await this.client.call('', { method: 'POST', body: { email, language } });
    return response.status === 200 || response.status === 201;
  }
}
