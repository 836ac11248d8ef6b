import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { firstError, normaliseEmail, validateContact } from '@store/domain';
import type { AppDeps } from '../app-deps.ts';
import { contactMail } from '../mail/contact-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { readSettings } from '../admin/settings/settings.service.ts';

/**
 * The contact-mail service, with the wire shape of a hosted e-mail send API:
 * POST { service_id, template_id, user_id (the public key), template_params: { name, email, message } }
 * → 200 'OK', or 4xx with a plain-text reason. The message is stored and mailed to the shop.
 */
export function contactRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/contact-mail/api/v1.0/email/send', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const serviceId = text(body.service_id);
    const templateId = text(body.template_id);
    const publicKey = text(body.user_id);
    if (!serviceId || !templateId || !publicKey) {
      return reply.code(400).type('text/plain').send('The service ID, template ID and public key are required.');
    }
    if (deps.config.contactPublicKey && publicKey !== deps.config.contactPublicKey) {
      return reply.code(403).type('text/plain').send('The public key is invalid.');
    }
    const params = (typeof body.template_params === 'object' && body.template_params) || {};
    const problem = firstError(validateContact(params));
    if (problem) return reply.code(422).type('text/plain').send(problem);
    const { name, email, message } = params as { name: string; email: string; message: string };
    const now = deps.now().toISOString();
    await deps.db.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('contact_messages')
        .values({
          id: randomUUID(),
          service_id: serviceId,
          template_id: templateId,
          name,
          email: normaliseEmail(email),
          message,
          created_at: now,
        })
        .execute();
      // To the mailbox the shop's settings name, the one shoppers see on the contact page.
      const { email: shopEmail } = await readSettings(trx);
      await enqueueMail(trx, contactMail(shopEmail, { name, email, message }), now);
    });
    return reply.code(200).type('text/plain').send('OK');
  });
}
