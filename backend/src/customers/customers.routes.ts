import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@store/domain';
import type { AppDeps } from '../app-deps.ts';
import { jsonBody } from '../http/body.ts';
import { success } from '../http/errors.ts';
import * as customers from './customers.service.ts';

export function customerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, publicUrl: deps.config.publicUrl };

  app.post('/images/customers/', async (request) => {
    await customers.register(services, jsonBody(request));
    return success(MESSAGES.registered);
  });

  app.post('/images/login/', async (request) => {
    const data = await customers.login(services, jsonBody(request));
    return success(MESSAGES.loggedIn, { data });
  });

  app.post('/images/customer-update/', async (request) => {
    const data = await customers.updateProfile(services, jsonBody(request));
    return success(MESSAGES.profileUpdated, { data });
  });

  app.post('/images/change-password/', async (request) => {
    await customers.changePassword(services, jsonBody(request));
    return success(MESSAGES.passwordChanged);
  });

  app.get<{ Params: { email: string } }>('/images/forgot-password/:email', async (request) => {
    await customers.requestPasswordReset(services, request.params.email);
    return success(MESSAGES.resetRequested);
  });

  app.post('/images/reset-password/', async (request) => {
    await customers.resetPassword(services, jsonBody(request));
    return success(MESSAGES.passwordReset);
  });
}
