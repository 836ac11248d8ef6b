import { TEST_OWNER } from '@store/backend/testing/fixtures';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loggedInClient, useTestStack, type TestClient, cookieHeader, staffClient } from '../testing/test-gateway.ts';

/** The owner adds a product with a photo and stock; the shop shows it. */
const stack = useTestStack();

const owner = () => staffClient(stack);

function upload(client: TestClient | null, productId: string, file: Blob, colour = 'Black', view = 'front') {
  const form = new FormData();
  form.set('colour', colour);
  form.set('view', view);
  form.set('file', file, 'photo.jpg');
  return fetch(`${stack.url}/admin/uploads/products/${productId}/photos`, {
    method: 'POST',
    headers: client ? { cookie: cookieHeader(client) } : {},
    body: form,
  });
}

const PHOTOS = `query ($id: ID!) { adminProduct(id: $id) { photos { id } photoUploads { id status error } } }`;

/** Waits until the upload is one of the product's photos (its copies are made in the background). */
async function photoSaved(staff: TestClient, productId: string, uploadId: string) {
  await expect
    .poll(
      async () => (await staff.data(PHOTOS, { id: productId })).adminProduct.photos.map((p: { id: string }) => p.id),
      {
        timeout: 60_000,
        interval: 100,
      },
    )
    .toContain(uploadId);
}

const NEW_PRODUCT = {
  title: 'Night Run GT-R Tee',
  description: 'A midnight run on the Sheikh Zayed Road, printed on heavy cotton.',
  price: 89,
  oldPrice: 109,
  collection: 'JDM',
  brand: 'Redline Co.',
  hotSale: true,
  care: ['Wash inside out'],
  composition: '100% cotton',
  origin: 'UAE',
  sizes: ['M', 'L'],
  colours: ['Black'],
  stock: [
    { size: 'M', colour: 'Black', quantity: 4 },
    { size: 'L', colour: 'Black', quantity: 2 },
  ],
};

