import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { stockRoutes } from '../stock/stock.routes.ts';
import { adminScope } from '../admin-http.ts';
import { contentImageRoutes } from './content-images.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { photoRoutes } from './photos.routes.ts';
import { productRoutes } from './products.routes.ts';

/** The back office's catalogue, photos, content and stock endpoints (/admin-api/…), documented in each file. */
export function catalogueAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  adminScope(app, (scope) => {
    productRoutes(scope, deps);
    contentRoutes(scope, deps);
    stockRoutes(scope, deps);
  });
  photoRoutes(app, deps);
  contentImageRoutes(app, deps);
}
