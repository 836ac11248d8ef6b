import type { GatewayConfig } from '../config.ts';
import { ContactMail } from './contact-mail.ts';
import { UpstreamClient } from './http.ts';
import { ImagesApi } from './images-api.ts';
import { Newsletter } from './newsletter.ts';
import { OrderManagement } from './order-management.ts';

export interface Upstreams {
  images: ImagesApi;
  orderManagement: OrderManagement;
  newsletter: Newsletter;
  contactMail: ContactMail;
  /** The raw images API client, for /media pass-through and health checks. */
  imagesClient: UpstreamClient;
  clients: UpstreamClient[];
  close(): Promise<void>;
}

/** One connection pool per upstream, made once at start and shared by every request. */
export function createUpstreams(config: GatewayConfig, deadlineMs?: number): Upstreams {
  const imagesClient = new UpstreamClient('images-api', config.imagesApiUrl, config.upstreamKey, deadlineMs);
  const orderClient = new UpstreamClient('order-management', config.orderManagementUrl, config.upstreamKey, deadlineMs);
  const newsletterClient = new UpstreamClient('newsletter', config.newsletterUrl, config.upstreamKey, deadlineMs);
  const contactClient = new UpstreamClient('contact-mail', config.contactMailUrl, config.upstreamKey, deadlineMs);
  const clients = [imagesClient, orderClient, newsletterClient, contactClient];
  return {
    images: new ImagesApi(imagesClient),
    orderManagement: new OrderManagement(orderClient),
    newsletter: new Newsletter(newsletterClient),
    contactMail: new ContactMail(contactClient, config.contactMail),
    imagesClient,
    clients,
    close: async () => {
      await Promise.all(clients.map((client) => client.close()));
    },
  };
}
