import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { jsonBody } from '../http/body.ts';
import { HttpError, success } from '../http/errors.ts';
import { changeOrderStatus } from './staff.service.ts';

function presentedToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Staff order commands, behind `Authorization: Bearer $STAFF_TOKEN`; closed when no token is configured. */
export function staffRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, publicUrl: deps.config.publicUrl };

  app.post<{ Params: { id: string } }>('/staff/orders/:id/status', async (request) => {
    const token = deps.config.staffToken;
    if (!token) throw new HttpError(403, 'The staff endpoint is closed: set STAFF_TOKEN to open it.');
    if (!sameSecret(presentedToken(request), token)) throw new HttpError(401, 'A valid staff token is required.');
    const body = jsonBody(request);
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const change = await changeOrderStatus(services, {
      orderId: request.params.id,
      status: text(body.status) ?? '',
      courier: text(body.courier),
      trackingNumber: text(body.trackingNumber),
    });
    return success(`Order ${change.orderId} moved from ${change.from} to ${change.to}.`, change);
  });
}
