import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../../catalog/photo-store.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { call, newProduct, publicProducts, testImage, upload, uploadPhoto } from '../../testing/admin-client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'store-photos-'));
const api = useTestBackend({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function product(): Promise<number> {
  return (await call(api, 'POST', '/admin-api/products', newProduct)).body.id;
}

/** A real PNG made by sharp whose header is then made to claim `width`×`height`: a decompression bomb. */
async function pngBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await testImage(8, 8, 'png'));
  // IHDR: length (4) type (4) width (4) height (4) …, at byte 8, its CRC over type and data after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('uploading a photo', () => {
  it('stores upright, metadata-free copies in AVIF, WebP and JPEG, and the shop lists them for that colour', async () => {
    const id = await product();
    const photo = await sharp({ create: { width: 700, height: 1000, channels: 3, background: '#c21f30' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Copyright: 'Layla' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '25/1 12/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '55/1 16/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const answer = await uploadPhoto(api, id, { colour: 'White', view: 'front' }, photo);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ colour: 'White', view: 'front', position: 1, width: 700, height: 1000 });
    const variants = answer.body.variants as { format: string; width: number; url: string }[];
    expect(variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
      ['avif@320', 'avif@640', 'jpeg@320', 'jpeg@640', 'webp@320', 'webp@640'].sort(),
    );
    for (const variant of variants) {
      expect(variant.url).toMatch(
        new RegExp(`^/media/v3/photos/${answer.body.id}/\\d+-[0-9a-f]{16}\\.(avif|webp|jpg)$`),
      );
      const response = await api.get(variant.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toBe(`image/${variant.format}`);
      const stored = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(stored.format).toBe(variant.format === 'jpeg' ? 'jpeg' : variant.format === 'webp' ? 'webp' : 'heif');
      expect(stored.width).toBe(variant.width);
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
    }

    const [shown] = await publicProducts(api, `/images/product/${id}/`);
    const white = shown!.images.filter((image: { color: string }) => image.color === 'White');
    expect(white[0]).toMatchObject({ src: answer.body.src, width: 640, height: 914, photoId: answer.body.id });
    expect(white[0].srcset.avif).toMatch(/ 320w, .* 640w$/);
    // The back of the White shirt has no photo: the generated art stays, as for the Black one.
    expect(white[1].src).toBe(`/media/v3/products/${id}/white-back-600.jpg`);
    expect(shown!.colors.find((c: { name: string }) => c.name === 'White').imgSrc).toBe(answer.body.src);
    expect(shown!.imgSrc).toBe(`/media/v3/products/${id}/black-front-600.jpg`);
  });

  it('turns a photo upright from its EXIF orientation, and never upscales a small one', async () => {
    const id = await product();
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const answer = await uploadPhoto(api, id, { colour: 'Black', view: 'back' }, sideways);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ width: 200, height: 300 });
    expect(answer.body.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [200, 300],
      [200, 300],
      [200, 300],
    ]);
  });

  it('accepts PNG and WebP, and replaces the photo of the same colour and view', async () => {
    const id = await product();
    const first = await uploadPhoto(
      api,
      id,
      { colour: 'Black', view: 'front' },
      await testImage(400, 500, 'png'),
      'a.png',
    );
    const second = await uploadPhoto(
      api,
      id,
      { colour: 'Black', view: 'front' },
      await testImage(400, 500, 'webp'),
      'b.webp',
    );
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.position).toBe(first.body.position);
    const { body } = await call(api, 'GET', `/admin-api/products/${id}`);
    expect(body.photos.map((p: { id: string }) => p.id)).toEqual([second.body.id]);
    expect(body.imageSrc).toBe(second.body.src);
    // The replaced photo's files are removed just after the new photo is saved.
    await expect.poll(async () => (await api.get(first.body.src)).status).toBe(404);
    const [shown] = await publicProducts(api, `/images/product/${id}/`);
    expect(shown!.imgSrc).toBe(second.body.src);
  });
});

