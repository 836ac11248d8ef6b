import { describe, expect, it } from 'vitest';
import { invitedStaffClient, staffClient, useTestStack, type TestClient } from '../testing/test-gateway.ts';

/** The back office's Promotions through the gateway: staff make and pause codes, only the owner deletes. */
const stack = useTestStack();
const owner = () => staffClient(stack);

const FIELDS = `id code kind value offer minProductTotal usageLimit uses startsOn endsOn active status
  productIds collections orders revenue discountGiven`;
const CREATE = `mutation ($input: PromotionInput!) {
  createPromotion(input: $input) { promotion { ${FIELDS} } errors { field message } }
}`;
const LIST = `{ promotions { items { ${FIELDS} } total welcome { codes used discountGiven } } }`;

const input = {
  code: 'Ramadan15',
  kind: 'PERCENT',
  value: 15,
  minProductTotal: 500,
  firstOrderOnly: false,
  oncePerCustomer: true,
  usageLimit: 200,
  startsOn: '2026-02-18',
  endsOn: '2026-03-19',
  active: true,
  productIds: [],
  collections: ['JDM'],
};

describe('Promotions in the back office', () => {
  it('lets staff create, list and pause a code, in AED and Dubai days', async () => {
    const packer = await invitedStaffClient(stack, await owner(), 'promo-packer@store.test');
    const { createPromotion } = await packer.data(CREATE, { input });
    expect(createPromotion.errors).toEqual([]);
    expect(createPromotion.promotion).toMatchObject({
      code: 'Ramadan15',
      offer: '15% off',
      minProductTotal: 500,
      startsOn: '2026-02-18',
      endsOn: '2026-03-19',
      collections: ['JDM'],
      uses: 0,
      orders: 0,
    });
    const { promotions } = await packer.data(LIST);
    expect(promotions.items.map((item: { code: string }) => item.code)).toContain('Ramadan15');
    expect(promotions.welcome).toEqual({ codes: 0, used: 0, discountGiven: 0 });
    const paused = await packer.data(
      `mutation ($id: ID!) { setPromotionActive(id: $id, active: false) { promotion { status } errors { message } } }`,
      { id: createPromotion.promotion.id },
    );
    expect(paused.setPromotionActive.promotion.status).toBe('PAUSED');

    const deleteAs = (client: TestClient) =>
      client.query(`mutation ($id: ID!) { deletePromotion(id: $id) { ok message errors { message } } }`, {
        id: createPromotion.promotion.id,
      });
    expect((await deleteAs(packer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await deleteAs(await owner())).data?.deletePromotion).toEqual({
      ok: true,
      message: 'The discount code is deleted.',
      errors: [],
    });
  });

  it('names every field in error and refuses a code that exists in any case', async () => {
    const boss = await owner();
    const bad = await boss.data(CREATE, { input: { ...input, code: 'no way!', minProductTotal: 200_000, value: 150 } });
    expect(bad.createPromotion.errors).toEqual([
      { field: 'code', message: 'A code has only letters, digits, - and _.' },
      { field: 'value', message: 'A percentage must be a whole number from 1 to 100.' },
      { field: 'minProductTotal', message: 'The minimum must be from 0 to 100000 AED.' },
    ]);
    await boss.data(CREATE, { input: { ...input, code: 'Twin' } });
    const twin = await boss.data(CREATE, { input: { ...input, code: 'TWIN' } });
    expect(twin.createPromotion.errors).toEqual([
      { field: null, message: 'The code TWIN already exists: choose another.' },
    ]);
  });

  it('is closed to shoppers and guests, and never shows codes in public queries', async () => {
    const guest = await stack.client().query(LIST);
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { storeOffers } = await stack.client().data(`{ storeOffers { promoMessages welcomeOfferPercent } }`);
    expect(JSON.stringify(storeOffers)).not.toMatch(/Ramadan15|Twin/);
  });
});
