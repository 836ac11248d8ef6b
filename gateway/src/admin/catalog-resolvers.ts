import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { AdminAnswer } from '../datasources/admin-api.ts';
import { userError } from '../resolvers/user-errors.ts';
import * as wire from './catalog-wire.ts';
import { listBody, listQuery, type ListPage } from './lists.ts';

const productPath = (id: string) => `products/${encodeURIComponent(id)}`;

/** A product change: the product after it, or the refusal. */
async function productChange(
  context: GatewayContext,
  send: (actor: string) => Promise<AdminAnswer<unknown>>,
  after?: (body: wire.ProductWire, actor: string) => Promise<wire.ProductWire | null>,
) {
  const member = await context.staff.require();
  const answer = await send(member.email);
  if (!answer.ok) return { product: null, errors: userError(answer.message) };
  const body = after ? await after(answer.body as wire.ProductWire, member.email) : (answer.body as wire.ProductWire);
  return { product: body ? wire.product(body) : null, errors: [] };
}

/** The product as it is now (after a photo change, which answers only the photos). */
function reread(context: GatewayContext, id: string) {
  return async (_body: wire.ProductWire, actor: string) => {
    const answer = await context.upstreams.admin.get<wire.ProductWire>(actor, productPath(id));
    return answer.ok ? answer.body : null;
  };
}

/** The home page's editable lists and how each is shaped from the wire. */
const CONTENT = { collections: wire.collection, banners: wire.banner, testimonials: wire.testimonial };
type ContentList = keyof typeof CONTENT;
type ContentWire<L extends ContentList> = Parameters<(typeof CONTENT)[L]>[0];
type Content<L extends ContentList> = ReturnType<(typeof CONTENT)[L]>;

async function readContent<L extends ContentList>(context: GatewayContext, actor: string, list: L) {
  const answer = await context.upstreams.admin.get<{ items: ContentWire<L>[] }>(actor, list);
  // TypeScript cannot follow L from CONTENT[list] to its own parameter type.
  const shape = CONTENT[list] as (item: ContentWire<L>) => Content<L>;
  return answer.ok ? answer.body.items.map(shape) : [];
}

/** A content change: the whole list after it, or the refusal. */
async function contentChange<L extends ContentList>(
  context: GatewayContext,
  list: L,
  send: (actor: string) => Promise<AdminAnswer<unknown>>,
) {
  const member = await context.staff.require();
  const answer = await send(member.email);
  if (!answer.ok) return { errors: userError(answer.message) };
  return { [list]: await readContent(context, member.email, list), errors: [] };
}

async function contentList<L extends ContentList>(context: GatewayContext, list: L) {
  const member = await context.staff.require();
  return readContent(context, member.email, list);
}

