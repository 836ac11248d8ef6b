import DataLoader from 'dataloader';
import { LANGUAGE_HEADER, languageOfHeader, type Locale } from '@store/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueCache } from './catalog/catalogue-cache.ts';
import type { ProductModel } from './catalog/models.ts';
import type { GatewayConfig } from './config.ts';
import type { CustomerModel } from './customers/models.ts';
import type { Upstreams } from './datasources/index.ts';
import { fault } from './errors.ts';
import type { LoginThrottle } from './limits/login-throttle.ts';
import type { RateLimits } from './limits/rate-limits.ts';
import type { ActiveSession, Sessions } from './sessions/sessions.ts';
import { createStaffAccess, type StaffAccess } from './admin/staff-access.ts';

/** What lives for the whole process: made once in server.ts. */
export interface GatewayServices {
  config: GatewayConfig;
  upstreams: Upstreams;
  catalogue: CatalogueCache;
  limits: RateLimits;
  loginThrottle: LoginThrottle;
  sessions: Sessions;
  staffSessions: Sessions;
}

/** What every resolver gets: the services, this request's session and its loaders. */
export interface GatewayContext extends GatewayServices {
  clientAddress: string;
  /** The page's language (the x-shop-language header; a server render's page path): content answers in it. */
  language: Locale;
  loaders: {
    /** Products by id from the cached catalogue, or from the upstream for one the cache does not have yet. */
    product: DataLoader<string, ProductModel | null>;
    /** Products by id read fresh from the upstream (current stock), once per request. */
    freshProduct: DataLoader<string, ProductModel | null>;
  };
  /** This request's live session, looked up once and only when a resolver asks. */
  session(): Promise<ActiveSession | null>;
  /** The signed-in customer's profile as the server has it now, or null. */
  customer(): Promise<CustomerModel | null>;
  /** The session's customer, or an UNAUTHENTICATED fault. */
  requireCustomer(): Promise<{ email: string }>;
  startSession(email: string, remember: boolean): Promise<void>;
  endSession(): Promise<void>;
  /** The back-office principal of this request (a separate cookie and session). */
  staff: StaffAccess;
}

export function createContext(services: GatewayServices, request: FastifyRequest, reply: FastifyReply): GatewayContext {
  let session: Promise<ActiveSession | null> | null = null;
  let customer: Promise<CustomerModel | null> | null = null;
  const context: GatewayContext = {
    ...services,
    clientAddress: request.ip,
    language: languageOfHeader(request.headers[LANGUAGE_HEADER]),
    staff: createStaffAccess(services.staffSessions, services.upstreams.accounts, request, reply),
    loaders: {
      product: new DataLoader(async (ids) => {
        const catalogue = await services.catalogue.get();
        return Promise.all(ids.map((id) => catalogue.productById.get(id) ?? services.upstreams.images.product(id)));
      }),
      freshProduct: new DataLoader((ids) => Promise.all(ids.map((id) => services.upstreams.images.product(id)))),
    },
    session() {
      session ??= services.sessions.read(request, reply);
      return session;
    },
    customer() {
      customer ??= context
        .session()
        .then((active) => (active ? services.upstreams.accounts.profile(active.email) : null));
      return customer;
    },
    async requireCustomer() {
      const active = await context.session();
      if (!active) throw fault('UNAUTHENTICATED');
      return { email: active.email };
    },
    async startSession(email, remember) {
      session = Promise.resolve(await services.sessions.start(reply, email, remember));
      customer = null;
    },
    async endSession() {
      await services.sessions.end(reply, await context.session());
      session = Promise.resolve(null);
      customer = null;
    },
  };
  return context;
}
