import type { UpstreamClient } from './http.ts';

/** The newsletter/contacts service: POST {email}; 200 or 201 is success. */
export class Newsletter {
  constructor(private readonly client: UpstreamClient) {}

  async subscribe(email: string): Promise<boolean> {
    const response = await this.client.call('', { method: 'POST', body: { email } });
    return response.status === 200 || response.status === 201;
  }
}
