import { DEFAULT_LOCALE, isLocale, type Locale } from '@store/domain';
import { UpstreamError } from '../errors.ts';
import type { UpstreamClient } from './http.ts';
import { record } from './wire.ts';

/**
 * The newsletter/contacts service: POST {email, language ('en' | 'ar')}; 200 or 201 is success. Unsubscribing from the welcome mail's
 * link is the bundled backend's (`backend`): it mails the welcome codes.
 */
export class Newsletter {
  constructor(
    private readonly client: UpstreamClient,
    private readonly backend: UpstreamClient,
  ) {}

  /** Takes the link's address off the list: the subscription's language, or null for a link that names no subscriber. */
  unsubscribe(token: string): Promise<Locale | null> {
    return this.languageFrom('newsletter/unsubscribe', token);
  }

  /** The language of the subscription an unsubscribe link names, or null for a link that names none. */
  subscriptionLanguage(token: string): Promise<Locale | null> {
    return this.languageFrom('newsletter/subscription', token);
  }

  private async languageFrom(path: string, token: string): Promise<Locale | null> {
    const response = await this.backend.call(path, { method: 'POST', body: { token } });
    if (response.status === 404) return null;
    if (response.status !== 200) {
      throw new UpstreamError('UPSTREAM_ERROR', this.backend.name, `${path} answered ${response.status}`);
    }
    // A backend from before the subscription kept its language answers none: English, as its mails were.
    const { language } = record(response.body);
    return isLocale(language) ? language : DEFAULT_LOCALE;
  }

  async subscribe(email: string, language: Locale): Promise<boolean> {
    const response = await this.client.call('', { method: 'POST', body: { email, language } });
    return response.status === 200 || response.status === 201;
  }
}