describe('the catalogue through the back office', () => {
  it('adds a product with a photo and stock, and the shop shows it; hidden, it is gone', async () => {
    const staff = await owner();
    const created = await staff.data(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { product { id price variants { size quantity } } errors { message } } }`,
      { input: NEW_PRODUCT },
    );
    expect(created.createProduct.errors).toEqual([]);
    const { id } = created.createProduct.product;
    expect(created.createProduct.product.price).toBe(89);

    const jpeg = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#202020' } })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(staff, id, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
    expect(uploaded.status).toBe(202);
    const { id: uploadId } = (await uploaded.json()) as { id: string };
    await photoSaved(staff, id, uploadId);

    const adjusted = await staff.data(
      `mutation ($input: StockAdjustmentInput!) { adjustStock(input: $input) { variant { quantity } errors { message } } }`,
      { input: { productId: id, size: 'M', colour: 'Black', delta: 6, reason: 'RECEIVED', note: 'Delivery' } },
    );
    expect(adjusted.adjustStock.variant.quantity).toBe(10);
    const tooMany = await staff.data(
      `mutation ($input: StockAdjustmentInput!) { adjustStock(input: $input) { variant { quantity } errors { message } } }`,
      { input: { productId: id, size: 'L', colour: 'Black', delta: -3, reason: 'DAMAGED' } },
    );
    expect(tooMany.adjustStock.variant).toBeNull();

    const shopper = stack.client();
    await expect
      .poll(async () => (await shopper.data(`query ($id: ID!) { product(id: $id) { title price } }`, { id })).product, {
        timeout: 5_000,
      })
      .toEqual({ title: 'Night Run GT-R Tee', price: 89 });
    const { product } = await shopper.data(`query ($id: ID!) { product(id: $id) { images { src } } }`, { id });
    expect(product.images[0].src).toMatch(/^\/media\/v\d+\/photos\//);
    const photo = await fetch(`${stack.url}${product.images[0].src}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toContain('immutable');

    const { stockHistory } = await staff.data(
      `query ($id: ID) { stockHistory(productId: $id) { items { reason delta actor } } }`,
      {
        id,
      },
    );
    expect(stockHistory.items[0]).toEqual({ reason: 'RECEIVED', delta: 6, actor: TEST_OWNER.email });

    // Hidden as soon as the back office says so, on the gateway the owner works through: no waiting.
    await staff.data(`mutation ($id: ID!) { setProductHidden(id: $id, hidden: true) { product { hidden } } }`, { id });
    expect((await shopper.data(`query ($id: ID!) { product(id: $id) { id } }`, { id })).product).toBeNull();
    await staff.data(`mutation ($id: ID!) { setProductHidden(id: $id, hidden: false) { product { hidden } } }`, { id });
    expect((await shopper.data(`query ($id: ID!) { product(id: $id) { id } }`, { id })).product).toEqual({ id });
    await staff.data(`mutation ($id: ID!) { setProductHidden(id: $id, hidden: true) { product { hidden } } }`, { id });
    expect((await shopper.data(`query ($id: ID!) { product(id: $id) { id } }`, { id })).product).toBeNull();
  });

  it('refuses a stock change whose sign goes against its reason, with the reason why', async () => {
    const staff = await owner();
    const adjust = (delta: number, reason: string) =>
      staff.data(
        `mutation ($input: StockAdjustmentInput!) { adjustStock(input: $input) { variant { quantity } errors { message } } }`,
        { input: { productId: '3', size: 'M', colour: 'Black', delta, reason } },
      );
    const damagedIn = await adjust(5, 'DAMAGED');
    expect(damagedIn.adjustStock).toEqual({
      variant: null,
      errors: [{ message: 'delta: Damaged stock takes units away: the change must be negative.' }],
    });
    const receivedOut = await adjust(-5, 'RECEIVED');
    expect(receivedOut.adjustStock.errors).toEqual([
      { message: 'delta: Received stock adds units: the change must be positive.' },
    ]);
  });

  it('refuses uploads without a staff session, too large, or not multipart; and product changes by shoppers', async () => {
    const staff = await owner();
    const shopper = await loggedInClient(stack, 'catalogue-nosy@example.ae');
    const small = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
    expect((await upload(null, '1', small)).status).toBe(401);
    expect((await upload(shopper, '1', small)).status).toBe(401);
    const huge = new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/jpeg' });
    expect((await upload(staff, '1', huge)).status).toBe(413);
    const notAnImage = await upload(staff, '1', new Blob(['not an image at all'], { type: 'image/jpeg' }));
    expect(notAnImage.status).toBe(415);
    const json = await fetch(`${stack.url}/admin/uploads/products/1/photos`, {
      method: 'POST',
      headers: { cookie: cookieHeader(staff), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);

    const answer = await shopper.query(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { product { id } } }`,
      {
        input: NEW_PRODUCT,
      },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers an 8000×8000 photo at once as processing, never a 502, and it becomes the photo', async () => {
    const staff = await owner();
    const created = await staff.data(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { product { id } errors { message } } }`,
      { input: { ...NEW_PRODUCT, title: 'Huge Photo Tee' } },
    );
    const { id } = created.createProduct.product;
    const png = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#203040' } })
      .png({ progressive: true, compressionLevel: 1 })
      .toBuffer();
    const uploaded = await upload(staff, id, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'Black', 'back');
    expect(uploaded.status).toBe(202);
    const body = (await uploaded.json()) as { id: string; status: string };
    expect(body.status).toBe('processing');
    const { adminProduct } = await staff.data(PHOTOS, { id });
    expect(adminProduct).toEqual({ photos: [], photoUploads: [{ id: body.id, status: 'PROCESSING', error: null }] });
    await photoSaved(staff, id, body.id);
    expect((await staff.data(PHOTOS, { id })).adminProduct.photoUploads).toEqual([]);
  }, 90_000);

  it('edits the home page: a banner added shows in the shop', async () => {
    const staff = await owner();
    const added = await staff.data(
      `mutation ($input: BannerInput!) { createBanner(input: $input) { banners { heading } errors { message } } }`,
      {
        input: {
          alt: 'Eid sale',
          heading: 'Eid sale<br>20% off',
          text: 'Three days only',
          buttonText: 'Shop now',
          position: 9,
        },
      },
    );
    expect(added.createBanner.errors).toEqual([]);
    expect(added.createBanner.banners.map((banner: { heading: string }) => banner.heading)).toContain(
      'Eid sale<br>20% off',
    );
    await expect
      .poll(async () => JSON.stringify((await stack.client().data(`{ banners { alt } }`)).banners), { timeout: 5_000 })
      .toContain('Eid sale');
  });

  it("leads each banner's button where the owner says, and refuses a link off the store", async () => {
    const shopBanners = async () =>
      (await stack.client().data(`{ banners { buttonText link } }`)).banners as { buttonText: string; link: string }[];
    expect(await shopBanners()).toEqual(
      expect.arrayContaining([
        { buttonText: 'Shop Now', link: '/all-collections' },
        { buttonText: 'Explore JDM', link: '/shop-by-collections/JDM' },
        { buttonText: 'Shop Titan', link: '/shop-by-collections/Titan' },
      ]),
    );
    const staff = await owner();
    const create = (link: string) =>
      staff.data(
        `mutation ($input: BannerInput!) { createBanner(input: $input) { banners { buttonText link } errors { field message } } }`,
        {
          input: { alt: 'Tee', heading: 'One<br>tee', text: 'This one.', buttonText: 'See tee 12', link, position: 8 },
        },
      );
    const added = await create('/product-detail/12');
    expect(added.createBanner.banners).toContainEqual({ buttonText: 'See tee 12', link: '/product-detail/12' });
    await expect
      .poll(async () => (await shopBanners()).find((b) => b.buttonText === 'See tee 12')?.link, { timeout: 5_000 })
      .toBe('/product-detail/12');
    for (const link of ['javascript:alert(document.cookie)', 'https://evil.example/', '//evil.example/']) {
      const refused = await create(link);
      expect(refused.createBanner.banners, link).toBeNull();
      expect(refused.createBanner.errors, link).toEqual([
        {
          field: null,
          message:
            'link: Link must be a page of this store starting with /, such as /shop-by-collections/JDM or /product-detail/12.',
        },
      ]);
    }

    // A shopper cannot point the home page's buttons anywhere.
    const shopper = await loggedInClient(stack, 'banner-link-nosy@example.ae');
    const [first] = (await staff.data(`{ adminBanners { id } }`)).adminBanners as { id: string }[];
    const hijack = await shopper.query(
      `mutation ($id: ID!, $input: BannerInput!) { updateBanner(id: $id, input: $input) { banners { id } } }`,
      {
        id: first!.id,
        input: { alt: 'x', heading: 'x', text: 'x', buttonText: 'Free tees', link: '/logout', position: 1 },
      },
    );
    expect(hijack.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await shopBanners()).map((b) => b.buttonText)).not.toContain('Free tees');
  });

  it('puts an uploaded banner image in the shop, and the generated art back when it is removed', async () => {
    const staff = await owner();
    const shopBanner = async () =>
      ((await stack.client().data(`{ banners { id imageSrc } }`)).banners as { id: string; imageSrc: string }[])[0]!;
    const { id, imageSrc: art } = await shopBanner();
    expect(art).toMatch(/\/banners\/\d+-1920\.jpg$/);

    const image = await sharp({ create: { width: 1400, height: 500, channels: 3, background: '#101820' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'banner.jpg');
    const post = (client: TestClient | null, path: string) =>
      fetch(`${stack.url}${path}`, {
        method: 'POST',
        headers: client ? { cookie: cookieHeader(client) } : {},
        body: form,
      });
    const shopper = await loggedInClient(stack, 'banner-nosy@example.ae');
    expect((await post(shopper, `/admin/uploads/banners/${id}/image`)).status).toBe(401);
    expect((await post(staff, '/admin/uploads/banners/0/image')).status).toBe(404);
    expect((await post(staff, '/admin/uploads/collections/Boats/image')).status).toBe(404);

    const uploaded = await post(staff, `/admin/uploads/banners/${id}/image`);
    expect(uploaded.status).toBe(200);
    const banner = (await uploaded.json()) as { imageSrc: string; imageUploaded: boolean };
    expect(banner).toMatchObject({ imageUploaded: true, imageSrc: expect.stringMatching(/\/1280-[0-9a-f]{16}\.jpg$/) });
    await expect.poll(async () => (await shopBanner()).imageSrc, { timeout: 5_000 }).toBe(banner.imageSrc);
    expect((await fetch(`${stack.url}${banner.imageSrc}`)).status).toBe(200);

    const removed = await staff.data(
      `mutation ($id: ID!) { removeBannerImage(id: $id) { banners { id imageUploaded } errors { message } } }`,
      { id },
    );
    expect(removed.removeBannerImage.banners).toContainEqual({ id, imageUploaded: false });
    await expect.poll(async () => (await shopBanner()).imageSrc, { timeout: 5_000 }).toBe(art);
    const refused = await shopper.query(`mutation { removeCollectionImage(name: "JDM") { errors { message } } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
