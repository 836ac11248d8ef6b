import { describeOffer, isPromotionKind } from '@store/domain';
import type { UpstreamClient } from './http.ts';
import { legacyAnswer, number, record, text } from './wire.ts';

export interface CodeQuoteLine {
  productId: string;
  quantity: number;
}

export type CodeQuote =
  { ok: true; code: string; offer: string; codeDiscount: number } | { ok: false; message: string };

/**
 * The order backend's discount codes: it judges a code for a cart on its own prices, as it will again when the
 * order is placed (the same upstream as the images API, which places orders).
 */
export class PromotionsApi {
  constructor(private readonly client: UpstreamClient) {}

  async quote(code: string, email: string | null, lines: readonly CodeQuoteLine[]): Promise<CodeQuote> {
    const body = await this.client.callOk('promotions/quote', {
      method: 'POST',
      body: { code, email, lines: lines.map((line) => ({ id: line.productId, quantity: line.quantity })) },
    });
    const answer = legacyAnswer(body);
    if (!answer.ok) return { ok: false, message: answer.message };
    const data = record(answer.raw.data);
    const kind = text(data.kind);
    return {
      ok: true,
      code: text(data.code),
      offer: isPromotionKind(kind) ? describeOffer(kind, number(data.value)) : '',
      codeDiscount: number(data.codeDiscount),
    };
  }
}
