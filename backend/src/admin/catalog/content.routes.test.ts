import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../../testing/test-backend.ts';
import { call } from '../../testing/admin-client.ts';

const api = useTestBackend();

type Card = { s_text: string; heading: string; description: string; lookbook?: { productId: number } };
async function publicCards(): Promise<Card[]> {
  const rows = await api.getJson<{ json_data: string }[]>('/images/collects/');
  return rows.map((row) => JSON.parse(row.json_data) as Card);
}

describe('collection cards', () => {
  it('lists the five collections and edits one card, which the shop shows at once', async () => {
    const list = await call(api, 'GET', '/admin-api/collections');
    expect(list.body.items.map((c: { name: string }) => c.name).sort()).toEqual([
      'Bike',
      'Car',
      'JDM',
      'Racing',
      'Titan',
    ]);
    const card = { heading: 'Built for the Hatta road', description: 'Bike tees.', lookbookProductId: 5, position: 1 };
    const edited = await call(api, 'PUT', '/admin-api/collections/Bike', card);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Bike', ...card, imageSrc: expect.stringMatching(/bike\.svg$/) });
    const cards = await publicCards();
    expect(cards[0]).toMatchObject({ s_text: 'Bike', heading: card.heading, lookbook: { productId: 5 } });
    expect((await call(api, 'GET', '/admin-api/collections/Bike')).body.heading).toBe(card.heading);
    const unpinned = await call(api, 'PUT', '/admin-api/collections/Bike', { ...card, lookbookProductId: null });
    expect(unpinned.body.lookbookProductId).toBeNull();
    expect((await publicCards())[0]!.lookbook).toBeUndefined();
  });

  it('refuses an unknown lookbook product or collection, bad fields and anonymous changes', async () => {
    const card = { heading: 'H', description: 'D', lookbookProductId: 99999, position: 1 };
    const unknown = await call(api, 'PUT', '/admin-api/collections/Car', card);
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('lookbookProductId');
    expect((await call(api, 'PUT', '/admin-api/collections/Boats', { ...card, lookbookProductId: null })).status).toBe(
      404,
    );
    const bad = await call(api, 'PUT', '/admin-api/collections/Car', { ...card, heading: '' });
    expect(bad.body.message).toMatch(/^heading: /);
    expect((await call(api, 'PUT', '/admin-api/collections/Car', card, {})).status).toBe(400);
    expect((await call(api, 'GET', '/admin-api/collections/Boats')).status).toBe(404);
  });
});

