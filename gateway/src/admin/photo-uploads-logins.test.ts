import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cookieHeader, loggedInClient, staffClient, useTestStack } from '../testing/test-gateway.ts';

/**
 * The audit's starved logins: eight large photos uploaded through the back office at once, shoppers signing in
 * meanwhile. Every upload is answered at once (202, never a 502), and the logins are answered while the photos
 * are still being processed: they never wait behind the image work.
 */
const stack = useTestStack();

const PRODUCT = `query ($id: ID!) { adminProduct(id: $id) { photos { id } photoUploads { id status } } }`;
const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { customer { email } errors { message } } }`;

describe('logins during eight large photo uploads', () => {
  it('answers every upload 202 and every login while the photos are still processing', async () => {
    const staff = await staffClient(stack);
    const shopper = 'uploads.shopper@example.ae';
    await loggedInClient(stack, shopper);
    const png = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#3a506b' } })
      .png({ progressive: true, compressionLevel: 1 })
      .toBuffer();
    const products = ['1', '2', '3'];
    const slots = products.flatMap((id) => ['front', 'back', 'detail'].map((view) => ({ id, view }))).slice(0, 8);
    const colours: Record<string, string> = {};
    for (const id of products) {
      const { adminProduct } = await staff.data(`query ($id: ID!) { adminProduct(id: $id) { colours } }`, { id });
      colours[id] = adminProduct.colours[0];
    }
    const uploads = await Promise.all(
      slots.map(({ id, view }) => {
        const form = new FormData();
        form.set('colour', colours[id]!);
        form.set('view', view);
        form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'big.png');
        return fetch(`${stack.url}/admin/uploads/products/${id}/photos`, {
          method: 'POST',
          headers: { cookie: cookieHeader(staff) },
          body: form,
        });
      }),
    );
    expect(uploads.map((response) => response.status)).toEqual(Array(8).fill(202));

    const logins = await Promise.all(
      [0, 1, 2].map(() => stack.client().data(LOGIN, { email: shopper, password: 'desert-rally-7' })),
    );
    expect(logins.map(({ login }) => login.customer?.email)).toEqual([shopper, shopper, shopper]);
    const waiting = await Promise.all(products.map((id) => staff.data(PRODUCT, { id })));
    const processing = waiting.flatMap(({ adminProduct }) => adminProduct.photoUploads);
    expect(processing.length).toBeGreaterThan(0);
    expect(processing.every((upload: { status: string }) => upload.status === 'PROCESSING')).toBe(true);

    await expect
      .poll(
        async () => {
          const now = await Promise.all(products.map((id) => staff.data(PRODUCT, { id })));
          return now.flatMap(({ adminProduct }) => adminProduct.photoUploads).length;
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(0);
  }, 180_000);
});
