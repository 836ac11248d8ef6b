import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, normaliseEmail, validateNewsletterEmail } from '@store/domain';
import type { AppDeps } from '../app-deps.ts';
import { jsonBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { languageField } from '../http/language-field.ts';
import { subscribe, subscriptionLanguage, unsubscribe } from './newsletter.service.ts';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The newsletter/contacts service: POST { email, language? ('en' | 'ar') } → 201 when new (the welcome code is mailed), 200 when already
 * subscribed. POST /newsletter/unsubscribe { token } → 200 { unsubscribed, language }, or 404 for a link that names no
 * subscriber; POST /newsletter/subscription { token } → 200 { language } of the subscription it names, or 404 (the
 * gateway's unsubscribe page asks before it unsubscribes, in the subscription's language).
 */
export function newsletterRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, publicUrl: deps.config.publicUrl };

  app.post('/newsletter/subscribers', async (request, reply) => {
    const { email, language } = jsonBody(request);
    const problem = validateNewsletterEmail(email);
    if (problem) throw new HttpError(400, problem);
    const created = await subscribe(services, normaliseEmail(String(email)), languageField(language));
    return reply.code(created ? 201 : 200).send({ message: MESSAGES.subscribed, created });
  });

  app.post('/newsletter/unsubscribe', async (request) => {
    const language = await unsubscribe(services, tokenOr404(request));
    if (!language) throw notValid();
    return { unsubscribed: true, language };
  });

  app.post('/newsletter/subscription', async (request) => {
    const language = await subscriptionLanguage(services.db, tokenOr404(request));
    if (!language) throw notValid();
    return { language };
  });
}

const notValid = () => new HttpError(404, 'This unsubscribe link is not valid.');

function tokenOr404(request: FastifyRequest): string {
  const { token } = jsonBody(request);
  if (typeof token !== 'string' || !TOKEN.test(token)) throw notValid();
  return token;
}
