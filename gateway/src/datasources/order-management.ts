import type { UpstreamClient } from './http.ts';
import { legacyAnswer, type LegacyAnswer } from './wire.ts';

/** The order-management host: cancelling (images/cancel-order/). */
export class OrderManagement {
  constructor(private readonly client: UpstreamClient) {}

  async cancel(id: string, reason: string): Promise<LegacyAnswer> {
    return legacyAnswer(await this.client.callOk('images/cancel-order/', { method: 'POST', body: { id, reason } }));
  }
}
