import { describe, expect, it } from 'vitest';
import { firstVariant, setStock } from '../testing/catalogue-helpers.ts';
import { orderBody } from '../testing/fixtures.ts';
import { addPromotion, usesOf } from '../testing/promotion-helpers.ts';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;

interface OrderAnswer {
  status: string;
  message: string;
  order_id?: string;
  order_info?: string;
}

const reason = 'Wrong Item has been selected';

async function order(email: string, discountCode: string | undefined, productId = 1, quantity = 1) {
  const v = await firstVariant(db(), productId);
  return api.postJson<OrderAnswer>(
    '/images/Orders/',
    orderBody(email, [{ id: productId, quantity, ssize: v.size, scolor: v.colour }], { discountCode }),
  );
}

describe('a code used in an order', () => {
  it('is priced by the store and recorded with the order: code as written, kind and amount', async () => {
    const v = await firstVariant(db(), 2);
    await setStock(db(), 2, v.size, v.colour, 50);
    await addPromotion(db(), 'Launch10');
    const answer = await order('code@example.ae', '  launch10 ', 2, 3);
    expect(answer.status).toBe('1');
    const info = JSON.parse(answer.order_info!);
    const subtotal = (v.priceFils * 3) / 100;
    const code = Math.round(v.priceFils * 3 * 0.1) / 100;
    expect(info).toMatchObject({ coupon_code: 'Launch10', damount: 20, camount: code });
    expect(info.tamount).toBeCloseTo(subtotal - 20 - code, 2);
    const row = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', answer.order_id!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ promotion_code: 'Launch10', promotion_kind: 'PERCENT', promotion_value: 10 });
    const lines = await db().selectFrom('order_items').selectAll().where('order_id', '=', row.id).execute();
    expect(lines[0]!.code_discount_fils).toBe(row.code_discount_fils);
  });

  it('is refused with its reason, and the order is not placed', async () => {
    await addPromotion(db(), 'BIG500', { kind: 'FIXED', value: 5000, min_product_total_fils: 50000 });
    const v = await firstVariant(db(), 1);
    const answer = await order('small@example.ae', 'big500');
    expect(answer).toEqual({
      status: '2',
      message: `This discount code needs a product total of 500.00 AED: add ${((50000 - v.priceFils) / 100).toFixed(
        2,
      )} AED more.`,
    });
    expect(await db().selectFrom('orders').select('id').where('email', '=', 'small@example.ae').execute()).toEqual([]);
  });

  it('refuses a long or odd code before looking it up', async () => {
    expect(await order('odd@example.ae', 'X'.repeat(500))).toEqual({
      status: '2',
      message: 'A discount code has at most 32 characters.',
    });
    expect(await order('odd@example.ae', "'; drop table orders; --")).toEqual({
      status: '2',
      message: 'A discount code has only letters, digits, - and _.',
    });
  });
});

describe('a single-use code under concurrency', () => {
  it('gives exactly one discounted order of 50 at once; the others are told it is used up', async () => {
    const v = await firstVariant(db(), 3);
    await setStock(db(), 3, v.size, v.colour, 100);
    const id = await addPromotion(db(), 'ONCE50', { usage_limit: 1 });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => order(`race${n}@example.ae`, 'ONCE50', 3)));
    expect(answers.filter((a) => a.status === '1')).toHaveLength(1);
    const refused = answers.filter((a) => a.status === '2');
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((a) => a.message))).toEqual(
      new Set(['This discount code has been used as many times as it may be.']),
    );
    expect(await usesOf(db(), id)).toBe(1);
    const discounted = await db().selectFrom('orders').select('id').where('promotion_id', '=', id).execute();
    expect(discounted).toHaveLength(1);
  });

  it('gives a once-per-customer code to one of a customer’s racing orders', async () => {
    const v = await firstVariant(db(), 4);
    await setStock(db(), 4, v.size, v.colour, 100);
    const id = await addPromotion(db(), 'MINE', { once_per_customer: 1 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => order('twice@example.ae', 'MINE', 4)));
    expect(answers.filter((a) => a.status === '1')).toHaveLength(1);
    expect(answers.filter((a) => a.message === 'You have already used this discount code.')).toHaveLength(9);
    expect(await usesOf(db(), id)).toBe(1);
  });

  it('is not used by an order refused for stock, and is given back when the order is cancelled', async () => {
    const v = await firstVariant(db(), 5);
    await setStock(db(), 5, v.size, v.colour, 0);
    const id = await addPromotion(db(), 'BACKAGAIN', { usage_limit: 1 });
    expect((await order('late@example.ae', 'BACKAGAIN', 5)).status).toBe('2');
    expect(await usesOf(db(), id)).toBe(0);

    await setStock(db(), 5, v.size, v.colour, 5);
    const placed = await order('first@example.ae', 'BACKAGAIN', 5);
    expect(placed.status).toBe('1');
    expect((await order('second@example.ae', 'BACKAGAIN', 5)).status).toBe('2');
    const cancelled = await api.postJson<OrderAnswer>('/images/cancel-order/', { id: placed.order_id, reason });
    expect(cancelled.status).toBe('1');
    expect(await usesOf(db(), id)).toBe(0);
    expect((await order('second@example.ae', 'BACKAGAIN', 5)).status).toBe('1');
  });
});
