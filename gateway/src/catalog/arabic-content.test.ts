import { LANGUAGE_HEADER } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { getPersisted, okBody, postPersisted, sha256, webQuery } from '../testing/persisted-requests.ts';
import { listOutbox } from '@store/backend/mail/outbox';
import { loggedInClient, staffClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/** Content in the page's language (issue 21): the web client names it in x-shop-language. */
const stack = useTestStack();

const AR = { [LANGUAGE_HEADER]: 'ar' };

async function ask<T = Record<string, any>>(query: string, headers: Record<string, string> = {}, variables = {}) {
  const answer = (await (await stack.client().raw({ query, variables }, headers)).json()) as {
    data: T;
    errors?: unknown;
  };
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

const PRODUCT = `query ($id: ID!) { product(id: $id) { title description care composition origin fallbackFields
  collection { name displayName heading fallbackFields } } }`;

const UPDATE = `mutation ($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) { product { titleAr descriptionAr arabicMissing } errors { message } } }`;

/** Product 2's fields as the back office sends them, with the given Arabic. */
async function productInput(staff: TestClient, arabic: Record<string, unknown>) {
  const { adminProduct } = await staff.data(
    `query { adminProduct(id: "2") { title description price oldPrice collection brand hotSale topPick care
      composition origin sizes colours } }`,
  );
  return { ...adminProduct, ...arabic };
}

describe('content in the page language', () => {
  it('answers a product, its collection, banners, testimonials and the shop texts in Arabic, English otherwise', async () => {
    const arabic = (await ask(PRODUCT, AR, { id: '1' })).product;
    expect(arabic.title).toBe('تيشيرت لفة نوربورغرينغ الليلية');
    expect(arabic.care[0]).toMatch(/\p{Script=Arabic}/u);
    expect(arabic.fallbackFields).toEqual([]);
    expect(arabic.collection).toMatchObject({ name: 'Racing', displayName: 'سباقات', fallbackFields: [] });

    const others: Record<string, string>[] = [{}, { [LANGUAGE_HEADER]: 'en' }, { [LANGUAGE_HEADER]: 'fr' }];
    for (const headers of others) {
      const english = (await ask(PRODUCT, headers, { id: '1' })).product;
      expect(english).toMatchObject({ title: 'Nürburgring Night Lap Tee', fallbackFields: [] });
      expect(english.collection.displayName).toBe('Racing');
    }

    const home = `{ banners { headingLines buttonText fallbackFields } testimonials { author text fallbackFields }
      storeOffers { promoMessages fallbackFields } storeContact { address openingHours fallbackFields } }`;
    const page = await ask(home, AR);
    expect(page.banners[0]).toEqual({ headingLines: ['قُد', 'أسلوبك'], buttonText: 'تسوّق الآن', fallbackFields: [] });
    expect(page.testimonials[0]).toMatchObject({ author: 'حمد المنصوري', fallbackFields: [] });
    expect(page.storeOffers.promoMessages).toContain('اشترك واحصل على خصم 10% على طلبك الأول');
    expect(page.storeContact.address).toMatch(/دبي/);
    const english = await ask(home);
    expect(english.banners[0].headingLines).toEqual(['Drive Your', 'Style']);
    expect(english.storeOffers.promoMessages).toContain('Sign up for 10% off your first order');
  });

  it('sorts an Arabic page by the titles it shows and names its collection filter in Arabic', async () => {
    const shop = `query ($sort: ProductSort) { products(sort: $sort, pageSize: 48) { items { title }
      facets { collections { value displayName } colours { value displayName } } } }`;
    const titles = (data: Record<string, any>) => data.products.items.map((item: { title: string }) => item.title);
    const collator = new Intl.Collator('ar', { sensitivity: 'base' });
    const arabic = await ask(shop, AR, { sort: 'TITLE_ASC' });
    expect(titles(arabic)[0]).toMatch(/\p{Script=Arabic}/u);
    expect(titles(arabic)).toEqual([...titles(arabic)].sort(collator.compare));
    const descending = await ask(shop, AR, { sort: 'TITLE_DESC' });
    expect(titles(descending)).toEqual([...titles(arabic)].reverse());
    expect(arabic.products.facets.collections).toContainEqual({ value: 'Racing', displayName: 'سباقات' });
    // Colours keep their value: the web words them from its catalogues.
    expect(arabic.products.facets.colours).toContainEqual({ value: 'Black', displayName: 'Black' });

    const english = await ask(shop, {}, { sort: 'TITLE_ASC' });
    const englishCollator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(titles(english)).toEqual([...titles(english)].sort(englishCollator.compare));
    expect(titles(english)[0]).toMatch(/^[A-Za-z]/);
    expect(english.products.facets.collections).toContainEqual({ value: 'Racing', displayName: 'Racing' });
    // Asked again, each language keeps its own order (the response cache keys on the language).
    expect(titles(await ask(shop, AR, { sort: 'TITLE_ASC' }))).toEqual(titles(arabic));
    expect(titles(await ask(shop, {}, { sort: 'TITLE_ASC' }))).toEqual(titles(english));
  });

  it('falls back to English field by field, saying which, once staff save a partial translation', async () => {
    const staff = await staffClient(stack);
    const input = await productInput(staff, { titleAr: 'تيشيرت الراية', descriptionAr: null, careAr: null });
    const saved = await staff.data(UPDATE, { id: '2', input });
    expect(saved.updateProduct.product.arabicMissing).toEqual(['description', 'care', 'composition', 'origin']);
    await expect.poll(async () => (await ask(PRODUCT, AR, { id: '2' })).product.title).toBe('تيشيرت الراية');
    const product = (await ask(PRODUCT, AR, { id: '2' })).product;
    expect(product.description).toBe(input.description);
    expect(product.fallbackFields).toEqual(['description', 'care', 'composition', 'origin']);
    expect((await ask(PRODUCT, {}, { id: '2' })).product.title).toBe(input.title);
    // A shopper on an Arabic page finds it by its Arabic title.
    const found = await ask(`{ search(text: "الراية") { items { id } } }`, AR);
    expect(found.search.items.map((item: { id: string }) => item.id)).toContain('2');
  });

  it('refuses oversized or mistyped Arabic, and edits by anyone but staff', async () => {
    const staff = await staffClient(stack);
    const tooLong = await staff.data(UPDATE, {
      id: '3',
      input: await productInput(staff, { titleAr: 'ت'.repeat(81) }),
    });
    expect(tooLong.updateProduct).toEqual({
      product: null,
      errors: [{ message: 'titleAr: Title (Arabic) must be at most 80 characters.' }],
    });
    const wrongType = await staff.query(UPDATE, { id: '3', input: await productInput(staff, { titleAr: 42 }) });
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const shopper = await loggedInClient(stack, 'aisha.ar@example.ae');
    const input = await productInput(staff, { titleAr: 'مخترق' });
    for (const client of [shopper, stack.client()]) {
      const answer = await client.query(UPDATE, { id: '3', input });
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await ask(PRODUCT, AR, { id: '3' })).product.title).toBe('تيشيرت غروب ياس مارينا');
  });

  it('lets only the owner change the Arabic settings', async () => {
    const owner = await staffClient(stack);
    const email = 'packer.ar@shop.test';
    await owner.data(`mutation ($email: String!) { inviteStaff(email: $email, name: "Packer", role: STAFF) { ok } }`, {
      email,
    });
    const [mail] = await listOutbox(stack.backend.db.db, email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    await stack
      .client()
      .data(
        `mutation ($token: String!) { acceptStaffInvite(token: $token, password: "packing-line-42", confirmPassword: "packing-line-42") { ok } }`,
        { token },
      );
    const member = await staffClient(stack, { email, password: 'packing-line-42' });
    const change = `mutation ($input: ShopSettingsInput!) { updateShopSettings(input: $input) {
      settings { addressAr } errors { field message } } }`;
    const refused = await member.query(change, { input: { addressAr: 'عنوان آخر' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tooLong = await owner.data(change, { input: { promoMessagesAr: ['ع'.repeat(81)] } });
    expect(tooLong.updateShopSettings.errors[0].field).toBe('promoMessagesAr');
    const saved = await owner.data(change, { input: { addressAr: 'محل 7، القوز، دبي' } });
    expect(saved.updateShopSettings.settings.addressAr).toBe('محل 7، القوز، دبي');
    await expect
      .poll(async () => (await ask(`{ storeContact { address } }`, AR)).storeContact.address)
      .toBe('محل 7، القوز، دبي');
  });
});

describe('the response cache and the language', () => {
  const QUERY = webQuery('HomeTestimonials');
  const HASH = sha256(QUERY);

  /** The web client's persisted GET, registered by POST when the gateway does not know the hash yet. */
  async function testimonials(headers: Record<string, string>) {
    const request = { hash: HASH, operationName: 'HomeTestimonials', headers };
    let response = await getPersisted(stack.url, request);
    if ((await response.clone().json()).errors) response = await postPersisted(stack.url, { ...request, query: QUERY });
    return response;
  }
  const author = async (response: Response) => JSON.parse(await okBody(response)).data.testimonials[0].author;

  for (const [first, second] of [
    [{}, AR],
    [AR, {}],
  ] as const) {
    it(`keeps each language's answer apart, both on a hit (${first === AR ? 'Arabic' : 'English'} first)`, async () => {
      const firstAuthor = first === AR ? 'حمد المنصوري' : 'Hamad Al Mansoori';
      const secondAuthor = first === AR ? 'Hamad Al Mansoori' : 'حمد المنصوري';
      await expect.poll(async () => (await testimonials(first)).headers.get('x-cache')).toBe('hit');
      const firstHit = await testimonials(first);
      expect(firstHit.headers.get('vary')).toContain('x-shop-language');
      expect(await author(firstHit)).toBe(firstAuthor);
      // The other language's first request is not given the stored answer.
      expect(await author(await testimonials(second))).toBe(secondAuthor);
      await expect.poll(async () => (await testimonials(second)).headers.get('x-cache')).toBe('hit');
      expect(await author(await testimonials(second))).toBe(secondAuthor);
      expect(await author(await testimonials(first))).toBe(firstAuthor);
    });
  }

  it('shares English answers with an unknown language, which reads as English', async () => {
    await expect.poll(async () => (await testimonials({})).headers.get('x-cache')).toBe('hit');
    const unknown = await testimonials({ [LANGUAGE_HEADER]: 'xx' });
    expect(unknown.headers.get('x-cache')).toBe('hit');
    expect(await author(unknown)).toBe('Hamad Al Mansoori');
  });
});
