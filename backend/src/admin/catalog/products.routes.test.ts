import { describe, expect, it } from 'vitest';
import { stockOf } from '../../testing/catalogue-helpers.ts';
import { orderBody } from '../../testing/fixtures.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { call, newProduct, publicProducts } from '../../testing/admin-client.ts';

const api = useTestBackend();

async function version(): Promise<number> {
  return (await api.getJson<{ version: number }>('/images/catalogue-version/')).version;
}

describe('listing and searching products', () => {
  it('pages through every product in shop order with its total stock', async () => {
    const first = await call(api, 'GET', '/admin-api/products?pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(40);
    expect(first.body).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.body.items.map((item: { id: number }) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(first.body.items[0]).toMatchObject({ id: 1, hidden: false, imageSrc: expect.stringMatching(/^\/media\//) });
    expect(first.body.items[0].totalStock).toBeGreaterThanOrEqual(0);
    const second = await call(api, 'GET', '/admin-api/products?pageSize=5&page=2');
    expect(second.body.items[0].id).toBe(6);
  });

  it('searches title and brand case-insensitively, taking % and _ literally', async () => {
    const brand = await call(api, 'GET', '/admin-api/products?q=KANJI%20garage&pageSize=100');
    expect(brand.body.total).toBeGreaterThan(0);
    expect(brand.body.items.every((item: { brand: string }) => item.brand === 'Kanji Garage')).toBe(true);
    expect((await call(api, 'GET', '/admin-api/products?q=%25')).body.total).toBe(0);
    expect((await call(api, 'GET', '/admin-api/products?q=_')).body.total).toBe(0);
    const created = await call(api, 'POST', '/admin-api/products', { ...newProduct, title: '100% Boost_Tee' });
    const percent = await call(api, 'GET', '/admin-api/products?q=0%25%20boost_');
    expect(percent.body.items.map((item: { id: number }) => item.id)).toEqual([created.body.id]);
  });

  it('filters by collection and visibility, and refuses bad filters naming them', async () => {
    const jdm = await call(api, 'GET', '/admin-api/products?collection=JDM&pageSize=100');
    expect(jdm.body.items.every((item: { collection: string }) => item.collection === 'JDM')).toBe(true);
    expect((await call(api, 'GET', '/admin-api/products?hidden=true')).body.items).toEqual([]);
    for (const [query, field] of [
      ['collection=Boats', 'collection'],
      ['hidden=maybe', 'hidden'],
    ]) {
      const answer = await call(api, 'GET', `/admin-api/products?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(`^${field}: `));
      expect(Object.keys(answer.body.fields)).toEqual([field]);
    }
    // Paging is refused as on every back-office list.
    for (const [query, message] of [
      ['pageSize=1000', 'pageSize must be a whole number from 1 to 100.'],
      ['page=0', 'page must be a whole number from 1 to 1000000.'],
      ['page=1&page=2', 'page must be a whole number from 1 to 1000000.'],
    ]) {
      const answer = await call(api, 'GET', `/admin-api/products?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });
});

describe('creating and editing a product', () => {
  it('creates a product the shop shows at once, with its starting stock, audited', async () => {
    const before = await version();
    const created = await call(api, 'POST', '/admin-api/products', newProduct);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ title: 'Dune Bash Tee', priceFils: 7500, hidden: false, photos: [] });
    expect(created.body.variants).toEqual([
      { size: 'S', colour: 'Black', quantity: 0 },
      { size: 'S', colour: 'White', quantity: 0 },
      { size: 'M', colour: 'Black', quantity: 7 },
      { size: 'M', colour: 'White', quantity: 0 },
    ]);
    expect(await version()).toBeGreaterThan(before);
    const [shown] = await publicProducts(api, `/images/product/${id}/`);
    expect(shown).toMatchObject({ title: 'Dune Bash Tee', price: 75, oldPrice: 90, s_text: 'Car', inStock: true });
    const audit = await api.backend.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', String(id))
      .execute();
    expect(audit.map((row) => [row.action, row.actor])).toEqual([['product.create', 'layla@shop.test']]);
  });

  it('edits every field the shop shows, keeping the stock of kept variants', async () => {
    const { body: product } = await call(api, 'POST', '/admin-api/products', newProduct);
    const db = api.backend.db.db;
    const edit = {
      ...newProduct,
      title: 'Dune Bash Tee II',
      description: 'Now in red.',
      priceFils: 8000,
      oldPriceFils: null,
      collection: 'Racing',
      brand: 'Redline Co.',
      hotSale: true,
      topPick: true,
      care: ['Hand wash'],
      composition: 'Organic cotton',
      origin: 'Sharjah',
      sizes: ['M', 'L'],
      colours: ['Black', 'Red'],
      stock: [{ size: 'L', colour: 'Red', quantity: 3 }],
    };
    const edited = await call(api, 'PUT', `/admin-api/products/${product.id}`, edit);
    expect(edited.status).toBe(200);
    // Colours in the palette's order, whatever order the form sent.
    expect(edited.body.variants).toEqual([
      { size: 'M', colour: 'Red', quantity: 0 },
      { size: 'M', colour: 'Black', quantity: 7 },
      { size: 'L', colour: 'Red', quantity: 3 },
      { size: 'L', colour: 'Black', quantity: 0 },
    ]);
    expect(await stockOf(db, product.id, 'M', 'Black')).toBe(7);
    const rows = await db.selectFrom('stock').selectAll().where('product_id', '=', product.id).execute();
    expect(rows).toHaveLength(4);
    const [shown] = await publicProducts(api, `/images/product/${product.id}/`);
    expect(shown).toMatchObject({
      title: 'Dune Bash Tee II',
      description: 'Now in red.',
      price: 80,
      isOnSale: false,
      hotSale: true,
      s_text: 'Racing',
      filterBrands: ['Redline Co.'],
      filterColor: ['Red', 'Black'],
      filterSizes: ['M', 'L'],
      feature: ['Hand wash'],
      composition: 'Organic cotton',
      origin: 'Sharjah',
    });
    expect(shown!.oldPrice).toBeUndefined();
    const picks = await publicProducts(api, '/images/top-picks/');
    expect(picks.map((pick) => pick.id)).toContain(product.id);
    const history = await call(api, 'GET', `/admin-api/stock/history?productId=${product.id}`);
    expect(history.body.items.map((m: { reason: string; delta: number }) => [m.reason, m.delta]).sort()).toEqual(
      [
        ['VARIANT_ADDED', 3],
        ['VARIANT_ADDED', 7],
      ].sort(),
    );
  });

  it('refuses a starting quantity for a variant the product already has', async () => {
    const { body: product } = await call(api, 'POST', '/admin-api/products', newProduct);
    const answer = await call(api, 'PUT', `/admin-api/products/${product.id}`, {
      ...newProduct,
      stock: [{ size: 'M', colour: 'Black', quantity: 100 }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('stock');
    expect(await stockOf(api.backend.db.db, product.id, 'M', 'Black')).toBe(7);
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ priceFils: 0 }, 'priceFils'],
    [{ oldPriceFils: 7500 }, 'oldPriceFils'],
    [{ collection: 'Boats' }, 'collection'],
    [{ sizes: [] }, 'sizes'],
    [{ colours: Array.from({ length: 21 }, () => 'Black') }, 'colours'],
  ])('refuses %j with 400 naming %s, changing nothing', async (change, field) => {
    const count = (await call(api, 'GET', '/admin-api/products')).body.total;
    const answer = await call(api, 'POST', '/admin-api/products', { ...newProduct, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: '2', message: expect.stringMatching(new RegExp(`^${field}: `)) });
    expect(Object.keys(answer.body.fields)).toEqual([field]);
    expect((await call(api, 'GET', '/admin-api/products')).body.total).toBe(count);
  });

  it('refuses a change that names no staff member with 400, and answers 404 for an unknown product', async () => {
    const anonymous = await call(api, 'POST', '/admin-api/products', newProduct, {});
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.message).toContain('x-staff-email');
    expect((await call(api, 'PUT', '/admin-api/products/1', newProduct, { 'x-staff-email': 'nobody' })).status).toBe(
      400,
    );
    expect((await call(api, 'POST', '/admin-api/products/2/hide', undefined, {})).status).toBe(400);
    expect((await call(api, 'GET', '/admin-api/products/99999')).status).toBe(404);
    expect((await call(api, 'PUT', '/admin-api/products/99999', newProduct)).status).toBe(404);
    expect((await call(api, 'POST', '/admin-api/products/99999/hide')).status).toBe(404);
    expect((await call(api, 'GET', '/admin-api/products/abc')).status).toBe(400);
  });
});

describe('hiding a product', () => {
  it('takes it out of every shop answer, keeps it in old orders, and shows it again', async () => {
    const db = api.backend.db.db;
    const [, pinned] = await db
      .selectFrom('collections')
      .selectAll()
      .where('lookbook_product_id', 'is not', null)
      .execute();
    const id = pinned!.lookbook_product_id!;
    const product = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await db.updateTable('products').set({ top_pick: 1 }).where('id', '=', id).execute();
    const [size] = JSON.parse(product.sizes) as string[];
    const [colour] = JSON.parse(product.colours) as string[];
    await db.updateTable('stock').set({ quantity: 5 }).where('product_id', '=', id).execute();
    const placed = await api.postJson<{ order_id: string }>(
      '/images/Orders/',
      orderBody('hidden@example.ae', [{ id, quantity: 1, ssize: size, scolor: colour }]),
    );
    const counts = async () => {
      const rows = await api.getJson<{ json_data: string }[]>('/images/collects/');
      const card = rows.map((row) => JSON.parse(row.json_data)).find((c) => c.s_text === product.collection);
      return { cnt: card.cnt as number, lookbook: card.lookbook?.productId as number | undefined };
    };
    const shown = await counts();
    expect(shown.lookbook).toBe(id);

    expect((await call(api, 'POST', `/admin-api/products/${id}/hide`)).body).toMatchObject({ id, hidden: true });
    expect((await publicProducts(api)).map((p) => p.id)).not.toContain(id);
    expect((await publicProducts(api, '/images/top-picks/')).map((p) => p.id)).not.toContain(id);
    expect(await api.getJson(`/images/product/${id}/`)).toEqual([]);
    expect(await counts()).toEqual({ cnt: shown.cnt - 1, lookbook: undefined });
    const refused = await api.postJson<{ status: string; message: string }>(
      '/images/Orders/',
      orderBody('late@example.ae', [{ id, quantity: 1, ssize: size, scolor: colour }]),
    );
    expect(refused).toMatchObject({ status: '2', message: `Product ${id} is no longer available.` });

    const [tracked] = await api.getJson<{ order_info: string }[]>(`/images/order-tracking/${placed.order_id}/`);
    const item = JSON.parse(tracked!.order_info).item_info[0];
    expect(item).toMatchObject({ product_id: id, title: product.title });
    expect((await api.get(item.img_src)).status).toBe(200);
    expect((await call(api, 'GET', `/admin-api/products/${id}`)).body.hidden).toBe(true);
    expect(
      (await call(api, 'GET', '/admin-api/products?hidden=true')).body.items.map((p: { id: number }) => p.id),
    ).toEqual([id]);

    await call(api, 'POST', `/admin-api/products/${id}/show`);
    expect((await publicProducts(api, `/images/product/${id}/`))[0]?.id).toBe(id);
    expect(await counts()).toEqual(shown);
    const actions = await db.selectFrom('audit_log').select('action').where('subject', '=', String(id)).execute();
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['product.hide', 'product.show']));
  });
});

describe('the catalogue version', () => {
  it('moves with every change the shop shows, orders included', async () => {
    const before = await version();
    await api.postJson('/images/Orders/', orderBody('version@example.ae', [{ id: 3, quantity: 1 }]));
    const afterOrder = await version();
    expect(afterOrder).toBeGreaterThan(before);
    await call(api, 'POST', '/admin-api/products/3/hide');
    expect(await version()).toBeGreaterThan(afterOrder);
    await call(api, 'POST', '/admin-api/products/3/show');
  });
});
