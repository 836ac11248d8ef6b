import { describe, expect, it } from 'vitest';
import { orderBody, registration, shippingInfo } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend({ staffToken: 'staff-secret' });

const NUL = '\u0000';
const nulInUrl = { status: 400, body: { status: '2', message: 'The URL must not contain NUL (%00) characters.' } };
const nulInBody = { status: 400, body: { status: '2', message: 'Text must not contain NUL (\\u0000) characters.' } };

async function answer(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = body === undefined ? await api.get(path, headers) : await api.post(path, body, headers);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: compared as text
  }
  return { status: response.status, body: parsed };
}

/** Ids beyond PostgreSQL's `integer` were 500s there and "unknown" on SQLite: now "unknown" on both. */
describe('ids too large for any row', () => {
  it.each([
    ['/images/product/2147483648/', { status: 200, body: [] }],
    ['/images/product/99999999999999999999/', { status: 200, body: [] }],
    ['/images/product/2147483647/', { status: 200, body: [] }],
    ['/images/order-tracking/2147483648/', { status: 200, body: [] }],
    [
      '/media/v1/products/2147483648/black-front.svg',
      { status: 404, body: { status: '2', message: 'Image not found.' } },
    ],
    [
      '/media/v1/products/99999999999999999999/black-front.svg',
      { status: 404, body: { status: '2', message: 'Image not found.' } },
    ],
  ])('GET %s answers as for an unknown id', async (path, expected) => {
    expect(await answer(path)).toEqual(expected);
  });

  it.each([2147483648, '2147483648', 1e21, '99999999999999999999'])(
    'an order for product id %s is refused as for an unknown product, placing nothing',
    async (id) => {
      const body = orderBody('large-id@example.ae', [{ id: id as number, quantity: 1 }]);
      expect(await answer('/images/Orders/', body)).toEqual({
        status: 200,
        body: { status: '2', message: `Product ${Number(id)} is no longer available.` },
      });
      expect(await api.getJson('/images/order-details/large-id@example.ae')).toEqual([]);
    },
  );
});

/** PostgreSQL text cannot hold U+0000 (a 500 there, stored by SQLite): refused with 400 on both. */
describe('NUL characters', () => {
  it.each([
    '/images/product/1%00/',
    '/images/order-tracking/ABC%00/',
    '/images/order-details/a%00@example.ae',
    '/images/forgot-password/a%00@example.ae',
    '/media/v1/products/1%00/black-front.svg',
    '/media/v1/collections/%00.svg',
    '/media/v1/banners/1%00.svg',
    `/accounts/sessions/${'a'.repeat(63)}%00`,
    '/accounts/profile/a%00@example.ae',
    '/images/banners/?q=%00',
  ])('GET %s is refused with 400', async (path) => {
    expect(await answer(path)).toEqual(nulInUrl);
  });

  it.each(['/images/order-tracking/%00/', '/staff/orders/A%00/status', '/accounts/sessions/%00/end'])(
    'POST %s is refused with 400',
    async (path) => {
      expect(await answer(path, {}, { authorization: 'Bearer staff-secret' })).toEqual(nulInUrl);
    },
  );

  const order = orderBody('nul@example.ae', [{ id: 1, quantity: 1 }]);
  it.each([
    ['/images/customers/', registration('nul@example.ae', { fname: `Ai${NUL}sha` })],
    ['/images/login/', { email: 'nul@example.ae', password: `x${NUL}` }],
    ['/images/customer-update/', { email: 'nul@example.ae', fname: NUL }],
    ['/images/change-password/', { email: 'nul@example.ae', old_password: 'a', new_password: `b${NUL}` }],
    ['/images/reset-password/', { token: `t${NUL}`, password: 'desert-rally-7' }],
    ['/images/Orders/', { ...order, info: { ...shippingInfo, email: 'nul@example.ae', note: `Ring${NUL}twice` } }],
    ['/images/Orders/', { ...order, cartProducts: [{ id: 1, quantity: 1, ssize: `M${NUL}` }] }],
    ['/images/cancel-order/', { order_id: 'ABC', email: 'nul@example.ae', reason: `Changed${NUL}` }],
    ['/staff/orders/ABC/status', { status: `SHIPPED${NUL}` }],
    ['/newsletter/subscribers', { email: `nul${NUL}@example.ae` }],
    [
      '/contact-mail/api/v1.0/email/send',
      {
        service_id: 's',
        template_id: 't',
        user_id: 'k',
        template_params: { name: 'A', email: 'a@b.ae', message: NUL },
      },
    ],
    ['/accounts/sessions/', { idHash: 'a'.repeat(64), email: `nul${NUL}@example.ae`, expiresAt: '2030-01-01' }],
    ['/accounts/sessions/end-all', { email: 'nul@example.ae', [`ke${NUL}y`]: null }],
  ])('POST %s with NUL in a field is refused with 400', async (path, body) => {
    expect(await answer(path, body, { authorization: 'Bearer staff-secret' })).toEqual(nulInBody);
  });

  it('stores nothing from a refused body', async () => {
    expect(await api.getJson('/images/order-details/nul@example.ae')).toEqual([]);
    const login = await answer('/images/login/', { email: 'nul@example.ae', password: 'desert-rally-7' });
    expect(login.body).toMatchObject({ status: '2' });
  });
});
