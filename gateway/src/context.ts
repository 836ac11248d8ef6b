import DataLoader from 'dataloader';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueCache } from './catalog/catalogue-cache.ts';
import type { ProductModel } from './catalog/models.ts';
import type { GatewayConfig } from './config.ts';
import type { LoginThrottle } from './customers/login-throttle.ts';
import type { CustomerModel } from './customers/models.ts';
import type { Upstreams } from './datasources/index.ts';
import { fault } from './errors.ts';
import { clearSession, readSession, writeSession, type Session } from './session.ts';

/** What lives for the whole process: made once in server.ts. */
export interface GatewayServices {
  config: GatewayConfig;
  upstreams: Upstreams;
  catalogue: CatalogueCache;
  throttle: LoginThrottle;
}

/** What every resolver gets: the services, this request's session and its loaders. */
export interface GatewayContext extends GatewayServices {
  session: Session | null;
  clientAddress: string;
  loaders: {
    /** Products by id from the cached catalogue, or from the upstream for one the cache does not have yet. */
    product: DataLoader<string, ProductModel | null>;
    /** Products by id read fresh from the upstream (current stock), once per request. */
    freshProduct: DataLoader<string, ProductModel | null>;
  };
  startSession(customer: CustomerModel, remember: boolean): void;
  endSession(): void;
  /** The session's customer, or an UNAUTHENTICATED fault. */
  requireCustomer(): CustomerModel;
}

export function createContext(services: GatewayServices, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  const secure = services.config.production;
  const context: GatewayContext = {
    ...services,
    session: readSession(request),
    clientAddress: request.ip,
    loaders: {
      product: new DataLoader(async (ids) => {
        const catalogue = await services.catalogue.get();
        return Promise.all(ids.map((id) => catalogue.productById.get(id) ?? services.upstreams.images.product(id)));
      }),
      freshProduct: new DataLoader((ids) => Promise.all(ids.map((id) => services.upstreams.images.product(id)))),
    },
    startSession(customer, remember) {
      context.session = writeSession(reply, customer, { remember, secure });
    },
    endSession() {
      context.session = null;
      clearSession(reply, secure);
    },
    requireCustomer() {
      if (!context.session) throw fault('UNAUTHENTICATED');
      return context.session.customer;
    },
  };
  return context;
}
