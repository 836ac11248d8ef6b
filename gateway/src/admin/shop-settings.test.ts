import { DEFAULT_SHOP_SETTINGS, storeContactOf, type StoreContact } from '@store/domain';
import { listOutbox } from '@store/backend/mail/outbox';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../response-cache/cache-policy.ts';
import { getPersisted, okBody, sha256, webQuery } from '../testing/persisted-requests.ts';
import {
  invitedStaffClient,
  loggedInClient,
  staffClient,
  useTestStack,
  type TestClient,
} from '../testing/test-gateway.ts';
import { placed, stocked } from '../testing/order-fixtures.ts';
import { within } from '../testing/within.ts';

/**
 * The shop's contacts: the owner edits them in the back office (shopSettings), every shopper reads them
 * (storeContact), from the guests' response cache until they change.
 */
const stack = useTestStack();

const CONTACT_FIELDS = 'tradingName address phone whatsapp email trn openingHours';
const UPDATE = `mutation ($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) { settings { phone openingHours } errors { field message } }
}`;
const STORE_CONTACT = webQuery('StoreContact');
const HASH = sha256(STORE_CONTACT);

/** A guest's StoreContact as the web client asks for it: by hash over GET, registered once. */
async function guestContact(): Promise<{ contact: StoreContact; cache: string | null; control: string | null }> {
  let response = await getPersisted(stack.url, { hash: HASH, operationName: 'StoreContact' });
  if (response.headers.get('x-cache') !== 'hit' && (await response.clone().json()).errors) {
    response = await getPersisted(stack.url, { hash: HASH, query: STORE_CONTACT, operationName: 'StoreContact' });
  }
  const body = JSON.parse(await okBody(response)) as { data: { storeContact: StoreContact } };
  return {
    contact: body.data.storeContact,
    cache: response.headers.get('x-cache'),
    control: response.headers.get('cache-control'),
  };
}

async function update(client: TestClient, input: Record<string, unknown>) {
  return (await client.query(UPDATE, { input })) as {
    data?: { updateShopSettings: { settings: { phone: string } | null; errors: { field: string; message: string }[] } };
    errors?: { extensions?: { code?: string } }[];
  };
}

