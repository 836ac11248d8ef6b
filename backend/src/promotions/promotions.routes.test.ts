import { describe, expect, it } from 'vitest';
import { firstVariant } from '../testing/catalogue-helpers.ts';
import { orderBody } from '../testing/fixtures.ts';
import { addPromotion } from '../testing/promotion-helpers.ts';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;

describe('POST /promotions/quote', () => {
  it('says what a code takes off the cart, on the store’s own prices', async () => {
    const v = await firstVariant(db(), 1);
    await addPromotion(db(), 'Hello10');
    const answer = await api.postJson('/promotions/quote', {
      code: 'HELLO10',
      email: null,
      lines: [{ id: 1, quantity: 2, price: 0.01 }],
    });
    expect(answer).toEqual({
      status: '1',
      message: 'The discount code applies.',
      data: { code: 'Hello10', kind: 'PERCENT', value: 10, codeDiscount: Math.round(v.priceFils * 0.2) / 100 },
    });
  });

  it('answers each refusal in plain words', async () => {
    await addPromotion(db(), 'Later', { starts_at: '2099-01-01T00:00:00Z' });
    await addPromotion(db(), 'Paused', { active: 0 });
    await addPromotion(db(), 'Firsts', { first_order_only: 1 });
    await addPromotion(db(), 'Hers', { issued_to: 'her@example.ae' });
    const quote = (code: string, email: string | null = null) =>
      api.postJson('/promotions/quote', { code, email, lines: [{ id: 1, quantity: 1 }] });
    expect(await quote('later')).toEqual({ status: '2', message: 'This discount code can be used from 1 Jan 2099.' });
    expect(await quote('paused')).toEqual({ status: '2', message: 'This discount code is not active at the moment.' });
    expect(await quote('nothing')).toEqual({
      status: '2',
      message: 'This discount code is not valid. Check how it is spelt.',
    });
    // Someone else's code reads exactly like no code at all.
    expect(await quote('hers', 'him@example.ae')).toEqual(await quote('nothing', 'him@example.ae'));
    expect((await quote('hers', 'her@example.ae')).status).toBe('1');
    await api.postJson('/images/Orders/', orderBody('repeat@example.ae', [{ id: 1, quantity: 1 }]));
    expect(await quote('firsts', 'repeat@example.ae')).toEqual({
      status: '2',
      message: 'This discount code is for a first order only.',
    });
  });

  it('refuses hostile or malformed input with a 400 and a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ code: 'X'.repeat(10_000), lines: [] }, 'A discount code has at most 32 characters.'],
      [{ code: '<script>', lines: [] }, 'A discount code has only letters, digits, - and _.'],
      [{ code: ['A'], lines: [] }, 'Enter a discount code.'],
      [{ code: 'OK', email: 'nobody', lines: [] }, 'email must be an e-mail address or null.'],
      [{ code: 'OK', lines: 'all' }, 'lines must be a list of at most 50 cart lines.'],
      [
        { code: 'OK', lines: [{ id: 1, quantity: -1 }] },
        'Each line needs a product id and a whole quantity of at least 1.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api.post('/promotions/quote', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
  });
});