export const catalogAdminQuery: QueryResolvers = {
  adminProducts: async (_parent, { q, collection, hidden, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const filters = { q, collection, hidden: hidden === null || hidden === undefined ? null : String(hidden) };
    const answer = await upstreams.admin.get<ListPage<wire.ProductSummaryWire>>(
      member.email,
      `products?${listQuery({ page, pageSize }, filters)}`,
    );
    const body = listBody(answer);
    return { ...body, items: body.items.map(wire.productSummary) };
  },

  adminProduct: async (_parent, { id }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<wire.ProductWire>(member.email, productPath(id));
    return answer.ok ? wire.product(answer.body) : null;
  },

  stockHistory: async (_parent, { productId, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.get<ListPage<wire.MovementWire>>(
      member.email,
      `stock/history?${listQuery({ page, pageSize }, { productId })}`,
    );
    const body = listBody(answer);
    return { ...body, items: body.items.map(wire.movement) };
  },

  lowStock: async (_parent, { threshold, page, pageSize }, { staff, upstreams }) => {
    const member = await staff.require();
    const filters = { threshold: threshold === null || threshold === undefined ? null : String(threshold) };
    const answer = await upstreams.admin.get<ListPage<wire.LowStockWire> & { threshold: number }>(
      member.email,
      `stock/low?${listQuery({ page, pageSize }, filters)}`,
    );
    const body = listBody(answer);
    return { ...body, items: body.items.map(wire.lowStockVariant) };
  },

  adminCollections: (_parent, _args, context) => contentList(context, 'collections'),
  adminBanners: (_parent, _args, context) => contentList(context, 'banners'),
  adminTestimonials: (_parent, _args, context) => contentList(context, 'testimonials'),
};

export const catalogAdminMutation: MutationResolvers = {
  createProduct: (_parent, { input }, context) =>
    productChange(context, (actor) => context.upstreams.admin.post(actor, 'products', wire.productInput(input))),

  updateProduct: (_parent, { id, input }, context) =>
    productChange(context, (actor) => context.upstreams.admin.put(actor, productPath(id), wire.productInput(input))),

  setProductHidden: (_parent, { id, hidden }, context) =>
    productChange(context, (actor) =>
      context.upstreams.admin.post(actor, `${productPath(id)}/${hidden ? 'hide' : 'show'}`, {}),
    ),

  deleteProductPhoto: (_parent, { productId, photoId }, context) =>
    productChange(
      context,
      (actor) =>
        context.upstreams.admin.delete(actor, `${productPath(productId)}/photos/${encodeURIComponent(photoId)}`),
      reread(context, productId),
    ),

  reorderProductPhotos: (_parent, { productId, photoIds }, context) =>
    productChange(
      context,
      (actor) => context.upstreams.admin.put(actor, `${productPath(productId)}/photos/order`, { photoIds }),
      reread(context, productId),
    ),

  adjustStock: async (_parent, { input }, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.post<{ size: string; colour: string; quantity: number }>(
      member.email,
      'stock/adjust',
      {
        ...input,
        productId: Number(input.productId),
      },
    );
    if (!answer.ok) return { variant: null, errors: userError(answer.message) };
    const { size, colour, quantity } = answer.body;
    return { variant: { size, colour, quantity }, errors: [] };
  },

  updateCollection: (_parent, { name, input }, context) =>
    contentChange(context, 'collections', (actor) =>
      context.upstreams.admin.put(actor, `collections/${encodeURIComponent(name)}`, {
        ...input,
        lookbookProductId: input.lookbookProductId ? Number(input.lookbookProductId) : null,
      }),
    ),
  createBanner: (_parent, { input }, context) =>
    contentChange(context, 'banners', (actor) =>
      context.upstreams.admin.post(actor, 'banners', wire.bannerInput(input)),
    ),
  updateBanner: (_parent, { id, input }, context) =>
    contentChange(context, 'banners', (actor) =>
      context.upstreams.admin.put(actor, `banners/${encodeURIComponent(id)}`, wire.bannerInput(input)),
    ),
  removeBannerImage: (_parent, { id }, context) =>
    contentChange(context, 'banners', (actor) =>
      context.upstreams.admin.delete(actor, `banners/${encodeURIComponent(id)}/image`),
    ),
  removeCollectionImage: (_parent, { name }, context) =>
    contentChange(context, 'collections', (actor) =>
      context.upstreams.admin.delete(actor, `collections/${encodeURIComponent(name)}/image`),
    ),
  deleteBanner: (_parent, { id }, context) =>
    contentChange(context, 'banners', (actor) =>
      context.upstreams.admin.delete(actor, `banners/${encodeURIComponent(id)}`),
    ),
  createTestimonial: (_parent, { input }, context) =>
    contentChange(context, 'testimonials', (actor) =>
      context.upstreams.admin.post(actor, 'testimonials', wire.testimonialInput(input)),
    ),
  updateTestimonial: (_parent, { id, input }, context) =>
    contentChange(context, 'testimonials', (actor) =>
      context.upstreams.admin.put(actor, `testimonials/${encodeURIComponent(id)}`, wire.testimonialInput(input)),
    ),
  deleteTestimonial: (_parent, { id }, context) =>
    contentChange(context, 'testimonials', (actor) =>
      context.upstreams.admin.delete(actor, `testimonials/${encodeURIComponent(id)}`),
    ),
};
