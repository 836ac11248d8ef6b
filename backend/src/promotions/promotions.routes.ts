import type { FastifyInstance } from 'fastify';
import {
  filsToAed,
  isEmail,
  isWholeQuantity,
  MAX_ORDER_LINES,
  normaliseEmail,
  priceWithCode,
  promotionCodeProblem,
  type PromotionLine,
} from '@store/domain';
import type { AppDeps } from '../app-deps.ts';
import * as catalog from '../catalog/catalog.repository.ts';
import { jsonBody } from '../http/body.ts';
import { failure, HttpError, success } from '../http/errors.ts';
import { readId } from '../http/ids.ts';
import { checkCode } from './promotions.service.ts';

interface QuoteLine {
  productId: number;
  quantity: number;
}

function parseLines(value: unknown): QuoteLine[] {
  if (!Array.isArray(value) || value.length > MAX_ORDER_LINES) {
    throw new HttpError(400, `lines must be a list of at most ${MAX_ORDER_LINES} cart lines.`);
  }
  return value.flatMap((raw: unknown) => {
    const line = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const productId = readId(line.id);
    if (productId === undefined || !isWholeQuantity(line.quantity)) {
      throw new HttpError(400, 'Each line needs a product id and a whole quantity of at least 1.');
    }
    // Too large to be any product's id: no line of the cart, as an unknown product is.
    return productId === null ? [] : [{ productId, quantity: line.quantity }];
  });
}

/**
 * The shop's discount codes as the gateway asks about them. The cart's code is judged here, on the store's own
 * prices, never by the client or the gateway.
 */
export function promotionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.db;

  /**
   * { code, email (null: not logged in), lines: [{ id, quantity }] } of the lines the cart can order as they
   * are → status '1' with what the code takes off, or status '2' with the shopper's reason.
   */
  app.post('/promotions/quote', async (request) => {
    const body = jsonBody(request);
    const problem = promotionCodeProblem(body.code);
    if (problem) throw new HttpError(400, problem);
    if (body.email !== null && body.email !== undefined && !isEmail(body.email)) {
      throw new HttpError(400, 'email must be an e-mail address or null.');
    }
    const email = typeof body.email === 'string' ? normaliseEmail(body.email) : null;
    const wanted = parseLines(body.lines);
    const products = new Map(
      (await catalog.findProducts(db, [...new Set(wanted.map((line) => line.productId))])).map((p) => [p.id, p]),
    );
    const lines: PromotionLine[] = wanted.flatMap((line) => {
      const product = products.get(line.productId);
      if (!product) return [];
      return [{ ...line, collection: product.collection, unitPriceFils: product.price_fils }];
    });
    const { row, outcome } = await checkCode(db, String(body.code), email, lines, deps.now());
    if (!outcome.ok || !row) return failure(outcome.ok ? 'This discount code is not valid.' : outcome.message);
    const price = priceWithCode(lines, outcome);
    return success('The discount code applies.', {
      data: { code: row.code, kind: row.kind, value: row.value, codeDiscount: filsToAed(price.codeDiscountFils) },
    });
  });
}
