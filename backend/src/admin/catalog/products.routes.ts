/**
 * Back-office catalogue: /admin-api/products. Plain JSON, money in fils (integers), dates ISO-8601 UTC.
 * Every change needs `x-staff-email` (the gateway sets it after checking the staff session and role; 400
 * without it) and writes an audit row in its transaction. Refusals: `{status:'2', message}` with a 4xx; a 400
 * for bad fields names the first in `message` ("priceFils: …") and all in `fields` ({priceFils: "…"}).
 *
 * GET  /admin-api/products?q=&collection=&hidden=true|false&page=1&pageSize=25
 *      → {items: ProductSummary[], total, page, pageSize}; q matches title or brand (literal; case-insensitive,
 *      for ASCII letters only on SQLite)
 *      ProductSummary {id, title, brand, collection, priceFils, oldPriceFils, hotSale, topPick, hidden, position,
 *                      totalStock, imageSrc}
 * GET  /admin-api/products/:id → Product (404 when unknown; hidden products too)
 * POST /admin-api/products     ProductInput → 201 Product
 * PUT  /admin-api/products/:id ProductInput → Product. Kept variants keep their stock; `stock` may only give
 *      starting quantities of variants being added (quantities change through /admin-api/stock/adjust).
 * POST /admin-api/products/:id/hide, /show → Product. A hidden product is in no images/ answer (lists, top
 *      picks, product/{id}, collection counts, lookbooks) and cannot be ordered; old orders still show it.
 *
 * ProductInput {title, description, priceFils (> 0), oldPriceFils (null or > priceFils), collection (Racing, JDM,
 *      Bike, Car, Titan), brand, hotSale?, topPick?, care?: string[], composition, origin,
 *      sizes: string[] (of XS…Free Size), colours: string[] (of the ten palette colours),
 *      stock?: [{size, colour, quantity}]}; rules in domain/src/product-rules.ts
 * Product = ProductInput without stock + {id, hidden, position, imageSrc,
 *      variants: [{size, colour, quantity}] (sizes × colours), photos: Photo[] (see photos.routes.ts)}
 */
import { COLLECTIONS, validateProductInput } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { jsonBody } from '../../http/body.ts';
import { actorOf } from '../audit.ts';
import { pagingOf } from '../lists.ts';
import { pathId, queryOf, refuseFields, valid, type Query } from '../admin-http.ts';
import * as products from './products.service.ts';

const SEARCH_MAX = 100;

function readFilter(query: Query) {
  const { q, collection, hidden } = query;
  if (q !== undefined && (typeof q !== 'string' || q.length > SEARCH_MAX)) {
    refuseFields({ q: `q must be text of at most ${SEARCH_MAX} characters.` });
  }
  if (collection !== undefined && !(COLLECTIONS as readonly unknown[]).includes(collection)) {
    refuseFields({ collection: `collection must be one of ${COLLECTIONS.join(', ')}.` });
  }
  if (hidden !== undefined && hidden !== 'true' && hidden !== 'false') {
    refuseFields({ hidden: 'hidden must be true or false.' });
  }
  return {
    q: typeof q === 'string' && q.trim() !== '' ? q.trim() : undefined,
    collection: collection as string | undefined,
    hidden: hidden === undefined ? undefined : hidden === 'true',
  };
}

export function productRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now };
  const db = services.db;
  type WithId = { Params: { id: string } };

  app.get('/admin-api/products', async (request) => {
    const query = queryOf(request);
    return products.searchProducts(db, readFilter(query), pagingOf(query));
  });

  app.get<WithId>('/admin-api/products/:id', (request) =>
    products.readProduct(db, pathId(request.params.id, 'Product')),
  );

  app.post('/admin-api/products', async (request, reply) => {
    const actor = actorOf(request);
    const input = valid(validateProductInput(jsonBody(request)));
    return reply.code(201).send(await products.createProduct(services, actor, input));
  });

  app.put<WithId>('/admin-api/products/:id', async (request) => {
    const actor = actorOf(request);
    const id = pathId(request.params.id, 'Product');
    return products.updateProduct(services, actor, id, valid(validateProductInput(jsonBody(request))));
  });

  for (const [verb, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post<WithId>(`/admin-api/products/:id/${verb}`, async (request) => {
      const actor = actorOf(request);
      return products.setHidden(services, actor, pathId(request.params.id, 'Product'), hidden);
    });
  }
}
