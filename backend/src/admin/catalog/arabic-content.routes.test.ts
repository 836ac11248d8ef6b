import { PRODUCT_DESCRIPTION_MAX } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../../testing/test-backend.ts';
import { call, newProduct, publicProducts } from '../../testing/admin-client.ts';

const api = useTestBackend();

const arabicProduct = {
  ...newProduct,
  titleAr: '  تيشيرت التطعيس  ',
  descriptionAr: 'رمل وشمس وسيارة بأقصى سرعة.',
  careAr: ['يُغسل بماء بارد', '  '],
  compositionAr: 'قطن 100%',
  originAr: null,
};

describe('content in Arabic (issue 21)', () => {
  it('ships the demo catalogue in Arabic: every product, collection, banner and testimonial', async () => {
    const products = await publicProducts(api);
    for (const product of products) {
      expect(product.ar.title, `product ${product.id}`).toMatch(/\p{Script=Arabic}/u);
      expect(product.ar.description).toMatch(/\p{Script=Arabic}/u);
      expect(product.ar.feature.length).toBe(product.feature.length);
      expect(product.ar.composition).toMatch(/\p{Script=Arabic}/u);
      expect(product.ar.origin).toMatch(/\p{Script=Arabic}/u);
    }
    const cards = (await api.getJson<{ json_data: string }[]>('/images/collects/')).map((c) => JSON.parse(c.json_data));
    expect(cards).toHaveLength(5);
    for (const card of cards) expect(card.ar.heading).toMatch(/\p{Script=Arabic}/u);
    const banners = await api.getJson<{ ar: Record<string, string> }[]>('/images/banners/');
    for (const banner of banners)
      expect(Object.values(banner.ar).every((text) => /\p{Script=Arabic}/u.test(text))).toBe(true);
    const testimonials = await api.getJson<{ ar: Record<string, string> }[]>('/images/testimonials/');
    expect(testimonials).toHaveLength(3);
    for (const t of testimonials)
      expect(Object.values(t.ar).every((text) => /\p{Script=Arabic}/u.test(text))).toBe(true);
    const contact = await api.getJson<Record<string, unknown>>('/images/store-contact/');
    expect(contact.addressAr).toMatch(/دبي/);
    expect((contact.promoMessagesAr as string[]).length).toBe((contact.promoMessages as string[]).length);
  });

  it('edits a product in Arabic beside English, trimmed, and the shop shows it at once', async () => {
    const created = await call(api, 'POST', '/admin-api/products', arabicProduct);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      titleAr: 'تيشيرت التطعيس',
      careAr: ['يُغسل بماء بارد'],
      originAr: null,
      arabicMissing: ['origin'],
    });
    const [shown] = await publicProducts(api, `/images/product/${created.body.id}/`);
    expect(shown!.ar).toEqual({
      title: 'تيشيرت التطعيس',
      description: 'رمل وشمس وسيارة بأقصى سرعة.',
      feature: ['يُغسل بماء بارد'],
      composition: 'قطن 100%',
      origin: null,
    });
    const list = await call(api, 'GET', `/admin-api/products?q=Dune%20Bash%20Tee&pageSize=100`);
    expect(list.body.items.find((item: { id: number }) => item.id === created.body.id).arabicMissing).toEqual([
      'origin',
    ]);

    // A full edit without Arabic clears it: every shown field is then marked missing.
    const cleared = await call(api, 'PUT', `/admin-api/products/${created.body.id}`, { ...newProduct, stock: [] });
    expect(cleared.body).toMatchObject({ titleAr: null, careAr: null });
    expect(cleared.body.arabicMissing).toEqual(['title', 'description', 'care', 'composition', 'origin']);
  });

  it('refuses oversized or mistyped Arabic, naming the field, and keeps what was there', async () => {
    const created = await call(api, 'POST', '/admin-api/products', arabicProduct);
    for (const [field, value, message] of [
      ['titleAr', 'ت'.repeat(81), 'Title (Arabic) must be at most 80 characters.'],
      [
        'descriptionAr',
        'و'.repeat(PRODUCT_DESCRIPTION_MAX + 1),
        'Description (Arabic) must be at most 2000 characters.',
      ],
      ['titleAr', 42, 'Title (Arabic) must be text.'],
      ['careAr', 'يُغسل', 'Care (Arabic) must be a list of lines.'],
      ['careAr', Array(11).fill('سطر'), 'Care (Arabic) take at most 10 lines.'],
    ] as const) {
      const answer = await call(api, 'PUT', `/admin-api/products/${created.body.id}`, {
        ...arabicProduct,
        stock: [],
        [field]: value,
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.fields).toEqual({ [field]: message });
    }
    expect((await call(api, 'GET', `/admin-api/products/${created.body.id}`)).body.titleAr).toBe('تيشيرت التطعيس');
    // Without the staff member the gateway names, nothing changes.
    const anonymous = await call(
      api,
      'PUT',
      `/admin-api/products/${created.body.id}`,
      { ...arabicProduct, titleAr: 'تغيير', stock: [] },
      {},
    );
    expect(anonymous.status).toBe(400);
  });

  it('edits collections, banners and testimonials in Arabic, marking what is missing', async () => {
    const collection = await call(api, 'PUT', '/admin-api/collections/JDM', {
      heading: 'Rising Sun',
      description: 'Drift heroes.',
      lookbookProductId: null,
      position: 2,
      nameAr: 'جي دي إم',
      headingAr: 'الشمس المشرقة',
      descriptionAr: '',
    });
    expect(collection.body).toMatchObject({ nameAr: 'جي دي إم', descriptionAr: null, arabicMissing: ['description'] });
    const card = (await api.getJson<{ json_data: string }[]>('/images/collects/'))
      .map((c) => JSON.parse(c.json_data))
      .find((c) => c.s_text === 'JDM');
    expect(card.ar).toEqual({ s_text: 'جي دي إم', heading: 'الشمس المشرقة', description: null });

    const banner = { alt: 'Eid', heading: 'Eid<br>Drop', text: 'New tees', btntext: 'Shop Eid', position: 4 };
    const created = await call(api, 'POST', '/admin-api/banners', {
      ...banner,
      headingAr: 'تشكيلة<br>العيد',
      btntextAr: 'تسوّق',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ headingAr: 'تشكيلة<br>العيد', altAr: null, arabicMissing: ['alt', 'text'] });
    const shown = (await api.getJson<{ id: number; ar: unknown }[]>('/images/banners/')).find(
      (b) => b.id === created.body.id,
    );
    expect(shown!.ar).toEqual({ alt: null, heading: 'تشكيلة<br>العيد', text: null, btntext: 'تسوّق' });
    const tooLong = await call(api, 'PUT', `/admin-api/banners/${created.body.id}`, {
      ...banner,
      btntextAr: 'ت'.repeat(31),
    });
    expect(tooLong.body.fields).toEqual({ btntextAr: 'Button text (Arabic) must be at most 30 characters.' });

    const testimonial = {
      author: 'Sara',
      text: 'Lovely print',
      product: 'JDM tee',
      priceFils: 6000,
      stars: 5,
      position: 5,
    };
    const saved = await call(api, 'POST', '/admin-api/testimonials', { ...testimonial, textAr: 'طبعة جميلة' });
    expect(saved.body).toMatchObject({ textAr: 'طبعة جميلة', arabicMissing: ['author', 'product'] });
    const wrongType = await call(api, 'PUT', `/admin-api/testimonials/${saved.body.id}`, {
      ...testimonial,
      authorAr: ['سارة'],
    });
    expect(wrongType.body.fields).toEqual({ authorAr: 'Author (Arabic) must be text.' });
  });

  it('keeps Arabic settings optional, with the English limits', async () => {
    const cleared = await call(api, 'PUT', '/admin-api/settings', { addressAr: '  ', promoMessagesAr: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ addressAr: '', promoMessagesAr: [] });
    expect((await api.getJson<Record<string, unknown>>('/images/store-contact/')).addressAr).toBe('');
    const tooLong = await call(api, 'PUT', '/admin-api/settings', { promoMessagesAr: ['ع'.repeat(81)] });
    expect(tooLong.status).toBe(400);
    const wrongType = await call(api, 'PUT', '/admin-api/settings', { tradingNameAr: 7 });
    expect(wrongType.status).toBe(400);
  });
});
