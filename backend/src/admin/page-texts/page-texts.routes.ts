/**
 * The About, FAQ and policy pages' texts staff rewrote, plain JSON. The gateway lets only the owner save them.
 *
 *   GET /admin-api/page-texts?page=FAQ → AdminPageText[] (page-texts.service.ts), in the order the page shows them
 *   PUT /admin-api/page-texts   header x-staff-email; body { page, texts: [{ key, english, arabic }] }
 *     → the page's texts after the save; 400 { status: '2', message } for a bad text, nothing saved. Audited as
 *     'pageTexts.update'; moves the catalogue version.
 *
 * And the storefront's part, public (bundled backend only): the rewritten texts, compiled, loaded with the catalogue.
 *   GET /images/page-texts/ → [{ key, en, ar }] (ar null: no Arabic, the Arabic page shows the English)
 */
import { isContentPage } from '@store/domain/page-texts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { jsonBody } from '../../http/body.ts';
import { failure, HttpError } from '../../http/errors.ts';
import { actorOf } from '../audit.ts';
import { checkPageTexts } from './page-text-rules.ts';
import { readAdminPageTexts, readShopPageTexts, savePageTexts } from './page-texts.service.ts';

/** A page's save carries at most every text of the page in both languages: more than the default body limit. */
const SAVE_BODY_LIMIT_BYTES = 512 * 1024;

export function pageTextRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.db.db;

  app.get('/images/page-texts/', async () => readShopPageTexts(db));

  app.get('/admin-api/page-texts', async (request) => {
    const { page } = request.query as Record<string, unknown>;
    if (!isContentPage(page))
      throw new HttpError(400, 'Name the page: ?page=ABOUT, FAQ, TERMS, PRIVACY, RETURNS or SHIPPING.');
    return readAdminPageTexts(db, page);
  });

  app.put('/admin-api/page-texts', { bodyLimit: SAVE_BODY_LIMIT_BYTES }, async (request, reply) => {
    const actor = actorOf(request);
    const checked = checkPageTexts(jsonBody(request));
    if (!checked.ok) return reply.code(400).send(failure(checked.message));
    return savePageTexts(db, checked.page, checked.texts, actor, deps.now().toISOString());
  });
}
