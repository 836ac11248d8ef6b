import type { FastifyInstance } from 'fastify';
import { MESSAGES, normaliseEmail, validateNewsletterEmail } from '@store/domain';
import type { AppDeps } from '../app-deps.ts';
import { jsonBody } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';

/** The newsletter/contacts service: POST { email } → 201 when new, 200 when already subscribed. */
export function newsletterRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/newsletter/subscribers', async (request, reply) => {
    const { email } = jsonBody(request);
    const problem = validateNewsletterEmail(email);
    if (problem) throw new HttpError(400, problem);
    const result = await deps.db.db
      .insertInto('newsletter_subscribers')
      .values({ email: normaliseEmail(String(email)), created_at: deps.now().toISOString() })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .executeTakeFirst();
    const created = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    return reply.code(created ? 201 : 200).send({ message: MESSAGES.subscribed, created });
  });
}
