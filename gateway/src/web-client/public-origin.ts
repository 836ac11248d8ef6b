import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.ts';

/** What a Host header may hold; anything else is not put into a page. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The origin absolute URLs in pages are made on: PUBLIC_URL, else the request's own host. */
export function publicOrigin(config: GatewayConfig, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const host = PLAIN_HOST.test(request.host) ? request.host : `127.0.0.1:${config.port}`;
  return `${request.protocol}://${host}`;
}