describe('the store contact', () => {
  it('shows a guest the contact details, address, TRN and hours, and nothing of the back office', async () => {
    const { storeContact } = await stack.client().data(`{ storeContact { ${CONTACT_FIELDS} } }`);
    const {
      welcomeOfferPercent: _offer,
      promoMessages: _messages,
      // The Arabic texts answer in the English fields on an Arabic page (arabic-content.test.ts).
      tradingNameAr: _name,
      addressAr: _address,
      openingHoursAr: _hours,
      promoMessagesAr: _promo,
      ...contact
    } = storeContactOf(DEFAULT_SHOP_SETTINGS);
    expect(storeContact).toEqual(contact);
    for (const field of ['lowStockThreshold', 'legalName']) {
      const answer = await stack.client().query(`{ storeContact { ${field} } }`);
      expect(answer.errors?.[0]?.extensions?.code, field).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const settings = await stack.client().query(`{ shopSettings { lowStockThreshold } }`);
    expect(settings.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is a public answer, served from the cache, and an edit by the owner reaches the next guests within 2 s', async () => {
    await expect.poll(async () => (await guestContact()).cache).toBe('hit');
    const cached = await guestContact();
    expect(cached.control).toBe(PUBLIC_CACHE_CONTROL);

    const owner = await staffClient(stack);
    const hours = ['Mon-Sat 10am-10pm', 'Sunday closed'];
    const saved = await update(owner, { phone: '04 765 4321', openingHours: hours });
    expect(saved.data?.updateShopSettings).toEqual({
      settings: { phone: '04 765 4321', openingHours: hours },
      errors: [],
    });
    // The stored answer made before the edit is not served again.
    const read = async () => {
      const { contact } = await guestContact();
      return { phone: contact.phone, openingHours: contact.openingHours };
    };
    await within(2_000, read, { phone: '04 765 4321', openingHours: hours });
    await expect.poll(async () => (await guestContact()).cache).toBe('hit');
    expect((await guestContact()).contact.phone).toBe('04 765 4321');
  });

  it('applies concurrent edits of different fields by the owner, each one', async () => {
    const owner = await staffClient(stack);
    const edits = [
      { whatsapp: '050 765 4321' },
      { email: 'Orders@Tees.AE' },
      { address: 'Warehouse 7, Al Quoz 4, Dubai' },
      { tradingName: 'Tees DXB' },
    ];
    const answers = await Promise.all(edits.map((input) => update(owner, input)));
    expect(answers.map((answer) => answer.data?.updateShopSettings.errors)).toEqual(edits.map(() => []));
    await within(
      2_000,
      async () => {
        const { contact } = await guestContact();
        return [contact.whatsapp, contact.email, contact.address, contact.tradingName];
      },
      ['050 765 4321', 'orders@tees.ae', 'Warehouse 7, Al Quoz 4, Dubai', 'Tees DXB'],
    );
  });
});

describe('changing the settings', () => {
  it('is refused to guests, shoppers and staff who are not the owner, and changes nothing', async () => {
    const owner = await staffClient(stack);
    const before = (await owner.data(`{ shopSettings { phone } }`)).shopSettings.phone;
    const shopper = await loggedInClient(stack, 'settings-nosy@example.ae');
    for (const client of [stack.client(), shopper]) {
      expect((await update(client, { phone: '04 111 2222' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const packer = await invitedStaffClient(stack, owner, 'settings-packer@store.test');
    // Staff read the settings, but may not change them.
    expect((await packer.data(`{ shopSettings { phone } }`)).shopSettings.phone).toBe(before);
    expect((await update(packer, { phone: '04 111 2222' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await owner.data(`{ shopSettings { phone } }`)).shopSettings.phone).toBe(before);
  });

  it('refuses invalid and oversized values, naming each field with its message, and changes nothing', async () => {
    const owner = await staffClient(stack);
    const before = (await owner.data(`{ shopSettings { ${CONTACT_FIELDS} } }`)).shopSettings;
    const answer = await update(owner, {
      phone: 'call us',
      email: 'nope',
      tradingName: 'x'.repeat(20_000),
      openingHours: Array.from({ length: 500 }, (_, day) => `Day ${day}`),
      trn: '123',
    });
    expect(answer.data?.updateShopSettings.settings).toBeNull();
    const errors = [...(answer.data?.updateShopSettings.errors ?? [])];
    expect(errors.sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address.' },
      { field: 'openingHours', message: 'Opening hours take at most 7 lines.' },
      { field: 'phone', message: 'Phone must be a UAE number, e.g. +971 4 123 4567.' },
      { field: 'tradingName', message: 'Trading name must be at most 100 characters.' },
      { field: 'trn', message: 'TRN must be 15 digits.' },
    ]);
    const cases: [Record<string, unknown>, string][] = [
      [{ openingHours: [] }, 'Opening hours are required.'],
      [{ openingHours: ['y'.repeat(61)] }, 'Each line of the opening hours must be at most 60 characters.'],
      [{ openingHours: ['Mon 9am\n-5pm'] }, 'Write each line of the opening hours on its own.'],
      [{ address: '   ' }, 'Address is required.'],
    ];
    for (const [input, message] of cases) {
      expect((await update(owner, input)).data?.updateShopSettings.errors[0]?.message).toBe(message);
    }
    expect((await owner.data(`{ shopSettings { ${CONTACT_FIELDS} } }`)).shopSettings).toEqual(before);
  });

  it("keeps what a new product starts with: the owner sets it, any staff member's product form reads it", async () => {
    const owner = await staffClient(stack);
    const FIELDS = 'productBrand productComposition productOrigin';
    expect((await owner.data(`{ shopSettings { ${FIELDS} } }`)).shopSettings).toEqual({
      productBrand: DEFAULT_SHOP_SETTINGS.productBrand,
      productComposition: DEFAULT_SHOP_SETTINGS.productComposition,
      productOrigin: DEFAULT_SHOP_SETTINGS.productOrigin,
    });
    const changed = await owner.data(
      `mutation ($input: ShopSettingsInput!) { updateShopSettings(input: $input) { settings { ${FIELDS} } errors { field message } } }`,
      { input: { productBrand: 'Kanji Garage', productOrigin: 'Printed in Sharjah, UAE' } },
    );
    expect(changed.updateShopSettings.errors).toEqual([]);
    const packer = await invitedStaffClient(stack, owner, 'defaults-packer@shop.test');
    expect((await packer.data(`{ shopSettings { ${FIELDS} } }`)).shopSettings).toEqual({
      productBrand: 'Kanji Garage',
      productComposition: DEFAULT_SHOP_SETTINGS.productComposition,
      productOrigin: 'Printed in Sharjah, UAE',
    });
    const tooLong = await update(owner, { productBrand: 'x'.repeat(41) });
    expect(tooLong.data?.updateShopSettings.errors).toEqual([
      { field: 'productBrand', message: 'Brand of new products must be at most 40 characters.' },
    ]);
    expect((await update(packer, { productBrand: 'Sneaky' })).data?.updateShopSettings.settings ?? null).toBeNull();
  });
});

describe('the shop’s mailbox', () => {
  const CONTACT = `mutation ($name: String!) {
    sendContactMessage(name: $name, email: "writer@example.ae", message: "Do you print team shirts?") { ok }
  }`;
  const subjectsTo = async (email: string) =>
    (await listOutbox(stack.backend.db.db, email)).map((mail) => mail.subject);

  it('is the e-mail in Settings: contact messages and each new order go there until the owner turns it off', async () => {
    const owner = await staffClient(stack);
    const MAILBOX = `{ shopSettings { email newOrderMail } }`;
    const { shopSettings } = await owner.data(MAILBOX);
    const shopper = await loggedInClient(stack, 'mailbox-shopper@example.ae');

    expect((await shopper.data(CONTACT, { name: 'Layla Before' })).sendContactMessage.ok).toBe(true);
    const first = await placed(shopper, [stocked(5, 1)]);
    const before = await subjectsTo(shopSettings.email);
    expect(before).toContain('Contact form: Layla Before');
    expect(before.some((subject) => subject.startsWith(`New order ${first.id}:`))).toBe(true);

    const changed = await update(owner, { email: 'Inbox@Tees.ae', newOrderMail: false });
    expect(changed.data?.updateShopSettings.errors).toEqual([]);
    expect((await owner.data(MAILBOX)).shopSettings).toEqual({ email: 'inbox@tees.ae', newOrderMail: false });
    expect((await shopper.data(CONTACT, { name: 'Layla After' })).sendContactMessage.ok).toBe(true);
    const second = await placed(shopper, [stocked(5, 1)]);
    expect(await subjectsTo('inbox@tees.ae')).toEqual(['Contact form: Layla After']);
    const all = (await listOutbox(stack.backend.db.db)).map((mail) => mail.subject);
    expect(all.filter((subject) => subject.includes(`New order ${second.id}`))).toEqual([]);

    expect(
      (await update(owner, { email: shopSettings.email, newOrderMail: true })).data?.updateShopSettings.errors,
    ).toEqual([]);
  });

  it('is switched by the owner only, with on or off only', async () => {
    const owner = await staffClient(stack);
    const packer = await invitedStaffClient(stack, owner, 'mailbox-packer@store.test');
    const refused = await update(packer, { newOrderMail: false });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const wrongType = await owner.raw({ query: UPDATE, variables: { input: { newOrderMail: 'off' } } });
    expect(wrongType.status).toBe(400);
    expect((await owner.data(`{ shopSettings { newOrderMail } }`)).shopSettings.newOrderMail).toBe(true);
  });
});
