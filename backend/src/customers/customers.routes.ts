import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@store/domain';
import type { AppDeps } from '../app-deps.ts';
import { jsonBody } from '../http/body.ts';
import { success } from '../http/errors.ts';
import * as customers from './customers.service.ts';
import { passwordTicket } from './password-ticket.ts';
import { emailInPath, retryAfterWhenBusy, type EmailPath } from './email-path.ts';

export function customerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, publicUrl: deps.config.publicUrl };
  // Routes that hash or verify a password answer 503 with Retry-After when that work is refused as busy.
  const hashing = { onSend: retryAfterWhenBusy };

  app.post('/images/customers/', hashing, async (request) => {
    await customers.register(services, jsonBody(request));
    return success(MESSAGES.registered);
  });

  app.post('/images/login/', hashing, async (request, reply) => {
    const data = await customers.login(services, jsonBody(request), passwordTicket(request, reply));
    return success(MESSAGES.loggedIn, { data });
  });

  app.post('/images/customer-update/', async (request) => {
    const data = await customers.updateProfile(services, jsonBody(request));
    return success(MESSAGES.profileUpdated, { data });
  });

  app.post('/images/change-password/', hashing, async (request) => {
    await customers.changePassword(services, jsonBody(request));
    return success(MESSAGES.passwordChanged);
  });

  app.get<EmailPath>('/images/forgot-password/*', async (request) => {
    await customers.requestPasswordReset(services, emailInPath(request));
    return success(MESSAGES.resetRequested);
  });

  app.post('/images/reset-password/', hashing, async (request) => {
    const data = await customers.resetPassword(services, jsonBody(request));
    return success(MESSAGES.passwordReset, { data });
  });
}
