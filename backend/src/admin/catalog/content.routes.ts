/**
 * Back-office content: collection cards, home banners and testimonials. Changes need `x-staff-email`, are
 * audited and show in the shop at once (images/collects/, images/banners/, images/testimonials/). Refusals as
 * in products.routes.ts (400 with `fields`, 404 unknown, 409 when a list is full).
 *
 * GET /admin-api/collections → {items: Collection[]};  GET /admin-api/collections/:name → Collection
 * PUT /admin-api/collections/:name {heading, description, lookbookProductId: number | null, position} → Collection
 *     Collection {name, heading, description, lookbookProductId, position, productCount (hidden included), imageSrc,
 *     imageUploaded}: imageSrc is the uploaded image (content-images.routes.ts) or else the generated art.
 *     The five collections are fixed (domain COLLECTIONS): their cards are edited, not added or removed.
 *
 * GET    /admin-api/banners → {items: Banner[]};  GET /admin-api/banners/:id → Banner
 * POST   /admin-api/banners {alt, heading ('<br>' breaks lines), text, btntext, link?, position} → 201 Banner
 *     (10 at most). link: a path on this store (domain readBannerLink; absent: /all-collections); a collection or
 *     product it names must exist.
 * PUT    /admin-api/banners/:id (same body) → Banner;  DELETE /admin-api/banners/:id → {items: Banner[]}
 *     Banner {id, alt, heading, text, btntext, link, position, imageSrc, imageUploaded}
 *
 * GET    /admin-api/testimonials → {items: Testimonial[]};  GET /admin-api/testimonials/:id → Testimonial
 * POST   /admin-api/testimonials {author, text, product, priceFils, stars (1–5), position} → 201 (12 at most)
 * PUT    /admin-api/testimonials/:id (same body) → Testimonial;  DELETE /admin-api/testimonials/:id → {items}
 *     Testimonial {id, author, text, product, priceFils, stars, position}
 *
 * Lists are shown in increasing position (ties by id).
 */
import { validateBannerInput, validateCollectionInput, validateTestimonialInput } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { mediaDirOf } from '../../catalog/photo-store.ts';
import { jsonBody } from '../../http/body.ts';
import { actorOf } from '../audit.ts';
import { pathId, valid } from '../admin-http.ts';
import * as content from './content.service.ts';

export function contentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const services = { db: deps.db.db, now: deps.now, mediaDir: mediaDirOf(deps.config) };
  const db = services.db;
  type WithName = { Params: { name: string } };
  type WithId = { Params: { id: string } };

  app.get('/admin-api/collections', () => content.listCollectionsForAdmin(db));
  app.get<WithName>('/admin-api/collections/:name', (request) => content.readCollection(db, request.params.name));
  app.put<WithName>('/admin-api/collections/:name', async (request) => {
    const actor = actorOf(request);
    const input = valid(validateCollectionInput(jsonBody(request)));
    return content.updateCollection(services, actor, request.params.name, input);
  });

  app.get('/admin-api/banners', () => content.listBannersForAdmin(db));
  app.get<WithId>('/admin-api/banners/:id', (request) => content.readBanner(db, pathId(request.params.id, 'Banner')));
  app.post('/admin-api/banners', async (request, reply) => {
    const actor = actorOf(request);
    const input = valid(validateBannerInput(jsonBody(request)));
    return reply.code(201).send(await content.saveBanner(services, actor, 'new', input));
  });
  app.put<WithId>('/admin-api/banners/:id', async (request) => {
    const actor = actorOf(request);
    const id = pathId(request.params.id, 'Banner');
    return content.saveBanner(services, actor, id, valid(validateBannerInput(jsonBody(request))));
  });
  app.delete<WithId>('/admin-api/banners/:id', async (request) => {
    const actor = actorOf(request);
    return content.deleteContent(services, actor, 'banners', pathId(request.params.id, 'Banner'));
  });

  app.get('/admin-api/testimonials', () => content.listTestimonialsForAdmin(db));
  app.get<WithId>('/admin-api/testimonials/:id', (request) =>
    content.readTestimonial(db, pathId(request.params.id, 'Testimonial')),
  );
  app.post('/admin-api/testimonials', async (request, reply) => {
    const actor = actorOf(request);
    const input = valid(validateTestimonialInput(jsonBody(request)));
    return reply.code(201).send(await content.saveTestimonial(services, actor, 'new', input));
  });
  app.put<WithId>('/admin-api/testimonials/:id', async (request) => {
    const actor = actorOf(request);
    const id = pathId(request.params.id, 'Testimonial');
    return content.saveTestimonial(services, actor, id, valid(validateTestimonialInput(jsonBody(request))));
  });
  app.delete<WithId>('/admin-api/testimonials/:id', async (request) => {
    const actor = actorOf(request);
    return content.deleteContent(services, actor, 'testimonials', pathId(request.params.id, 'Testimonial'));
  });
}