describe('refused uploads', () => {
  it('refuses a file over 10 MB with 413', async () => {
    const id = await product();
    const answer = await upload(api, id, { colour: 'Black', view: 'front' }, new Uint8Array(10 * 1024 * 1024 + 1));
    expect(answer).toEqual({ status: 413, body: { status: '2', message: 'The photo is larger than 10 MB.' } });
  });

  it('refuses a text file named .jpg with 415, and a GIF', async () => {
    const id = await product();
    const text = new TextEncoder().encode('just some text, not a photo at all');
    const answer = await upload(api, id, { colour: 'Black', view: 'front' }, text, 'photo.jpg');
    expect(answer).toEqual({
      status: 415,
      body: { status: '2', message: 'The file is not an image: send a JPEG, PNG or WebP photo.' },
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload(api, id, { colour: 'Black', view: 'front' }, gif, 'x.jpg')).status).toBe(415);
  });

  it('refuses a PNG bomb (a tiny file claiming 60000×60000 px) and an image over 8000 px a side', async () => {
    const id = await product();
    const bomb = await pngBomb(60_000, 60_000);
    expect(bomb.length).toBeLessThan(1000);
    const answer = await upload(api, id, { colour: 'Black', view: 'front' }, bomb, 'bomb.png');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The image is 60000×60000 px: the most is 8000×8000.');
    const wide = await upload(api, id, { colour: 'Black', view: 'front' }, await testImage(8001, 4, 'png'));
    expect(wide.status).toBe(400);
    expect((await call(api, 'GET', `/admin-api/products/${id}`)).body.photos).toEqual([]);
  });

  it('refuses an unknown colour or view naming the field, and keeps no files of refused uploads', async () => {
    const id = await product();
    const image = await testImage(100, 100);
    const colour = await upload(api, id, { colour: 'Purple', view: 'front' }, image);
    expect(colour.status).toBe(400);
    expect(colour.body.fields).toHaveProperty('colour');
    const view = await upload(api, id, { colour: 'Black', view: 'side' }, image);
    expect(view.body.message).toMatch(/^view: /);
    expect((await upload(api, id, { colour: 'Black' }, image)).status).toBe(400);
    expect((await upload(api, 99999, { colour: 'Black', view: 'front' }, image)).status).toBe(404);
    expect((await upload(api, id, { colour: 'Black', view: 'front' }, image, 'a.jpg', {})).status).toBe(400);
    const json = await call(api, 'POST', `/admin-api/products/${id}/photos`, { colour: 'Black' });
    expect(json.status).toBe(415);
    expect(await readdir(join(mediaDirOf({ dataDir }), 'staging')).catch(() => [])).toEqual([]);
    const stored = await readdir(join(mediaDirOf({ dataDir }), 'photos'));
    const rows = await api.backend.db.db.selectFrom('product_photos').select('id').execute();
    expect(stored.sort()).toEqual(rows.map((row) => row.id).sort());
  });
});

describe('deleting and reordering photos', () => {
  it('sets the order staff give, deletes a photo with its files, and the shop follows', async () => {
    const id = await product();
    const image = await testImage(400, 400);
    const front = (await uploadPhoto(api, id, { colour: 'Black', view: 'front' }, image)).body;
    const detail = (await uploadPhoto(api, id, { colour: 'Black', view: 'detail' }, image)).body;

    const bad = await call(api, 'PUT', `/admin-api/products/${id}/photos/order`, { photoIds: [detail.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('photoIds');
    const reordered = await call(api, 'PUT', `/admin-api/products/${id}/photos/order`, {
      photoIds: [detail.id, front.id],
    });
    expect(reordered.body.photos.map((p: { id: string }) => p.id)).toEqual([detail.id, front.id]);
    let [shown] = await publicProducts(api, `/images/product/${id}/`);
    expect(shown!.imgSrc).toBe(detail.src);
    expect(shown!.imgHover).toBe(front.src);

    const deleted = await call(api, 'DELETE', `/admin-api/products/${id}/photos/${detail.id}`);
    expect(deleted.body.photos.map((p: { id: string }) => p.id)).toEqual([front.id]);
    expect((await api.get(detail.src)).status).toBe(404);
    [shown] = await publicProducts(api, `/images/product/${id}/`);
    expect(shown!.imgSrc).toBe(front.src);
    expect((await call(api, 'DELETE', `/admin-api/products/${id}/photos/${detail.id}`)).status).toBe(404);
    expect((await call(api, 'DELETE', `/admin-api/products/${id}/photos/${front.id}`, undefined, {})).status).toBe(400);
    const actions = await api.backend.db.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', String(id))
      .where('action', 'like', 'photo.%')
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual(
      ['photo.delete', 'photo.reorder', 'photo.upload', 'photo.upload'].sort(),
    );
  });
});
