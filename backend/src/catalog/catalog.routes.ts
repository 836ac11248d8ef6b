import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { idParam, NO_SUCH_ID } from '../http/ids.ts';
import * as catalog from './catalog.service.ts';

export function catalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.db;
  app.get('/images/all-products/', () => catalog.productItems(db));
  app.get('/images/top-picks/', () => catalog.productItems(db, { topPicksOnly: true }));
  app.get('/images/collects/', () => catalog.collectionItems(db));
  app.get('/images/banners/', () => catalog.bannerRows(db));
  // Not in the legacy contract (spec §7): the gateway falls back to its own constants where they are missing.
  app.get('/images/testimonials/', () => catalog.testimonialRows(db));
  app.get('/images/catalogue-version/', () => catalog.catalogueVersion(db));
  app.get<{ Params: { id: string } }>('/images/product/:id/', async (request) => {
    const id = idParam(request.params.id, 'Product id');
    return id === NO_SUCH_ID ? [] : catalog.productItem(db, id);
  });
}
