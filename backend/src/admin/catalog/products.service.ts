import type { Kysely } from 'kysely';
import type { ProductInput } from '@store/domain';
import { findProduct, listPhotos, listStock } from '../../catalog/catalog.repository.ts';
import { bumpCatalogueVersion } from '../../catalog/catalogue-version.repository.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { AdminServices } from '../admin-services.ts';
import { recordAudit } from '../audit.ts';
import { recordMovements, type Movement } from '../stock/stock-movements.ts';
import { insertVariants, removeVariant } from '../stock/stock.repository.ts';
import { adminProduct, adminProductSummary } from './admin-json.ts';
import { notFound, refuseFields } from '../admin-http.ts';
import { listUploads } from './photo-uploads.repository.ts';
import * as repository from './products.repository.ts';

type Row = repository.ProductRow;

function columns(input: ProductInput): Omit<Row, 'id' | 'position' | 'hidden'> {
  return {
    title: input.title,
    description: input.description,
    collection: input.collection,
    brand: input.brand,
    price_fils: input.priceFils,
    old_price_fils: input.oldPriceFils,
    hot_sale: input.hotSale ? 1 : 0,
    top_pick: input.topPick ? 1 : 0,
    colours: JSON.stringify(input.colours),
    sizes: JSON.stringify(input.sizes),
    care: JSON.stringify(input.care),
    composition: input.composition,
    origin: input.origin,
    title_ar: input.titleAr,
    description_ar: input.descriptionAr,
    care_ar: input.careAr === null ? null : JSON.stringify(input.careAr),
    composition_ar: input.compositionAr,
    origin_ar: input.originAr,
  };
}

/** The product as the back office sees it (hidden ones too), or 404. */
export async function readProduct(db: Kysely<Database>, id: number) {
  const row = await findProduct(db, id, { includeHidden: true });
  if (!row) return notFound(`Product ${id}`);
  const [stock, photos, uploads] = await Promise.all([
    listStock(db, [id]),
    listPhotos(db, [id]),
    listUploads(db, [id]),
  ]);
  return adminProduct(row, stock, photos, uploads);
}

export async function searchProducts(
  db: Kysely<Database>,
  filter: repository.ProductFilter,
  page: { page: number; pageSize: number; offset: number },
) {
  const { rows, total } = await repository.searchProducts(db, filter, { offset: page.offset, limit: page.pageSize });
  const photos = await listPhotos(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => adminProductSummary(row, photos));
  return { items, total, page: page.page, pageSize: page.pageSize };
}

const variantKey = (size: string, colour: string) => `${size}\n${colour}`;

/**
 * Makes the stock rows match sizes × colours: added variants start at their quantity in `input.stock` (else 0),
 * removed ones are deleted; kept ones keep their quantity untouched (it changes only through stock adjustments
 * and orders, which never race a form's old numbers). Every change is a stock movement.
 */
async function syncVariants(trx: Kysely<Database>, id: number, input: ProductInput, actor: string, at: string) {
  const current = new Set((await listStock(trx, [id])).map((row) => variantKey(row.size, row.colour)));
  const wanted = input.sizes.flatMap((size) => input.colours.map((colour) => ({ size, colour })));
  const wantedKeys = new Set(wanted.map((v) => variantKey(v.size, v.colour)));
  const kept = input.stock.find((entry) => current.has(variantKey(entry.size, entry.colour)));
  if (kept) {
    refuseFields({
      stock: `${kept.size} / ${kept.colour} is not a new variant: change its stock with /admin-api/stock/adjust.`,
    });
  }
  const added = wanted.filter((v) => !current.has(variantKey(v.size, v.colour)));
  const start = (v: { size: string; colour: string }) =>
    input.stock.find((entry) => entry.size === v.size && entry.colour === v.colour)?.quantity ?? 0;
  await insertVariants(
    trx,
    added.map((v) => ({ product_id: id, size: v.size, colour: v.colour, quantity: start(v) })),
  );
  const movements: Movement[] = added.map((v) => ({
    productId: id,
    ...v,
    delta: start(v),
    quantityAfter: start(v),
    reason: 'VARIANT_ADDED',
    actor,
  }));
  const removed = [...current].filter((key) => !wantedKeys.has(key)).map((key) => key.split('\n') as [string, string]);
  for (const [size, colour] of removed) {
    const quantity = (await removeVariant(trx, { productId: id, size, colour })) ?? 0;
    movements.push({
      productId: id,
      size,
      colour,
      delta: -quantity,
      quantityAfter: 0,
      reason: 'VARIANT_REMOVED',
      actor,
    });
  }
  await recordMovements(trx, movements, at);
  return { added: added.map((v) => `${v.size}/${v.colour}`), removed: removed.map(([s, c]) => `${s}/${c}`) };
}

/** A new product, visible at once, at the end of the shop's order. A racing create is retried with the next id. */
export async function createProduct(services: AdminServices, actor: string, input: ProductInput) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await services.db.transaction().execute(async (trx) => {
        const at = services.now().toISOString();
        const { id, position } = await repository.nextProductSlot(trx);
        await repository.insertProduct(trx, { id, position, hidden: 0, ...columns(input) });
        const variants = await syncVariants(trx, id, input, actor, at);
        const detail = { title: input.title, priceFils: input.priceFils, variants: variants.added };
        await recordAudit(trx, { actor, action: 'product.create', subject: String(id), detail }, at);
        return readProduct(trx, id);
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Every field the shop shows, and the variant set; the audit row lists what changed. */
export async function updateProduct(services: AdminServices, actor: string, id: number, input: ProductInput) {
  return services.db.transaction().execute(async (trx) => {
    const before = await findProduct(trx, id, { includeHidden: true });
    if (!before) return notFound(`Product ${id}`);
    const after = columns(input);
    await repository.updateProduct(trx, id, after);
    const at = services.now().toISOString();
    const variants = await syncVariants(trx, id, input, actor, at);
    const changed = Object.fromEntries(
      (Object.keys(after) as (keyof typeof after)[])
        .filter((column) => (before[column] ?? null) !== after[column])
        .map((column) => [column, { from: before[column], to: after[column] }]),
    );
    const detail = { changed, variantsAdded: variants.added, variantsRemoved: variants.removed };
    await recordAudit(trx, { actor, action: 'product.update', subject: String(id), detail }, at);
    return readProduct(trx, id);
  });
}

/** Hides a product from the shop (every images/ answer) or shows it again. */
export async function setHidden(services: AdminServices, actor: string, id: number, hidden: boolean) {
  return services.db.transaction().execute(async (trx) => {
    if (!(await repository.updateProduct(trx, id, { hidden: hidden ? 1 : 0 }))) return notFound(`Product ${id}`);
    const at = services.now().toISOString();
    const action = hidden ? 'product.hide' : 'product.show';
    await recordAudit(trx, { actor, action, subject: String(id), detail: {} }, at);
    await bumpCatalogueVersion(trx);
    return readProduct(trx, id);
  });
}