describe('home banners', () => {
  it('creates, edits and deletes banners, which the shop shows at once', async () => {
    const before = (await api.getJson<unknown[]>('/images/banners/')).length;
    const banner = {
      alt: 'Eid drop',
      heading: 'Eid<br>Collection',
      text: 'New tees for Eid',
      btntext: 'Shop Eid',
      position: 0,
    };
    expect((await call(api, 'POST', '/admin-api/banners', banner)).body.fields).toHaveProperty('position');
    const created = await call(api, 'POST', '/admin-api/banners', { ...banner, position: 1 });
    expect(created.status).toBe(201);
    const id = created.body.id;
    let shown = await api.getJson<{ id: number; heading: string; imgsrc: string }[]>('/images/banners/');
    expect(shown).toHaveLength(before + 1);
    expect(shown.find((b) => b.id === id)).toMatchObject({ heading: 'Eid<br>Collection' });
    expect((await api.get(shown.find((b) => b.id === id)!.imgsrc)).status).toBe(200);

    const edited = await call(api, 'PUT', `/admin-api/banners/${id}`, { ...banner, position: 9, text: 'Eid Mubarak' });
    expect(edited.body).toMatchObject({ id, text: 'Eid Mubarak', position: 9 });
    shown = await api.getJson('/images/banners/');
    expect(shown[shown.length - 1]!.id).toBe(id);

    const deleted = await call(api, 'DELETE', `/admin-api/banners/${id}`);
    expect(deleted.body.items).toHaveLength(before);
    expect(await api.getJson<unknown[]>('/images/banners/')).toHaveLength(before);
    expect((await call(api, 'DELETE', `/admin-api/banners/${id}`)).status).toBe(404);
    expect((await call(api, 'GET', `/admin-api/banners/${id}`)).status).toBe(404);
    expect((await call(api, 'PUT', `/admin-api/banners/${id}`, banner)).status).toBe(400);
  });

  it('leads a banner where the owner says: a collection, a product or a path of this store', async () => {
    const banner = { alt: 'Drop', heading: 'Bike<br>Week', text: 'Two wheels.', btntext: 'Ride', position: 3 };
    const created = await call(api, 'POST', '/admin-api/banners', { ...banner, link: '/shop-by-collections/Bike' });
    expect(created.status).toBe(201);
    expect(created.body.link).toBe('/shop-by-collections/Bike');
    const id = created.body.id;
    const shown = async () =>
      (await api.getJson<{ id: number; link: string }[]>('/images/banners/')).find((b) => b.id === id)?.link;
    expect(await shown()).toBe('/shop-by-collections/Bike');
    expect((await call(api, 'PUT', `/admin-api/banners/${id}`, { ...banner, link: '/product-detail/12' })).status).toBe(
      200,
    );
    expect(await shown()).toBe('/product-detail/12');
    expect((await call(api, 'PUT', `/admin-api/banners/${id}`, { ...banner, link: '/about-us' })).body.link).toBe(
      '/about-us',
    );
    expect((await call(api, 'PUT', `/admin-api/banners/${id}`, banner)).body.link).toBe('/all-collections');
    await call(api, 'DELETE', `/admin-api/banners/${id}`);
  });

  it.each([
    ['javascript:alert(document.cookie)', 'Link must be a page of this store'],
    ['https://evil.example/', 'Link must be a page of this store'],
    ['//evil.example/', 'Link must be a page of this store'],
    ['/\\evil.example/', 'Link must be a page of this store'],
    ['/' + 'a'.repeat(300), 'Link must be at most 200 characters.'],
    ['/shop-by-collections/Gardening', 'Collection Gardening does not exist.'],
    ['/product-detail/99999', 'Product 99999 does not exist.'],
  ])('refuses the link %j with 400, saving nothing', async (link, problem) => {
    const before = await api.getJson<unknown[]>('/images/banners/');
    const banner = { alt: 'A', heading: 'H', text: 'T', btntext: 'B', link, position: 5 };
    const answer = await call(api, 'POST', '/admin-api/banners', banner);
    expect(answer.status).toBe(400);
    expect(answer.body.fields.link).toContain(problem);
    expect(await api.getJson<unknown[]>('/images/banners/')).toEqual(before);
  });

  it('holds at most ten banners', async () => {
    const banner = { alt: 'A', heading: 'H', text: 'T', btntext: 'B', position: 5 };
    let last = 0;
    for (let n = (await api.getJson<unknown[]>('/images/banners/')).length; n <= 10; n += 1) {
      last = (await call(api, 'POST', '/admin-api/banners', banner)).status;
    }
    expect(last).toBe(409);
  });
});

describe('testimonials', () => {
  it('serves the three the shop has always shown, from the database', async () => {
    const shown = await api.getJson<{ stars: number; price: number; author: string }[]>('/images/testimonials/');
    expect(shown.map((t) => t.stars)).toEqual([5, 4, 5]);
    expect(shown.map((t) => t.price)).toEqual([60, 60, 60]);
    expect(shown[0]!.author).toBe('Hamad Al Mansoori');
  });

  it('creates, edits and deletes testimonials, audited', async () => {
    const testimonial = {
      author: 'Mariam',
      text: 'Lovely tee.',
      product: 'Titan tee',
      priceFils: 5500,
      stars: 5,
      position: 4,
    };
    const created = await call(api, 'POST', '/admin-api/testimonials', testimonial);
    expect(created).toMatchObject({ status: 201, body: { ...testimonial, id: 4 } });
    const edited = await call(api, 'PUT', '/admin-api/testimonials/4', { ...testimonial, stars: 3 });
    expect(edited.body.stars).toBe(3);
    let shown = await api.getJson<{ id: number; stars: number; price: number }[]>('/images/testimonials/');
    expect(shown[3]).toMatchObject({ id: 4, stars: 3, price: 55 });
    expect((await call(api, 'PUT', '/admin-api/testimonials/4', { ...testimonial, stars: 6 })).body.message).toMatch(
      /^stars: /,
    );
    expect((await call(api, 'DELETE', '/admin-api/testimonials/4')).body.items).toHaveLength(3);
    shown = await api.getJson('/images/testimonials/');
    expect(shown).toHaveLength(3);
    const actions = await api.backend.db.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('action', 'like', 'testimonial.%')
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual([
      'testimonial.create',
      'testimonial.delete',
      'testimonial.update',
    ]);
    expect((await call(api, 'DELETE', '/admin-api/testimonials/1', undefined, {})).status).toBe(400);
  });
});
