import type { GatewayConfig } from '../config.ts';
import { AccountsApi } from './accounts-api.ts';
import { AdminApi } from './admin-api.ts';
import type { BreakerOptions } from './circuit-breaker.ts';
import { ContactMail } from './contact-mail.ts';
import { withDeadline } from './deadline.ts';
import { UpstreamClient } from './http.ts';
import { ImagesApi } from './images-api.ts';
import { Newsletter } from './newsletter.ts';
import { OrderManagement } from './order-management.ts';
import { PromotionsApi } from './promotions-api.ts';
import { ReturnsApi } from './returns-api.ts';

export interface Upstreams {
  images: ImagesApi;
  orderManagement: OrderManagement;
  /** Discount codes, judged by the upstream that places orders. */
  promotions: PromotionsApi;
  /** The shopper's returns, on the upstream that places orders. */
  returns: ReturnsApi;
  newsletter: Newsletter;
  contactMail: ContactMail;
  /** Sessions (without Redis) and customer profiles. */
  accounts: AccountsApi;
  /** The back office's API on the backend. */
  admin: AdminApi;
  /** The raw images API client, for /media pass-through and health checks. */
  imagesClient: UpstreamClient;
  /** The raw back-office client, for file downloads (CSV, PDF). */
  adminClient: UpstreamClient;
  clients: UpstreamClient[];
  /**
   * Runs work of `operation` (the request's context) with all its upstream calls, retries included, within the
   * operation deadline, counted from the operation's first such work.
   */
  withDeadline<T>(operation: object, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The most a shopper waits for an operation that must reach the backend (placing an order: the session, the
 * order itself, the stock refresh and the order read back), retries included. 10 s: past that people reload
 * or leave, and a reload with the same checkout key is answered the order already placed.
 */
export const OPERATION_DEADLINE_MS = 10_000;

/** Tests make these smaller; production uses the defaults. */
export interface UpstreamOptions {
  /** Each call's own deadline (http.ts CALL_DEADLINE_MS). */
  upstreamDeadlineMs?: number;
  /** One operation's deadline (OPERATION_DEADLINE_MS). */
  operationDeadlineMs?: number;
  /** Each upstream's circuit breaker (circuit-breaker.ts BREAKER_DEFAULTS). */
  breaker?: BreakerOptions;
  /** The breakers' clock (Date.now): a test moves it past the cool-down instead of racing a real one. */
  breakerClock?: () => number;
}

/** One connection pool and circuit breaker per upstream, made once at start and shared by every request. */
export function createUpstreams(config: GatewayConfig, options: UpstreamOptions = {}): Upstreams {
  const client = (name: string, url: string) =>
    new UpstreamClient(name, url, config.upstreamKey, {
      deadlineMs: options.upstreamDeadlineMs,
      breaker: options.breaker,
      breakerClock: options.breakerClock,
    });
  const imagesClient = client('images-api', config.imagesApiUrl);
  const orderClient = client('order-management', config.orderManagementUrl);
  const newsletterClient = client('newsletter', config.newsletterUrl);
  const contactClient = client('contact-mail', config.contactMailUrl);
  const accountsClient = client('accounts-api', config.accountsApiUrl);
  const adminClient = client('admin-api', config.adminApiUrl);
  const clients = [imagesClient, orderClient, newsletterClient, contactClient, accountsClient, adminClient];
  return {
    images: new ImagesApi(imagesClient),
    orderManagement: new OrderManagement(orderClient),
    promotions: new PromotionsApi(imagesClient),
    returns: new ReturnsApi(imagesClient),
    newsletter: new Newsletter(newsletterClient, accountsClient),
    contactMail: new ContactMail(contactClient, config.contactMail),
    accounts: new AccountsApi(accountsClient),
    admin: new AdminApi(adminClient),
    imagesClient,
    adminClient,
    clients,
    withDeadline: (operation, work) =>
      withDeadline(operation, options.operationDeadlineMs ?? OPERATION_DEADLINE_MS, work),
    close: async () => {
      await Promise.all(clients.map((client) => client.close()));
    },
  };
}
