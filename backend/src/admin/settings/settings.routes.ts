/**
 * Back-office shop settings, plain JSON (`/admin-api/settings`). The gateway lets only the owner change them.
 *
 *   GET /admin-api/settings → ShopSettings
 *     { legalName, tradingName, address, trn, phone, whatsapp, email, openingHours: string[], lowStockThreshold }
 *   PUT /admin-api/settings   header x-staff-email; body: any subset of ShopSettings → the settings after it
 *     400 { status: '2', message, errors: { field: message } } for a bad or unknown field; audited as
 *     'settings.update' with { changes: { field: { from, to } } }. A change shoppers see moves the catalogue
 *     version (images/catalogue-version/).
 *
 * And the storefront's part, public (bundled backend only, beside images/testimonials/):
 *   GET /images/store-contact/ → { tradingName, address, phone, whatsapp, email, trn, openingHours }
 */
import { validateShopSettingsPatch } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { jsonBody } from '../../http/body.ts';
import { failure } from '../../http/errors.ts';
import { actorOf } from '../audit.ts';
import { readSettings, readStoreContact, updateSettings } from './settings.service.ts';

export function settingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.db;

  app.get('/images/store-contact/', async () => readStoreContact(db));

  app.get('/admin-api/settings', async () => readSettings(db));

  app.put('/admin-api/settings', async (request, reply) => {
    const actor = actorOf(request);
    const result = validateShopSettingsPatch(jsonBody(request));
    if (!result.ok) {
      const message = Object.values(result.errors)[0] ?? 'Invalid settings.';
      return reply.code(400).send({ ...failure(message), errors: result.errors });
    }
    return updateSettings(db, result.patch, actor, deps.now().toISOString());
  });
}
