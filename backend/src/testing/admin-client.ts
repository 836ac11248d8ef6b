import sharp from 'sharp';
import type { TestBackend } from './test-backend.ts';

/** Back-office calls for the tests, as the gateway makes them: JSON, and the staff member in x-staff-email. */
export const STAFF = { 'x-staff-email': 'layla@shop.test' };

export interface Answer<T = any> {
  status: number;
  body: T;
}

export async function call<T = any>(
  api: TestBackend,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = STAFF,
): Promise<Answer<T>> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export type ProductJson = Record<string, any>;

/** The shop's own view: images/… answers, parsed. */
export async function publicProducts(api: TestBackend, path = '/images/all-products/'): Promise<ProductJson[]> {
  const items = await api.getJson<{ product_json: string }[]>(path);
  return items.map((item) => JSON.parse(item.product_json) as ProductJson);
}

export const newProduct = {
  title: 'Dune Bash Tee',
  description: 'Sand, sun and a Land Cruiser at full tilt.',
  priceFils: 7500,
  oldPriceFils: 9000,
  collection: 'Car',
  brand: 'Torque Supply',
  hotSale: false,
  topPick: false,
  care: ['Machine wash cold'],
  composition: '100% cotton, 180 gsm',
  origin: 'Printed in Dubai, UAE',
  sizes: ['S', 'M'],
  colours: ['Black', 'White'],
  stock: [{ size: 'M', colour: 'Black', quantity: 7 }],
};

/** A JPEG, PNG or WebP made by sharp for the test (no binary fixtures). */
export function testImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  return sharp({ create: { width, height, channels: 3, background: '#2e6a47' } })
    .toFormat(format)
    .toBuffer();
}

/** One multipart upload of `bytes` as `filename`, with the given fields. */
export async function upload(
  api: TestBackend,
  productId: number,
  fields: Record<string, string>,
  bytes: Uint8Array,
  filename = 'photo.jpg',
  headers: Record<string, string> = STAFF,
): Promise<Answer> {
  return uploadTo(api, `/admin-api/products/${productId}/photos`, fields, bytes, filename, headers);
}

/** One multipart upload of `bytes` to `path` (a banner's or a collection's image, a product's photo). */
export async function uploadTo(
  api: TestBackend,
  path: string,
  fields: Record<string, string>,
  bytes: Uint8Array,
  filename = 'photo.jpg',
  headers: Record<string, string> = STAFF,
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'image/jpeg' }), filename);
  const response = await fetch(`${api.url}${path}`, { method: 'POST', headers, body: form });
  return { status: response.status, body: await response.json() };
}

/**
 * Uploads a product photo as staff do and waits for the background worker: the answer is the upload's 202
 * status with the photo it became (or the upload itself, when it failed) as the body.
 */
export async function uploadPhoto(
  api: TestBackend,
  productId: number,
  fields: Record<string, string>,
  bytes: Uint8Array,
  filename = 'photo.jpg',
): Promise<Answer> {
  const accepted = await upload(api, productId, fields, bytes, filename);
  if (accepted.status !== 202) return accepted;
  return { status: accepted.status, body: await settledUpload(api, productId, accepted.body.id) };
}

/** Polls the product until the upload is a photo (returned) or failed (the upload returned), 90 s at most. */
export async function settledUpload(api: TestBackend, productId: number, uploadId: string): Promise<any> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const { body } = await call(api, 'GET', `/admin-api/products/${productId}`);
    const photo = body.photos.find((candidate: { id: string }) => candidate.id === uploadId);
    if (photo) return photo;
    const waiting = body.photoUploads.find((candidate: { id: string }) => candidate.id === uploadId);
    if (waiting?.status === 'failed') return waiting;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${uploadId} still processing after 90 s`);
}
